/**
 * The seeded patches: one per season the public facts name, built from the facts alone. Each lists the heroes
 * and maps its season added ("new") and, per hero, the team-ups that began or were retired with it ("adjust").
 * No buff or nerf: the facts name none, and the guide never invents one.
 */
import { slugify } from '@/rules/slugs'
import type { PatchChangeKind } from '@/rules/patch-changes'

import { factHeroes, factMaps, factTeamUps, SEASON_DATES, seasonRange } from '../facts'
import type { Block } from './types'

type PatchChangeSeed = { hero?: string; map?: string; kind: PatchChangeKind; summary: string }
export type PatchSeed = { version: string; title: string; releasedAt: string; notes: Block[]; changes: PatchChangeSeed[] }

/** The seasons in release order; the last is the newest patch the seed knows. */
export const SEASONS = Object.keys(SEASON_DATES).sort((a, b) => SEASON_DATES[a].localeCompare(SEASON_DATES[b]))

const ROLE_WORD = { vanguard: 'Vanguard', duelist: 'Duelist', strategist: 'Strategist' } as const
const MODE_WORD = (mode: string) => mode.replace(/\s*\(arcade\)$/, ' (arcade)').replace(/^./, (c) => c.toUpperCase())

function titleOf(season: string) {
  if (season === 'launch') return 'Launch'
  if (season === 'early') return 'First update after launch'
  return `Season ${season.slice(1)}`
}

const longDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "A", "A and B", "A, B and C". */
const list = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`)

export function patchSeeds(): PatchSeed[] {
  return SEASONS.map((season, index) => {
    const previous = index > 0 ? SEASONS[index - 1] : undefined
    const changes: PatchChangeSeed[] = []
    const heroes = factHeroes.filter((hero) => hero.added === season)
    const maps = factMaps.filter((map) => map.added === season)
    for (const hero of heroes) {
      changes.push({ hero: slugify(hero.name), kind: 'new', summary: `${hero.name} joins the roster as a ${ROLE_WORD[hero.role]}.` })
    }
    for (const map of maps) {
      changes.push({ map: slugify(map.map), kind: 'new', summary: `${map.map} joins the map pool: a ${MODE_WORD(map.mode)} map in ${map.location}.` })
    }
    const started = factTeamUps.filter((teamUp) => seasonRange(teamUp.seasons).start === season)
    // A range like "launch-S4.5" names its last season; the team-up is gone from the season after it.
    const retired = previous ? factTeamUps.filter((teamUp) => seasonRange(teamUp.seasons).end === previous) : []
    for (const teamUp of started) {
      const members = [teamUp.anchor, ...teamUp.partners]
      for (const member of members) {
        const others = list(members.filter((other) => other !== member))
        changes.push({ hero: slugify(member), kind: 'adjust', summary: `New team-up ${teamUp.name} with ${others}.` })
      }
    }
    for (const teamUp of retired) {
      const members = [teamUp.anchor, ...teamUp.partners]
      for (const member of members) {
        const others = list(members.filter((other) => other !== member))
        changes.push({ hero: slugify(member), kind: 'adjust', summary: `Team-up ${teamUp.name} with ${others} is retired; its last season was ${previous}.` })
      }
    }

    const added = [
      heroes.length ? `${heroes.length === 1 ? 'one hero' : `${heroes.length} heroes`}` : '',
      maps.length ? `${maps.length === 1 ? 'one map' : `${maps.length} maps`}` : '',
    ].filter(Boolean)
    const teamUpWords = [
      started.length ? `${started.length === 1 ? 'one team-up' : `${started.length} team-ups`} began` : '',
      retired.length ? `${retired.length === 1 ? 'one was' : `${retired.length} were`} retired` : '',
    ].filter(Boolean)
    const notes: Block[] = [
      {
        p: `${titleOf(season)} went live on ${longDate(SEASON_DATES[season])}.${added.length ? ` It added ${list(added)}.` : ''}${
          teamUpWords.length ? ` ${list(teamUpWords).replace(/^./, (c) => c.toUpperCase())}.` : ''
        }`,
      },
      {
        p: 'This entry lists what the guide’s public facts record for the season: new heroes, new maps and team-ups that began or ended. Balance changes are not listed until an editor adds them from the official notes.',
      },
    ]
    return { version: season, title: titleOf(season), releasedAt: `${SEASON_DATES[season]}T12:00:00.000Z`, notes, changes }
  })
}
