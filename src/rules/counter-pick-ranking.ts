/**
 * The counter-pick helper's ranking, from the guide's own hero details and team-ups only. A pure function:
 * the page gathers the data (src/data/counter-picks.ts) and shows the answer.
 *
 * For each hero not already chosen, against the chosen enemies:
 * - +1 for each enemy it counters: its own details list the enemy under "counters", or the enemy's details
 *   list it under "countered by" (either guide saying so is enough; a pair counts once);
 * - -1 for each enemy that counters it (the same two readings, the other way round);
 * - +0.5 for each hero of "my team" it plays well with: either hero's "synergies", or a team-up of both.
 * Only heroes with at least one counter or synergy and a score of 0 or more are suggested (a hero the lineup
 * beats more than it helps is no suggestion). Ties go to more counters, then fewer threats, then the name.
 */

export type CounterHero = {
  slug: string
  nickname: string
  /** Whether this hero's own details (counters, countered by, synergies) are written. */
  hasGuide: boolean
  counters: string[]
  counteredBy: string[]
  synergies: string[]
}

export type CounterData = {
  heroes: CounterHero[]
  /** Each team-up as the slugs of everyone in it. */
  teamUps: string[][]
}

export type CounterSuggestion = {
  slug: string
  score: number
  /** Chosen enemies this hero counters, in the order they were chosen. */
  counters: string[]
  /** Chosen enemies that counter this hero. */
  counteredBy: string[]
  /** Heroes of "my team" it plays well with. */
  synergies: string[]
}

export type CounterRanking = {
  suggestions: CounterSuggestion[]
  /** Chosen enemies the guide knows matchups for (their own guide, or another hero's guide naming them). */
  known: string[]
  /** Chosen enemies no written guide says anything about: they do not move the ranking. */
  unknown: string[]
  /** Chosen enemies without a written guide of their own (some may still be named in other guides). */
  withoutGuide: string[]
}

export const MAX_ENEMIES = 6
export const MAX_TEAM = 5
const SYNERGY_WEIGHT = 0.5

/** Keeps known slugs once each, in the order given, up to `max`. */
export function cleanLineup(slugs: string[], known: Set<string>, max: number): string[] {
  return [...new Set(slugs.filter((slug) => known.has(slug)))].slice(0, max)
}

export function rankCounterPicks(data: CounterData, enemies: string[], team: string[]): CounterRanking {
  const bySlug = new Map(data.heroes.map((hero) => [hero.slug, hero]))
  const edge = new Set<string>()
  // "a>b": a counters b, as either guide says it.
  for (const hero of data.heroes) {
    hero.counters.forEach((target) => edge.add(`${hero.slug}>${target}`))
    hero.counteredBy.forEach((source) => edge.add(`${source}>${hero.slug}`))
  }
  const beats = (a: string, b: string) => edge.has(`${a}>${b}`)

  const pair = new Set<string>()
  const link = (a: string, b: string) => a !== b && (pair.add(`${a}+${b}`), pair.add(`${b}+${a}`))
  for (const hero of data.heroes) hero.synergies.forEach((other) => link(hero.slug, other))
  for (const members of data.teamUps) members.forEach((a) => members.forEach((b) => link(a, b)))

  const chosen = new Set([...enemies, ...team])
  const suggestions: CounterSuggestion[] = []
  for (const hero of data.heroes) {
    if (chosen.has(hero.slug)) continue
    const counters = enemies.filter((enemy) => beats(hero.slug, enemy))
    const counteredBy = enemies.filter((enemy) => beats(enemy, hero.slug))
    const synergies = team.filter((mate) => pair.has(`${hero.slug}+${mate}`))
    if (!counters.length && !synergies.length) continue
    const score = counters.length - counteredBy.length + SYNERGY_WEIGHT * synergies.length
    if (score < 0) continue
    suggestions.push({ slug: hero.slug, score, counters, counteredBy, synergies })
  }
  const name = (slug: string) => bySlug.get(slug)?.nickname ?? slug
  suggestions.sort(
    (a, b) =>
      b.score - a.score ||
      b.counters.length - a.counters.length ||
      a.counteredBy.length - b.counteredBy.length ||
      name(a.slug).localeCompare(name(b.slug)),
  )

  const mentioned = (enemy: string) => data.heroes.some((hero) => hero.slug !== enemy && (beats(hero.slug, enemy) || beats(enemy, hero.slug)))
  const known = enemies.filter((enemy) => bySlug.get(enemy)?.hasGuide || mentioned(enemy))
  return {
    suggestions,
    known,
    unknown: enemies.filter((enemy) => !known.includes(enemy)),
    withoutGuide: enemies.filter((enemy) => !bySlug.get(enemy)?.hasGuide),
  }
}

/**
 * The page's words, by their keys in `Counters.page`: `and` joins the last name to the rest ("{rest} and {last}"),
 * the others put a list of names in a reason ("counters {names}").
 */
export type CounterWords = (key: 'and' | 'counters' | 'counteredBy' | 'synergies', values: Record<string, string>) => string

/** "Hulk", "Hulk and Magik", "Hulk, Magik and Luna Snow" (the last join in the page's language). */
export function listNames(names: string[], say: CounterWords): string {
  if (names.length <= 1) return names.join('')
  return say('and', { rest: names.slice(0, -1).join(', '), last: names.at(-1)! })
}

/** Why a hero is suggested: "counters Hulk and Magik; countered by Luna Snow; plays well with Rocket Raccoon". */
export function suggestionReason(suggestion: CounterSuggestion, nameOf: (slug: string) => string, say: CounterWords): string {
  const parts: string[] = []
  if (suggestion.counters.length) parts.push(say('counters', { names: listNames(suggestion.counters.map(nameOf), say) }))
  if (suggestion.counteredBy.length) parts.push(say('counteredBy', { names: listNames(suggestion.counteredBy.map(nameOf), say) }))
  if (suggestion.synergies.length) parts.push(say('synergies', { names: listNames(suggestion.synergies.map(nameOf), say) }))
  return parts.join('; ')
}
