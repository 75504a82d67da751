'use client'

import { pushAddress, useAddressQuery } from '@/browser/address-query'
import type { FilterOption } from '@/components/guide-header/FilterButtons'
import { type RosterFilter, rosterFilterOf } from '@/rules/hero-roles'

/** The role filter's buttons, as the roster and the tier list show them. */
export const ROLE_FILTER_OPTIONS: FilterOption<RosterFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'vanguard', label: 'Vanguard' },
  { value: 'duelist', label: 'Duelist' },
  { value: 'strategist', label: 'Strategist' },
]

/**
 * The role filter of a page at `path`, kept in the address's `role` query. Such pages come from a shared cache,
 * which keeps no query, so the filter is read in the browser (the server renders every role); choosing pushes a
 * history entry, so Back and Forward work.
 */
export function useRoleInAddress(path: string): [RosterFilter, (next: RosterFilter) => void] {
  const filter = rosterFilterOf(useAddressQuery().get('role'))
  const choose = (next: RosterFilter) => pushAddress(next === 'all' ? path : `${path}?role=${next}`)
  return [filter, choose]
}
