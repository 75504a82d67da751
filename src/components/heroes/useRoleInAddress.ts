'use client'

import { useTranslations } from 'next-intl'

import { pushAddress, useAddressQuery } from '@/browser/address-query'
import type { FilterOption } from '@/components/guide-header/FilterButtons'
import { HERO_ROLE_ORDER, type RosterFilter, rosterFilterOf } from '@/rules/hero-roles'

/** The role filter's buttons and the group's name, as the roster and the tier list show them (`Heroes.roles`, `Heroes.roleFilter`). */
export function useRoleFilterOptions(): { label: string; options: FilterOption<RosterFilter>[] } {
  const roles = useTranslations('Heroes.roles')
  const filter = useTranslations('Heroes.roleFilter')
  return {
    label: filter('label'),
    options: [{ value: 'all', label: filter('all') }, ...HERO_ROLE_ORDER.map((role) => ({ value: role, label: roles(role) }))],
  }
}

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
