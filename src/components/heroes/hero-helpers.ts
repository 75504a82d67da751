import type { GuideAbility, GuideTeamUp, HeroGuide } from '@/data/hero-guide'
import type { Hero, HeroRole } from '@/contract/types'
import { HEALING_PRIORITY_FILL_FROM, HEALING_PRIORITY_MAX, HEALING_PRIORITY_MIN, HERO_ROLE_ORDER } from '@/constants'
import { aToZ } from '@/rules/a-to-z'

/** The roster filter: every role, or one. */
export type RosterFilter = 'all' | HeroRole

export const ROLE_LABELS: Record<HeroRole, string> = { vanguard: 'Vanguard', duelist: 'Duelist', strategist: 'Strategist' }

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

/** "Hulk" -> ["H", "ulk"], so the card can emphasise the first letter (a whole character, even outside the BMP). */
export function splitFirstLetter(name: string): [string, string] {
  const [first = '', ...rest] = Array.from(name)
  return [first, rest.join('')]
}

/** Property names are stored with underscores ("fire_rate"); the panel shows spaces ("fire rate"). */
export function propertyLabel(name: string): string {
  return name.replace(/_+/g, ' ').trim()
}

/** "monster-hulk" -> "Monster Hulk": variants are slugs, the dropdown shows words. */
export function variantLabel(variant: string): string {
  return variant
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** The hero's forms in the order their first ability appears. */
export function variantsOf(abilities: GuideAbility[]): string[] {
  return [...new Set(abilities.map((ability) => ability.variant))]
}

const ABILITY_TYPE_ORDER = ['normal attack', 'ability', 'ultimate', 'passive', 'team-up']

const ABILITY_TYPE_HEADINGS: Record<string, string> = {
  'normal attack': 'Normal attack',
  ability: 'Abilities',
  ultimate: 'Ultimate',
  passive: 'Passives',
  'team-up': 'Team-up abilities',
}

/** One variant's abilities grouped by type, types in play order (attack, abilities, ultimate, passives, team-ups). */
export function abilityGroups(abilities: GuideAbility[], variant: string): { type: string; heading: string; abilities: GuideAbility[] }[] {
  const ofVariant = abilities.filter((ability) => ability.variant === variant)
  const rank = (type: string) => {
    const index = ABILITY_TYPE_ORDER.indexOf(type)
    return index === -1 ? ABILITY_TYPE_ORDER.length : index
  }
  const types = [...new Set(ofVariant.map((ability) => ability.type))].sort((a, b) => rank(a) - rank(b))
  return types.map((type) => ({
    type,
    heading: ABILITY_TYPE_HEADINGS[type] ?? variantLabel(type.replace(/\s+/g, '-')),
    abilities: ofVariant.filter((ability) => ability.type === type),
  }))
}

/**
 * Healing priority as icons: value 1 (heal first) fills five, 5 fills one; the rest are greyed.
 * Values outside the scale are held to it.
 */
export function healingPriorityIcons(value: number): boolean[] {
  const clamped = Math.min(HEALING_PRIORITY_MAX, Math.max(HEALING_PRIORITY_MIN, Math.round(value)))
  const filled = HEALING_PRIORITY_FILL_FROM - clamped
  return Array.from({ length: HEALING_PRIORITY_MAX }, (_, index) => index < filled)
}

/**
 * What a team-up gives this hero: the matching ability's description when the hero has an ability with the
 * bonus's slug, otherwise a sentence naming the bonus.
 */
export function teamUpBonusText(teamUp: Pick<GuideTeamUp, 'bonus' | 'bonusName'>, abilities: GuideAbility[], nickname: string): string {
  const ability = abilities.find((candidate) => candidate.slug === teamUp.bonus)
  if (ability) return ability.description
  return `${nickname} gets ${teamUp.bonusName} when these heroes are on their team.`
}

/** The heroes a team-up pairs this hero with: the anchor and the other teammates, never the hero itself. */
export function teamUpPartners<H extends { slug: string }>(teamUp: { anchor: H; teammates: H[] }, heroSlug: string): H[] {
  return [teamUp.anchor, ...teamUp.teammates].filter((hero) => hero.slug !== heroSlug)
}

/** The guide's meta description: the hero's job when written, otherwise what the page does hold. */
export function heroGuideDescription(guide: Pick<HeroGuide, 'hero' | 'details' | 'abilities' | 'teamUps'>): string {
  const { nickname, role } = guide.hero
  const roleLabel = ROLE_LABELS[role]
  if (guide.details?.primaryJob) {
    return `${nickname} (${roleLabel}) guide: ${guide.details.primaryJob}. Abilities, counters, team-ups and tips for playing as, against and with ${nickname}.`
  }
  const holds = [guide.abilities.length ? 'abilities' : '', guide.teamUps.length ? 'team-ups' : ''].filter(Boolean)
  return holds.length
    ? `${nickname} (${roleLabel}): ${holds.join(' and ')} so far; the full guide is on its way.`
    : `${nickname} (${roleLabel}): the full guide is on its way.`
}

/**
 * The ability an address asks for (`?ability={slug}&form={variant}`, what site search links to), or null.
 * Without a form the first ability with that slug wins (forms of one hero can share a slug).
 */
export function requestedAbility(abilities: GuideAbility[], search: string): GuideAbility | null {
  const params = new URLSearchParams(search)
  const slug = params.get('ability')
  if (!slug) return null
  const form = params.get('form')
  return abilities.find((ability) => ability.slug === slug && (!form || ability.variant === form)) ?? null
}
