'use client'

import { useSyncExternalStore } from 'react'

import { FAVOURITES_KEY, LAST_SEEN_PATCH_KEY, readMemory, subscribeToMemory, writeMemory } from '@/browser/guide-memory'
import { parseFavourites, toggleFavourite } from '@/rules/favourites'
import { parseSeenPatch, seenAfterOpening, type SeenPatch } from '@/rules/patch-visits'

/**
 * The guide's two memories of issue 46 read and written through their rules: favourite heroes and the last patch
 * seen. A corrupt store (an old format, a hand edit) is reset on read, so no page ever breaks on it.
 */

const NONE: string[] = []
let lastRaw: string | null = null
let lastSlugs: string[] = NONE

/** Favourite hero slugs, the same array while the stored text is unchanged (useSyncExternalStore needs that). */
export function readFavourites(): string[] {
  const raw = readMemory(FAVOURITES_KEY)
  if (raw === lastRaw) return lastSlugs
  const { slugs, corrupt } = parseFavourites(raw)
  if (corrupt) writeMemory(FAVOURITES_KEY, null)
  lastRaw = corrupt ? null : raw
  lastSlugs = slugs.length ? slugs : NONE
  return lastSlugs
}

export function toggleFavouriteHero(slug: string): void {
  const next = toggleFavourite(readFavourites(), slug)
  writeMemory(FAVOURITES_KEY, next.length ? JSON.stringify(next) : null)
}

const serverFavourites = () => NONE
const noChange = () => () => {}

/** The favourites, live: stars follow every change, in this tab and others. The server and hydration see none. */
export function useFavourites(): string[] {
  return useSyncExternalStore(subscribeToMemory, readFavourites, serverFavourites)
}

/**
 * The favourites as they were when the page came up, for ordering: a list does not jump while the visitor stars
 * in it (the star keeps focus in place), and takes the new order on the next page.
 */
export function useFavouritesAtLoad(): string[] {
  return useSyncExternalStore(noChange, readFavourites, serverFavourites)
}

/** The last patch seen; a corrupt stamp is removed and counts as none (a first visit). */
export function readSeenPatch(): SeenPatch | null {
  const { seen, corrupt } = parseSeenPatch(readMemory(LAST_SEEN_PATCH_KEY))
  if (corrupt) writeMemory(LAST_SEEN_PATCH_KEY, null)
  return seen
}

export function rememberSeenPatch(patch: SeenPatch): void {
  writeMemory(LAST_SEEN_PATCH_KEY, JSON.stringify({ version: patch.version, releasedAt: patch.releasedAt }))
}

/**
 * The visitor opened `patch`: it counts as seen when it is newer than what was (an older one keeps the mark). On a
 * first visit nothing is stored yet; the home page or /patches then remember the newest patch, so a first visit
 * that opened an old patch is never told about the newer ones.
 */
export function rememberOpenedPatch(patch: SeenPatch): void {
  const seen = readSeenPatch()
  if (!seen) return
  const next = seenAfterOpening(seen, patch)
  if (next !== seen) rememberSeenPatch(next)
}
