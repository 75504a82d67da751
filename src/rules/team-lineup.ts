/**
 * The team builder's rules (/team-builder and GET /api/team-builder), from the guide's own data only. Pure
 * functions: src/data/team-builder.ts gathers the data, the page and the /api show the answer.
 *
 * A lineup is up to six heroes of ours, up to six enemies and an optional map section. A hero is in a lineup
 * once, on one side (as in the counter-pick helper). The address keeps it: `?team=hulk,thor&vs=loki&map=map.section`.
 */

import type { HeroRole, MapSide } from '@/contract/types'

import { HERO_ROLE_ORDER } from './hero-roles'

export const TEAM_SIZE = 6

/** Entries read from one address parameter at most: a longer list is cut before it is looked at. */
const MAX_ENTRIES = 24

export type Lineup = { team: string[]; vs: string[]; map: string | null }

export type LineupHero = { slug: string; nickname: string; role: HeroRole }

/** A team-up in play this season, as the slugs of everyone in it (anchor first). */
type LineupTeamUp = { slug: string; name: string; anchor: string; members: string[] }

/** A map section, keyed `{map}.{section}` in the address, with the heroes its map guide recommends. */
export type LineupSection = {
  key: string
  name: string
  map: string
  mapName: string
  location: string
  section: string
  recommended: { hero: string; side: MapSide }[]
}

/** A hero's matchups as its own guide lists them. */
type LineupMatchups = { slug: string; counters: string[]; counteredBy: string[] }

export type TeamBuilderData = {
  roster: LineupHero[]
  matchups: LineupMatchups[]
  teamUps: LineupTeamUp[]
  sections: LineupSection[]
}

/** What an address held that the lineup could not keep. */
export type DroppedEntries = {
  /** Slugs of no hero (or no hero this reader may see). */
  unknown: string[]
  /** Heroes named a second time, on either side. */
  repeated: string[]
  /** Heroes past the sixth of a side. */
  overflow: string[]
  /** A `map` that names no section. */
  unknownMap: string | null
}

export type ParsedLineup = { lineup: Lineup; dropped: DroppedEntries }

export type LineupQuery = { team?: string | null; vs?: string | null; map?: string | null }

export const noneDropped = (dropped: DroppedEntries) =>
  !dropped.unknown.length && !dropped.repeated.length && !dropped.overflow.length && !dropped.unknownMap

const entries = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .slice(0, MAX_ENTRIES)
    .map((slug) => slug.trim().toLowerCase().slice(0, 60))
    .filter(Boolean)

/**
 * Reads a lineup from the address's parameters: unknown slugs, repeats and heroes past six are dropped and
 * named, so the page can say so; nothing here throws, whatever the address holds.
 */
export function parseLineup(query: LineupQuery, heroes: ReadonlySet<string>, sections: ReadonlySet<string>): ParsedLineup {
  const dropped: DroppedEntries = { unknown: [], repeated: [], overflow: [], unknownMap: null }
  const seen = new Set<string>()
  const side = (value: string | null | undefined) => {
    const kept: string[] = []
    for (const slug of entries(value)) {
      if (!heroes.has(slug)) dropped.unknown.push(slug)
      else if (seen.has(slug)) dropped.repeated.push(slug)
      else if (kept.length >= TEAM_SIZE) dropped.overflow.push(slug)
      else {
        seen.add(slug)
        kept.push(slug)
      }
    }
    return kept
  }
  const team = side(query.team)
  const vs = side(query.vs)
  const mapKey = (query.map ?? '').trim().toLowerCase().slice(0, 120)
  const map = mapKey && sections.has(mapKey) ? mapKey : null
  if (mapKey && !map) dropped.unknownMap = mapKey
  return { lineup: { team, vs, map }, dropped }
}

/** The address's query for a lineup, commas left readable: `team=hulk,thor&vs=loki&map=yggdrasill-path.start`. */
export function lineupSearch(lineup: Lineup): string {
  const query = new URLSearchParams()
  if (lineup.team.length) query.set('team', lineup.team.join(','))
  if (lineup.vs.length) query.set('vs', lineup.vs.join(','))
  if (lineup.map) query.set('map', lineup.map)
  return query.toString().replace(/%2C/g, ',')
}

type RoleCount = Record<HeroRole, number>

export type LineupAnalysis = {
  /** Team-ups every member of which is in our team. */
  teamUps: LineupTeamUp[]
  roles: RoleCount
  /** Roles no hero of our team plays, once the team has anyone. */
  missingRoles: HeroRole[]
  /** For each enemy, our heroes a guide says counter it. */
  answers: { enemy: string; by: string[] }[]
  /** For each hero of ours, the enemies a guide says counter it. */
  threats: { hero: string; by: string[] }[]
  /** The chosen section's recommended heroes, each marked when it is in our team. */
  recommended: { hero: string; side: MapSide; inTeam: boolean }[]
  section: LineupSection | null
}

/** "a>b": a counters b, as either hero's guide says it (a's "counters" or b's "countered by"). */
function counterEdges(matchups: LineupMatchups[]): (a: string, b: string) => boolean {
  const edge = new Set<string>()
  for (const hero of matchups) {
    hero.counters.forEach((target) => edge.add(`${hero.slug}>${target}`))
    hero.counteredBy.forEach((source) => edge.add(`${source}>${hero.slug}`))
  }
  return (a, b) => edge.has(`${a}>${b}`)
}

export function analyseLineup(data: TeamBuilderData, lineup: Lineup): LineupAnalysis {
  const ours = new Set(lineup.team)
  const roleOf = new Map(data.roster.map((hero) => [hero.slug, hero.role]))
  const roles = Object.fromEntries(HERO_ROLE_ORDER.map((role) => [role, 0])) as RoleCount
  for (const slug of lineup.team) {
    const role = roleOf.get(slug)
    if (role) roles[role] += 1
  }
  const beats = counterEdges(data.matchups)
  const section = data.sections.find((candidate) => candidate.key === lineup.map) ?? null
  return {
    teamUps: data.teamUps.filter((teamUp) => teamUp.members.length > 1 && teamUp.members.every((member) => ours.has(member))),
    roles,
    missingRoles: lineup.team.length ? HERO_ROLE_ORDER.filter((role) => roles[role] === 0) : [],
    answers: lineup.vs.map((enemy) => ({ enemy, by: lineup.team.filter((hero) => beats(hero, enemy)) })),
    threats: lineup.team.map((hero) => ({ hero, by: lineup.vs.filter((enemy) => beats(enemy, hero)) })),
    recommended: (section?.recommended ?? []).map(({ hero, side }) => ({ hero, side, inTeam: ours.has(hero) })),
    section,
  }
}
