/**
 * Tier lists without a database: the tiers, the one-hero-once rule and the movement of each hero against the
 * previous patch's list, so both are tested on their own (tests/unit/tier-list.test.ts).
 */

export const TIERS = ['S', 'A', 'B', 'C', 'D'] as const
export type Tier = (typeof TIERS)[number]

/** The longest reason an entry may carry: one line on the page and in the tooltip. */
export const TIER_REASON_MAX = 160

export const isTier = (value: unknown): value is Tier => typeof value === 'string' && (TIERS as readonly string[]).includes(value)

/** One placed hero, by any key that names the hero (an id in the collection, a slug in the data layer). */
export type TierPlacement<K> = { hero: K; tier: Tier }

export type Movement = 'up' | 'down' | 'same' | 'new'
export type HeroMovement<K> = { hero: K; tier: Tier; movement: Movement; previousTier: Tier | null }

/** S is the top: a smaller index is a higher tier. */
const rank = (tier: Tier) => TIERS.indexOf(tier)

/**
 * Each hero of `current` against `previous` (null when there is no earlier list): up or down a tier, the same,
 * or new when the previous list did not rank the hero. `removed` holds the heroes the previous list ranked
 * and this one leaves unranked, with the tier they had.
 */
export function tierMovement<K>(
  current: TierPlacement<K>[],
  previous: TierPlacement<K>[] | null,
): { heroes: HeroMovement<K>[]; removed: { hero: K; previousTier: Tier }[] } {
  const before = new Map((previous ?? []).map((entry) => [entry.hero, entry.tier]))
  const now = new Set(current.map((entry) => entry.hero))
  const heroes = current.map(({ hero, tier }): HeroMovement<K> => {
    const previousTier = before.get(hero) ?? null
    const movement: Movement =
      previousTier === null ? 'new' : rank(tier) < rank(previousTier) ? 'up' : rank(tier) > rank(previousTier) ? 'down' : 'same'
    return { hero, tier, movement, previousTier }
  })
  const removed = [...before].filter(([hero]) => !now.has(hero)).map(([hero, previousTier]) => ({ hero, previousTier }))
  return { heroes, removed }
}

/**
 * A hero appears at most once. Returns true, or a message naming the first repeated hero's rows (1-based), as
 * Payload's validators answer.
 */
export function duplicateHeroMessage<K>(entries: { hero?: K | null }[], nameOf: (hero: K) => string = String): true | string {
  const twice = duplicateHeroRows(entries)
  return twice ? `${nameOf(twice.hero)} is placed twice (rows ${twice.first} and ${twice.second}); a hero appears at most once.` : true
}

/** The first repeated hero and its two rows (1-based), or undefined when every hero appears at most once. */
export function duplicateHeroRows<K>(entries: { hero?: K | null }[]): { hero: K; first: number; second: number } | undefined {
  const firstRow = new Map<K, number>()
  for (const [index, entry] of entries.entries()) {
    if (entry.hero === null || entry.hero === undefined) continue
    const seen = firstRow.get(entry.hero)
    if (seen !== undefined) return { hero: entry.hero, first: seen + 1, second: index + 1 }
    firstRow.set(entry.hero, index)
  }
  return undefined
}

/** The arrow a visitor sees for a movement; the words beside it are `TierList.view.movement.<movement>`. */
export const MOVEMENT_SYMBOLS: Record<Movement, string> = { up: '↑', down: '↓', new: '•', same: '=' }

/** A hero's line on its guide: its tier in the newest list, and the patch of the list that first gave it that tier in a row. */
export type HeroBadge = { tier: Tier; since: string }

/**
 * Each hero's tier line from the published lists, oldest first. `since` is the first list of the unbroken run
 * ending at the newest list in which the hero kept this tier, so the line ("S tier on S5.5") changes only when
 * the hero's tier does: a new list that leaves a hero where it was leaves that guide's cached page alone. A hero
 * the newest list does not rank has no line.
 */
export function heroBadges<K>(listsOldestFirst: { version: string; entries: TierPlacement<K>[] }[]): Map<K, HeroBadge> {
  const badges = new Map<K, HeroBadge>()
  for (const list of listsOldestFirst) {
    const next = new Map<K, HeroBadge>()
    for (const { hero, tier } of list.entries) {
      const before = badges.get(hero)
      next.set(hero, before && before.tier === tier ? before : { tier, since: list.version })
    }
    badges.clear()
    for (const [hero, badge] of next) badges.set(hero, badge)
  }
  return badges
}
