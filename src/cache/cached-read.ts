import { unstable_cache } from 'next/cache'

import { noteIfDatabaseUnreachable, OUTAGE_RETRY_SECONDS } from '@/edge/outage'
import { MEMORY_ONLY_TAG } from '@/cache/memory-only.mjs'
import { cacheTag, everyReadTag, tagIn } from '@/cache/revalidate'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'

import { isPreviewing, readAsPreview } from '@/cms/draft'
import { guideLog } from '@/observability/log'
import { guideMetrics } from '@/observability/metrics.mjs'

/** Last good answers kept for an outage, across every read of this process (the oldest go first). */
const LAST_GOOD_LIMIT = 2_000
const lastGood = new Map<string, unknown>()

function remember(key: string, value: unknown) {
  if (value === null || value === undefined) return // an unknown slug: nothing worth serving later
  lastGood.delete(key)
  lastGood.set(key, value)
  if (lastGood.size > LAST_GOOD_LIMIT) lastGood.delete(lastGood.keys().next().value as string)
}

/**
 * Marks the page or route being rendered to be kept only briefly: unstable_cache with a revalidate time lowers
 * the render's own, so the copy built from last good answers is rendered again OUTAGE_RETRY_SECONDS later.
 */
const renderAgainSoon = unstable_cache(async () => true, ['guide:outage-retry'], { revalidate: OUTAGE_RETRY_SECONDS })

/**
 * A data-layer read kept in the Next.js data cache, tagged by the collections it reads, so that a Payload
 * write (src/cache/revalidate.ts) expires exactly the answers it changes. `tags` adds tags that name less than a
 * collection (src/cache/document-tags.ts), for a read that changes with only some of its collections' writes.
 * `maxAgeSeconds` bounds staleness for answers that also change with the clock (scheduled news). `memoryOnly`
 * keeps the read, and any page built from it, out of the shared store (src/cache/memory-only.mjs): for reads
 * keyed by what a visitor types. `language` says which argument is the read's language: its answer then carries
 * its tags in that language (src/cache/revalidate.ts, tagIn), so a write in another language leaves it cached.
 * In a preview (src/cms/draft.ts) the read skips the cache and sees drafts.
 *
 * Stale-if-error: when the read fails because PostgreSQL cannot be reached (typically just after an edit
 * expired it), the last good answer of this process is served instead, and the page built from it is
 * rendered again soon (src/edge/outage.ts). Without one, the error goes on (the server answers 503).
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  reads: string[],
  read: (...args: A) => Promise<R>,
  {
    maxAgeSeconds,
    memoryOnly = false,
    tags = [],
    language,
  }: { maxAgeSeconds?: number; memoryOnly?: boolean; tags?: string[]; language?: (...args: A) => Language | undefined } = {},
) {
  // Tags are fixed per unstable_cache wrapper: one wrapper per language, made when first asked.
  const wrappers = new Map<Language, (...args: A) => Promise<R>>()
  const wrapperIn = (inLanguage: Language) => {
    let cached = wrappers.get(inLanguage)
    if (!cached) {
      const own = [...reads.map(cacheTag), ...tags].map((tag) => tagIn(tag, inLanguage))
      cached = unstable_cache((...args: A) => readAsPreview(false, () => read(...args)), [name], {
        tags: [...own, ...(memoryOnly ? [MEMORY_ONLY_TAG] : []), everyReadTag],
        revalidate: maxAgeSeconds ?? false,
      })
      wrappers.set(inLanguage, cached)
    }
    return cached
  }
  return async (...args: A): Promise<R> => {
    if (await isPreviewing()) return readAsPreview(true, () => read(...args))
    const cached = wrapperIn(language?.(...args) ?? DEFAULT_LANGUAGE)
    return readOrLastGood(`${name}:${JSON.stringify(args)}`, name, () => cached(...args))
  }
}

/**
 * One cached read with the outage fallback of cachedRead: its answer is remembered under `key`, and served again
 * (with the page rendered again soon) when a later read fails because PostgreSQL cannot be reached.
 */
export async function readOrLastGood<R>(key: string, name: string, read: () => Promise<R>): Promise<R> {
  try {
    const value = await read()
    remember(key, value)
    return value
  } catch (error) {
    if (!noteIfDatabaseUnreachable(error) || !lastGood.has(key)) throw error
    guideLog().child({ name: 'data' }).warn({ read: name }, 'the database is unreachable; serving the last good answer')
    guideMetrics().staleIfErrorAnswers.inc()
    await renderAgainSoon().catch(() => undefined)
    return lastGood.get(key) as R
  }
}
