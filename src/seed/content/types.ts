/**
 * Shapes of the seed's original content. Names of heroes, maps and locations are the game's public facts
 * (../shared/content/game-facts.json); every sentence here is the guide's own writing.
 *
 * Rich text is written as `Block[]` and turned into Lexical by the seed.
 * Inline markup inside a paragraph or list item: **bold**, *italic* and [label](href) links.
 */

export type Block =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }

/** A hero is referred to by slug: the name lowercased, `&` dropped, spaces and punctuation to hyphens. */
type HeroSlug = string

export type NewsSeed = {
  title: string
  /** ISO 8601 with time and offset, e.g. 2025-11-14T17:00:00Z; all in the past relative to 2026-11-21. */
  publishedAt: string
  body: Block[]
}

export type PageSeed = {
  slug: 'terms' | 'privacy' | 'about' | string
  title: string
  /** YYYY-MM-DD */
  lastUpdated: string
  body: Block[]
}

export type CharacterProfileSeed = PageSeed & {
  /** The fictional character's social handle, e.g. @whisperline, and the profile URL (a placeholder domain). */
  socialHandle: string
  socialUrl: string
}

export type TaglineSeed = { hero: HeroSlug; text: string }

export type BasicsSeed = {
  quickstart: {
    overview: string
    roles: { role: 'vanguard' | 'duelist' | 'strategist'; label: string; summary: string }[]
    modes: { mode: 'convoy' | 'convergence' | 'domination'; summary: string }[]
    arcadeModes: { name: 'Doom Match' | 'Conquest'; summary: string }[]
    howToWin: string[]
    howToLose: string[]
    stagger: string
    practice: string
    healthBarColours: { colour: string; meaning: string }[]
    glossary: { term: string; definition: string }[]
  }
  modes: {
    mode: 'convoy' | 'convergence' | 'domination'
    description: string
    coreStrategy: string
    defending: string
    attacking: string
    recommendedDefenders: [HeroSlug, HeroSlug, HeroSlug]
    recommendedAttackers: [HeroSlug, HeroSlug, HeroSlug]
    mechanics: string
  }[]
  roles: {
    role: 'vanguard' | 'strategist' | 'duelist'
    overview: string
    subtypes: {
      name: string
      paragraph: string
      exampleHeroes: HeroSlug[]
      traits: string[]
    }[]
  }[]
}

export type NewsDeskSeed = { authorName: string; bio: Block[] }

export type Side = 'atk' | 'def' | 'both'

/** A marker's place on the section image, as fractions: x from the left edge, y from the top (0..1). */
export type MarkerSeed = {
  /** slug of a marker icon type: hp-large, hp-small, flank-route, high-ground, choke-point, sightline, spawn-door, objective, destructible, ultimate-spot */
  icon: string
  x: number
  y: number
  description: string
  /** how many illustrative images the marker has (0, 1 or 2); the seed generates them */
  images: 0 | 1 | 2
}

export type SectionGuideSeed = {
  /** section name, e.g. "Spawn Courtyard"; its slug is derived */
  name: string
  markers: MarkerSeed[]
  powerPosition: { defDescription: string; atkDescription: string }
  breakout: { defDescription: string; atkDescription: string }
  transformations: { description: string }[]
  utilityPlacements: { hero: 'rocket-raccoon' | 'peni-parker' | 'the-punisher' | 'doctor-strange'; side: Side; description: string; at?: PlacementSpot }[]
}

/**
 * Where a utility placement's text puts it, as a place the section already names: one of its markers (by its
 * index in the section's list) or one of its callouts (by name). None when the text names no single place.
 */
export type PlacementSpot = { marker: number } | { callout: string }

export type MapGuideSeed = {
  map: string // map slug
  description: string
  heroes: { hero: HeroSlug; side: Side; reason: string }[]
  sections: SectionGuideSeed[]
}

type AbilitySeed = {
  name: string
  /** e.g. "bruce-banner", "hero-hulk", "monster-hulk"; a hero with one form uses its own slug */
  variant: string
  type: 'normal attack' | 'ability' | 'ultimate' | 'passive' | 'team-up'
  button: 'left-click' | 'right-click' | 'shift' | 'e' | 'q' | 'f' | 'c' | 'v' | 'space' | 'passive'
  description: string
  /** name to value; names use underscores for spaces, e.g. { casting: 'Projectile', damage: '45 per hit' } */
  properties: Record<string, string>
}

export type HeroGuideSeed = {
  hero: HeroSlug
  abilities: AbilitySeed[]
  details: {
    primaryJob: string
    secondaryJob?: string
    healing?: string
    healingPriority: 1 | 2 | 3 | 4 | 5
    notes?: string
    counters: HeroSlug[]
    counteredBy: HeroSlug[]
    synergies: HeroSlug[]
    stats: { name: string; value: string }[]
  }
  howToWin: { side: 'as' | 'against' | 'with'; type: 'playbook' | 'insight' | 'avoid' | 'role'; text: string }[]
  /** team-up name (from the facts) to the ability name (in `abilities`, type 'team-up') that is its bonus */
  teamUpBonuses: Record<string, string>
}
