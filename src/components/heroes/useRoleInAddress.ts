'use client'

import { useSyncExternalStore } from 'react'

import type { FilterOption } from '@/components/guide-header/FilterButtons'

import { type RosterFilter, rosterFilterOf } from './hero-helpers'

/** The role filter's buttons, as the roster and the tier list show them. */
export const ROLE_FILTER_OPTIONS: FilterOption<RosterFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'vanguard', label: 'Vanguard' },
  { value: 'duelist', label: 'Duelist' },
  { value: 'strategist', label: 'Strategist' },
]

const ADDRESS_EVENT = 'guide:role-address'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(ADDRESS_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(ADDRESS_EVENT, onChange)
  }
}

const roleInAddress = () => new URLSearchParams(window.location.search).get('role')

/**
 * The role filter of a page at `path`, kept in the address's `role` query. Such pages come from a shared cache,
 * which keeps no query, so the filter is read in the browser (the server renders every role); choosing pushes a
 * history entry, so Back and Forward work.
 */
export function useRoleInAddress(path: string): [RosterFilter, (next: RosterFilter) => void] {
  const filter = rosterFilterOf(useSyncExternalStore(subscribe, roleInAddress, () => null))
  const choose = (next: RosterFilter) => {
    window.history.pushState(null, '', next === 'all' ? path : `${path}?role=${next}`)
    window.dispatchEvent(new Event(ADDRESS_EVENT))
  }
  return [filter, choose]
}
