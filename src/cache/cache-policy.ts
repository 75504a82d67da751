// Relative, not '@/': next.config.ts loads this file, and its compiler resolves the alias from the repository's root.
import { LANGUAGES } from '../i18n/languages'

/**
 * The guide's cache policy in one place: how long shared caches (a CDN, a reverse proxy) may keep what, and what
 * stays private. Pages live in Next.js's ISR cache and expire by tag (src/cache/revalidate.ts, src/cache/cached-read.ts);
 * these headers only tell whatever sits in front of the app. next.config.ts applies `cacheHeaders()`, the /api
 * wrappers, route handlers and the media handler use the constants directly; no page or route spells its own.
 */

/**
 * Seconds a shared cache (a CDN, deploy/nginx.conf's micro-cache) may serve a page without asking again, and
 * seconds past that it may serve the old copy while it fetches the new one. Together they are how late an edit can
 * reach a player behind a cache that cannot be purged: the app's own cache expires at once on an edit, so two
 * seconds. The origin still sees at most about one request per page per second per cache.
 */
const SHARED_MAX_AGE_SECONDS = 1
const STALE_WHILE_REVALIDATE_SECONDS = 1
/** While the app answers errors (a database outage), a shared cache may keep serving its last copy this long. */
const STALE_IF_ERROR_SECONDS = 86_400

/** Public pages: browsers revalidate every time (ETag), shared caches keep them a second or two. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`

/**
 * Signed /api answers: the browser may keep them and revalidate with the ETag, but no shared cache may store them.
 * A CDN keyed on the address would otherwise hand a signed answer to a caller who sent no signature (403 by
 * contract).
 */
export const SIGNED_API_CACHE_CONTROL = 'private, no-cache'

/** Draft mode, the admin, personal answers: never kept by anyone in between. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * Answers that are one caller's alone or say something of this moment (a 404 of the /api, a new beta key, a health
 * check, the preview doors' redirects): nobody keeps them, not even the browser.
 */
export const NO_STORE_CACHE_CONTROL = 'no-store'

/** Uploads whose address carries their version (?v=…): the bytes at that address never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Uploads asked for without a version (old links, other clients): a day, then revalidated with ETag/Last-Modified. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/** The cookie Next.js sets in draft mode (live preview). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** The language folders of the addresses (es|pt-br): English has none. */
const LANGUAGE_FOLDERS = LANGUAGES.map(({ prefix }) => prefix.slice(1)).filter(Boolean).join('|')

/**
 * Paths that are public pages: everything except /api, Payload's admin and REST, the preview doors, Next's own
 * files, anything with a file extension (public/ files, the fixed image addresses, robots.txt, sitemap.xml) and a
 * map's layers (/map-layers/..., in every language), which say themselves how long they keep: for good at the
 * version their page names.
 */
const PAGE_SOURCE = `/:path((?!api(?:/|$)|cms-api(?:/|$)|admin(?:/|$)|preview(?:/|$)|_next/|(?:(?:${LANGUAGE_FOLDERS})/)?map-layers(?:/|$))(?:[^.]*))`

/** Pages whose address has a dot of its own and is still a page: a patch is named like S5.5 (/patches/S5.5, /tier-list/S5.5), in every language. */
const DOTTED_PAGE_SOURCES = LANGUAGES.flatMap(({ prefix }) => [`${prefix}/patches/:version`, `${prefix}/tier-list/:version`])

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
