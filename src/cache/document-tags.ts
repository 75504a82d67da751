import { cacheTag } from './revalidate'

/**
 * Per-document cache tags for the hero guides, the map guides' hero lists and the few lists whose content changes
 * less often than the collections they read. A read about one hero carries that hero's tag instead of the
 * collection tags of everything it reads, so an edit expires the pages that show what changed and leaves the
 * others cached. Which pages show a hero is worked out from the data by the collections' hooks
 * (src/cache/shown-pages.ts), which expire these tags before and after a write.
 *
 * Lists of every hero (the roster, the counter-pick helper, the tier list, the basics) keep the collection tag
 * `guide:heroes` (src/cache/revalidate.ts): a hero edit changes them all the same.
 */

/**
 * Everything about one hero: its guide, its /api answers (by slug or by numeric id: `ref` is either, so a write
 * expires both), its tier line and patch notes, and the guides that show its tile.
 */
export const heroTag = (ref: string | number) => cacheTag(`hero:${ref}`)

/** The tags of one hero under each name it is asked by. */
export const heroTags = (hero: { id?: number | null; slug?: string | null }) =>
  [hero.slug ? heroTag(hero.slug) : null, hero.id ? heroTag(hero.id) : null].filter((tag): tag is string => tag !== null)

/**
 * The heroes of one role (vanguard, duelist, strategist) whose guides are written: a guide not yet written offers
 * them to read instead, so a hero edit expires the unwritten guides of its role only.
 */
export const heroRoleTag = (role: string) => cacheTag(`heroes:role:${role}`)

/** Which slugs are heroes: a hero page checks its address here before it reads anything else. */
export const heroSlugsTag = cacheTag('hero-slugs')

/** The heroes a map guide lists (its map-heroes rows, the utility picker's heroes), with their names and roles. */
export const mapHeroesTag = (mapSlug: string) => cacheTag(`map-heroes:map:${mapSlug}`)

/** Which heroes and which maps have a written guide (the lists mark them). */
export const writtenHeroGuidesTag = cacheTag('written-guides:heroes')
export const writtenMapGuidesTag = cacheTag('written-guides:maps')

/**
 * The table of the spec's fixed image addresses (/heroes/avatars/{slug}.webp, ...) and the uploads they stand
 * for. The root layout hands it to every page, so it expires only when an address leads to another file.
 */
export const imageAddressesTag = cacheTag('image-addresses')
