/**
 * What the pages and the service worker (src/offline/sw.ts) say to each other, and the names both read.
 * The page side is src/browser/offline.ts.
 */

/** The worker's runtime caches: pages the visitor opened, and everything else those pages fetched. */
export const PAGES_CACHE = 'guide-pages'
export const ASSETS_CACHE = 'guide-assets'
/** The worker's notes on what it keeps (sizes, last use, kept pages), one JSON answer in a cache of its own. */
export const INDEX_CACHE = 'guide-offline-index'
/** The precache of one build's scripts, styles and offline pages: `guide-<build id>-precache-v2-<scope>` (named in sw.ts). */
export const precacheId = (buildId: string) => `guide-${buildId}`

/** The header the worker adds to a page it stores: when it was stored, read by the offline notice. */
export const SAVED_AT_HEADER = 'x-guide-saved-at'

/** A page the visitor chose to keep offline, as the Offline page lists it. */
export type KeptPage = { url: string; title: string; savedAt: number; bytes: number }

export type OfflineRequest =
  /** `pages`: the guide's other addresses (a map guide's sections), stored as pages; `assets`: what they show. */
  | { type: 'keep'; url: string; title: string; pages: string[]; assets: string[] }
  | { type: 'forget'; url: string }
  | { type: 'list' }
  /** Whether the asking page came from the worker's copy, and when that copy was stored. */
  | { type: 'copy-of'; url: string }

export type OfflineAnswer =
  | { type: 'kept'; page: KeptPage }
  | { type: 'list'; pages: KeptPage[] }
  | { type: 'copy'; savedAt: number | null }
  | { type: 'done' }
  | { type: 'error'; message: string }
