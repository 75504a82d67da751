// @ts-check
/**
 * What a page shows, told to the caches in front of the app, so that a CDN that can purge by key drops exactly
 * the pages an edit changed (src/cache/purge.ts sends the same tags after each commit). Both cache handlers call
 * `nameSurrogateKeys` on every page and route answer they store: Next.js replays a stored entry's headers on each
 * hit and on the render that stored it, so the headers follow the entry.
 *
 * Only the guide's own tags (`guide:…`, src/cache/revalidate.ts) are named; Next's implicit path tags mean
 * nothing to a CDN. Two spellings, one per convention: `Surrogate-Key` (Fastly, Varnish, space-separated) and
 * `Cache-Tag` (Cloudflare, Akamai, comma-separated).
 *
 * Plain JavaScript: the cache handlers load it at run time, outside the bundle.
 */

const SURROGATE_KEY_HEADER = 'surrogate-key'
const CACHE_TAG_HEADER = 'cache-tag'

/** The tags a shared cache may purge by: the guide's own. @param {readonly string[]} tags */
export const surrogateKeysOf = (tags) => [...new Set(tags.filter((tag) => tag.startsWith('guide:')))]

/**
 * Adds the two headers to a stored page or route answer whose render carried cache tags. In place: the render
 * that stores the entry answers with this same object.
 * @param {any} data
 */
export function nameSurrogateKeys(data) {
  const headers = data?.headers
  const tags = headers?.['x-next-cache-tags']
  if (typeof tags !== 'string') return
  const keys = surrogateKeysOf(tags.split(','))
  if (keys.length === 0) return
  headers[SURROGATE_KEY_HEADER] = keys.join(' ')
  headers[CACHE_TAG_HEADER] = keys.join(',')
}
