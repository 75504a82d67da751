import { revalidateTag } from 'next/cache'
import { after } from 'next/server'

import { guideMetrics } from '@/observability/metrics.mjs'

import { purgeTags } from './purge'

/** Every cached read is tagged with the collections (or globals) it reads; a write expires those tags at once. */
export const cacheTag = (slug: string) => `guide:${slug}`

/**
 * On every data-layer read besides its own tags: a read tagged with one document alone is expired by no collection
 * tag, so expiring everything (a restore, src/cache/cache-expiry.ts) names this one.
 */
export const everyReadTag = cacheTag('every-read')

/** Reads of the site search's index (src/search/search-index.ts), which every rebuild of it expires. */
export const SEARCH_INDEX_READS = 'search-entries'

/**
 * Expires the tags now and once more after the response, when the write has committed; then tells a CDN that
 * purges by key to drop the pages that name them (src/cache/purge.ts).
 */
export function expireTags(tags: string[], context?: Record<string, unknown>) {
  if (context?.disableRevalidate || tags.length === 0) return
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js request (seed, scripts, tests) there is no cache to expire.
    return
  }
  const { expiries, tagsExpired } = guideMetrics()
  expiries.inc()
  tagsExpired.inc(tags.length)
  // Payload runs afterChange before its transaction commits, so a read on any instance in between can cache
  // the old row again. Expire once more after the response, when the write has committed.
  after(async () => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    await purgeTags(tags)
  })
}

type SaveArgs<T> = { context?: Record<string, unknown>; doc: T }

/** After a save or a delete: expires the collection's tag, so every list of its documents re-renders. */
export const revalidateCollection = <T>({ collection, context, doc }: SaveArgs<T> & { collection: { slug: string } }): T => (
  expireTags([cacheTag(collection.slug)], context), doc
)

/** After a save of a global: expires its tag, so every page that shows it re-renders. */
export const revalidateGlobal = <T>({ global, context, doc }: SaveArgs<T> & { global: { slug: string } }): T => (expireTags([cacheTag(global.slug)], context), doc)
