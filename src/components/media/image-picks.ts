import type { ImageAddress } from './ImageAddresses'

/**
 * The part of the fixed-address table (src/data/assets.ts) that a page shows: an entry of `show` ending in '/'
 * takes every address under it ('/heroes/avatars/'), any other takes that one address. A page's inline data then
 * carries only its own images, not every hero's avatar and background on every page (issue 49).
 */
export function pickImageAddresses(table: Record<string, ImageAddress>, show: readonly string[]): Record<string, ImageAddress> {
  const prefixes = show.filter((address) => address.endsWith('/'))
  const exact = new Set(show.filter((address) => !address.endsWith('/')))
  return Object.fromEntries(
    Object.entries(table)
      .filter(([address]) => exact.has(address) || prefixes.some((prefix) => address.startsWith(prefix)))
      // Every avatar is drawn at its caller's size (HeroAvatar, HeroCard, ...): its upload's size would travel unread.
      .map(([address, image]) => [address, address.startsWith(HERO_AVATARS) ? { url: image.url } : image]),
  )
}

/** What the pages ask for: every hero's avatar, every location's and map's picture. */
export const HERO_AVATARS = '/heroes/avatars/'
export const MAP_PICTURES = '/maps/'

/** The fixed address of one hero's avatar, for a page that shows a few heroes rather than all of them. */
export const heroAvatarAddress = (slug: string) => `${HERO_AVATARS}${slug}.webp`

/** The fixed address of one map's picture. */
export const mapPictureAddress = (locationSlug: string, mapSlug: string) => `${MAP_PICTURES}${locationSlug}/${mapSlug}/hero.webp`
