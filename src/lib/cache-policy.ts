/**
 * The guide's cache policy in one place: how long shared caches (a CDN, a reverse proxy) may keep what, and what
 * stays private. Pages live in Next.js's ISR cache and expire by tag (src/lib/revalidate.ts, src/data/cache.ts);
 * these headers only tell whatever sits in front of the app. next.config.ts applies `cacheHeaders()`, the /api
 * wrappers and the media handler use the constants directly; no page chooses its own.
 */

/** Seconds a shared cache may serve a page or an /api answer without asking again. An edit reaches it this late. */
export const SHARED_MAX_AGE_SECONDS = 60
/** Seconds past that a shared cache may still serve the old copy while it fetches the new one in the background. */
export const STALE_WHILE_REVALIDATE_SECONDS = 300

/** Public pages and /api GETs: browsers revalidate every time (ETag), shared caches keep them a minute. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`

/** Draft mode, the admin, personal answers: never kept by anyone in between. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

/** Uploads whose address carries their version (?v=…): the bytes at that address never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Uploads asked for without a version (old links, other clients): a day, then revalidated with ETag/Last-Modified. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/** The cookie Next.js sets in draft mode (live preview). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Paths that are public pages: everything except /api, Payload's admin and REST, the preview doors, Next's own
 * files and anything with a file extension (public/ files, the fixed image addresses, robots.txt, sitemap.xml).
 */
const PAGE_SOURCE = '/:path((?!api(?:/|$)|cms-api(?:/|$)|admin(?:/|$)|preview(?:/|$)|_next/)(?:[^.]*))'

/** Pages whose address has a dot of its own and is still a page: a patch is named like S5.5 (/patches/S5.5). */
export const DOTTED_PAGE_SOURCES = ['/patches/:version']

type HeaderRule = {
  source: string
  headers: { key: string; value: string }[]
  has?: { type: 'cookie'; key: string }[]
  missing?: { type: 'cookie'; key: string }[]
}

/**
 * Cache-Control for pages, for next.config.ts's headers(). Next.js keeps a header set this way instead of its own
 * ISR one (s-maxage of a year). In draft mode the page is rendered fresh for one editor and must stay private.
 */
export function cacheHeaders(): HeaderRule[] {
  const pageRules = (source: string): HeaderRule[] => [
    { source, missing: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: [{ key: 'Cache-Control', value: PUBLIC_CACHE_CONTROL }] },
    { source, has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: [{ key: 'Cache-Control', value: PRIVATE_CACHE_CONTROL }] },
  ]
  return [
    ...pageRules(PAGE_SOURCE),
    { source: '/admin/:path*', headers: [{ key: 'Cache-Control', value: PRIVATE_CACHE_CONTROL }] },
    ...DOTTED_PAGE_SOURCES.flatMap(pageRules),
  ]
}
