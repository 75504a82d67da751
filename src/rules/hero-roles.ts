import type { Hero, HeroRole } from '@/contract/types'

import { aToZ } from './a-to-z'

/** The roster's sections in this order (spec); the role filter offers the same. Their names: `Heroes.roles`. */
export const HERO_ROLE_ORDER = ['vanguard', 'duelist', 'strategist'] as const

/** The roster filter: every role, or one. */
export type RosterFilter = 'all' | HeroRole

/** A `role` query value as a filter; anything unknown (or missing) shows every role. */
export function rosterFilterOf(value: string | null | undefined): RosterFilter {
  return (HERO_ROLE_ORDER as readonly string[]).includes(value ?? '') ? (value as HeroRole) : 'all'
}

/** The roster's sections: one per role in the spec's order (only the chosen one when filtered), heroes A to Z. */
export function rosterSections(heroes: Hero[], filter: RosterFilter): { role: HeroRole; heroes: Hero[] }[] {
  const roles = filter === 'all' ? HERO_ROLE_ORDER : [filter]
  return roles.map((role) => ({
    role,
    heroes: heroes
      .filter((hero) => hero.role === role)
      .sort((a, b) => aToZ(a.nickname, b.nickname) || aToZ(a.slug, b.slug)),
  }))
}
