import { GAME_LAUNCH_DAY } from '@/rules/patch-changes'

import facts from './content/game-facts.json'

/** Public facts about the game (roster, maps, team-ups); a copy of shared/content/game-facts.json. */
export type FactHero = { name: string; role: 'vanguard' | 'duelist' | 'strategist'; added: string; note?: string }
export type FactMap = { location: string; map: string; mode: string; added: string }
export type FactTeamUp = { name: string; anchor: string; partners: string[]; seasons: string }

export const factHeroes = facts.heroes as FactHero[]
export const factMaps = facts.maps as FactMap[]
export const factTeamUps = facts.team_ups as FactTeamUp[]

/** Season start dates, used as release dates of the maps a season brought. */
export const SEASON_DATES: Record<string, string> = {
  launch: GAME_LAUNCH_DAY,
  early: '2024-12-20',
  S1: '2025-01-10',
  'S1.5': '2025-02-21',
  S2: '2025-04-11',
  'S2.5': '2025-05-30',
  S3: '2025-07-11',
  'S3.5': '2025-08-08',
  S4: '2025-09-12',
  'S4.5': '2025-10-10',
  S5: '2025-11-14',
  'S5.5': '2025-12-12',
}

/** "doom match (arcade)" -> "doom-match"; the three core modes keep their names. */
export function mapType(mode: string): 'convoy' | 'convergence' | 'domination' | 'doom-match' | 'conquest' {
  const core = mode.replace(/\s*\(arcade\)$/, '').replace(/\s+/g, '-')
  if (['convoy', 'convergence', 'domination', 'doom-match', 'conquest'].includes(core)) return core as never
  throw new Error(`Unknown mode in the facts: ${mode}`)
}

/** "launch-S4.5" -> { start: 'launch', end: 'S4.5' }; "S1-" -> { start: 'S1', end: undefined } */
export function seasonRange(seasons: string): { start: string; end?: string } {
  const [start, end] = seasons.split('-')
  return { start, end: end || undefined }
}
