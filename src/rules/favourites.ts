/**
 * Favourite heroes, as the browser keeps them (issue 46): a list of hero slugs, most recently starred last. No I/O
 * here, so the rules are tested on their own (tests/unit/favourites.test.ts); src/browser/guide-memory.ts stores it.
 */

/** Enough for the whole roster many times over; a longer list is not one the guide wrote. */
export const FAVOURITES_MAX = 100

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The stored list read back: `null` (nothing stored) is no favourites; anything that is not a JSON list of slugs
 * (an old format, a hand edit, a cut-off write) is `corrupt`, and the caller resets it.
 */
export function parseFavourites(raw: string | null): { slugs: string[]; corrupt: boolean } {
  if (raw === null) return { slugs: [], corrupt: false }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { slugs: [], corrupt: true }
  }
  if (!Array.isArray(value) || value.length > FAVOURITES_MAX || !value.every((slug) => typeof slug === 'string' && SLUG.test(slug))) {
    return { slugs: [], corrupt: true }
  }
  return { slugs: [...new Set(value as string[])], corrupt: false }
}

/** The list with `slug` starred or unstarred. */
export function toggleFavourite(slugs: readonly string[], slug: string): string[] {
  return slugs.includes(slug) ? slugs.filter((other) => other !== slug) : [...slugs, slug].slice(-FAVOURITES_MAX)
}

/**
 * Favourites first, in the order they were starred, then everyone else in the order given (the roster's A to Z).
 * Stable, and a favourite missing from `items` is simply skipped.
 */
export function favouritesFirst<T extends { slug: string }>(items: readonly T[], favourites: readonly string[]): T[] {
  if (favourites.length === 0) return [...items]
  const rank = new Map(favourites.map((slug, index) => [slug, index]))
  const starred = items.filter((item) => rank.has(item.slug)).sort((a, b) => rank.get(a.slug)! - rank.get(b.slug)!)
  return [...starred, ...items.filter((item) => !rank.has(item.slug))]
}
