/**
 * What the service worker (src/offline/sw.ts) may keep, and what it drops first when the budget is spent (issue 47).
 * Pure functions, so the rules are unit-tested without a browser (tests/unit/offline-rules.test.ts).
 */

/** Everything the worker keeps, its build's precache included, stays under this. */
export const OFFLINE_BUDGET_BYTES = 50 * 1024 * 1024

/** Never kept, in any language: the admin and Payload's REST, the preview doors. */
const NEVER_KEPT_PREFIXES = ['/admin', '/cms-api', '/preview']

/**
 * Payload serves the uploads (hero art, map pictures) under /cms-api/media/file/: public files, not the CMS's
 * documents, and what an offline map guide needs most.
 */
const PUBLIC_UPLOADS = '/cms-api/media/file/'

/** The headers of a signed /api call (src/contract/signing.ts); a signed answer is one caller's, never kept. */
const SIGNATURE_HEADER = 'x-signature'

/** A search results address: /search/for/<words> or /search?q=<words>, in any language. */
const SEARCH_RESULTS = /^(?:\/(?:es|pt-br))?\/search(?:\/for\/[^/]+\/?|\/?)$/

export type KeepRequest = {
  url: string
  method: string
  /** The worker's own origin: other origins are never kept. */
  origin: string
  headers: { get(name: string): string | null }
  /** A page the visitor opened (a navigation), not a prefetch or a script's fetch. */
  navigation: boolean
}

export type KeepResponse = {
  status: number
  headers: { get(name: string): string | null }
}

function pathOf(url: URL): string {
  return url.pathname.replace(/\/+$/, '') || '/'
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

/** Whether an address is one the worker never keeps, whatever the answer. */
function neverKeptPath(path: string): boolean {
  // The language prefix does not make an admin or preview address keepable.
  const bare = path.replace(/^\/(?:es|pt-br)(?=\/|$)/, '') || '/'
  return NEVER_KEPT_PREFIXES.some((prefix) => underPrefix(path, prefix) || underPrefix(bare, prefix))
}

/** A search for words the visitor asked (opened as a page), never one a link prefetched or a script fetched. */
function isSearchResults(url: URL): boolean {
  if (!SEARCH_RESULTS.test(url.pathname)) return false
  return url.pathname.includes('/search/for/') || url.searchParams.has('q')
}

/** Whether a request may be answered from, and stored into, the worker's copy. */
export function mayKeepRequest(request: KeepRequest): boolean {
  if (request.method !== 'GET') return false
  let url: URL
  try {
    url = new URL(request.url, request.origin)
  } catch {
    return false
  }
  if (url.origin !== request.origin) return false
  if (neverKeptPath(pathOf(url)) && !url.pathname.startsWith(PUBLIC_UPLOADS)) return false
  if (request.headers.get(SIGNATURE_HEADER)) return false
  // Next's navigation payloads (RSC) vary by headers the address does not show; offline, Next falls back to a
  // full page load, which the worker answers.
  if (request.headers.get('rsc') || url.searchParams.has('_rsc')) return false
  if (isSearchResults(url) && !request.navigation) return false
  return true
}

/** Whether an answer may be stored: a whole 200 that neither says `no-store` nor `private`. */
export function mayKeepResponse(response: KeepResponse): boolean {
  if (response.status !== 200) return false
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase()
  const directives = cacheControl.split(',').map((part) => part.trim().split('=')[0])
  if (directives.includes('no-store') || directives.includes('private')) return false
  if ((response.headers.get('vary') ?? '').trim() === '*') return false
  return true
}

export type StoredEntry = {
  url: string
  bytes: number
  /** Milliseconds since the epoch of the last time the entry was stored or answered. */
  lastUsed: number
  /** Part of a page the visitor chose to keep offline: dropped only after every other entry. */
  kept: boolean
}

/**
 * The addresses to drop so the entries fit `budget` bytes beside `reserved` bytes (the build's precache):
 * the least recently used first, the visitor's "Keep offline" items only after every other one.
 */
export function evictionPlan(entries: StoredEntry[], budget = OFFLINE_BUDGET_BYTES, reserved = 0): string[] {
  let total = reserved + entries.reduce((sum, entry) => sum + entry.bytes, 0)
  if (total <= budget) return []
  const order = [...entries].sort((a, b) => Number(a.kept) - Number(b.kept) || a.lastUsed - b.lastUsed)
  const drop: string[] = []
  for (const entry of order) {
    if (total <= budget) break
    drop.push(entry.url)
    total -= entry.bytes
  }
  return drop
}
