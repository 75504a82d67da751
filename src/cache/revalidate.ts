import { AsyncLocalStorage } from 'node:async_hooks'

import { revalidateTag } from 'next/cache'
import { after } from 'next/server'

import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, type Language } from '@/i18n/languages'
import { guideMetrics } from '@/observability/metrics.mjs'

import { purgeTags } from './purge'
import { sharedHandlers } from './shared-handler.mjs'

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
 * A tag as a read in `language` carries it (issue 45, "Cache and speed"): English keeps the tag as it was, so
 * English pages and answers name the tags they always named; another language's read carries `{tag}@{language}`,
 * so a write in that language expires its pages and answers and no other language's.
 */
export const tagIn = (tag: string, language: Language) => (language === DEFAULT_LANGUAGE ? tag : `${tag}@${language}`)

type Versioned = { id?: unknown; updatedAt?: unknown; _status?: unknown } | null | undefined

/**
 * The languages whose pages and answers a write changes. A save in a language other than English changes that
 * language alone; an English save changes every language (the others fall back to English where they have no
 * translation), and so do a save of every locale at once, a document's creation, a publish or an unpublish (the
 * status is shared by every language) and a delete (no `previousDoc`).
 */
export function languagesOfWrite(req: { locale?: unknown } | undefined, doc?: unknown, previousDoc?: unknown): readonly Language[] {
  const locale = req?.locale
  const before = previousDoc as Versioned
  const existed = Boolean(before && (before.id || before.updatedAt))
  if (!isLanguage(locale) || locale === DEFAULT_LANGUAGE || !existed) return LANGUAGE_CODES
  return (doc as Versioned)?._status === before?._status ? [locale] : LANGUAGE_CODES
}

/**
 * Expires the tags in each of `languages` (every language unless told: languagesOfWrite says which a write
 * changes) now and once more after the response, when the write has committed; then tells a CDN that purges by
 * key to drop the pages that name them (src/cache/purge.ts).
 */
export function expireTags(given: string[], context?: Record<string, unknown>, languages: readonly Language[] = LANGUAGE_CODES) {
  if (context?.disableRevalidate || given.length === 0) return
  const tags = [...new Set(given.flatMap((tag) => languages.map((language) => tagIn(tag, language))))]
  const answerWaitsFor = expiredByThisWrite.getStore()
  for (const tag of tags) answerWaitsFor?.add(tag)
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
  // the old row again. Expire once more when the write has committed: before the answer for a write through
  // /cms-api (expiredBeforeAnswer), after it for any other.
  after(async () => {
    if (!answerWaitsFor) for (const tag of tags) revalidateTag(tag, { expire: 0 })
    await purgeTags(tags)
  })
}

type SaveArgs<T> = { context?: Record<string, unknown>; doc: T; previousDoc?: T; req?: { locale?: unknown } }

/** After a save or a delete: expires the collection's tag, so every list of its documents re-renders (in the languages it changed). */
export const revalidateCollection = <T>({ collection, context, doc, previousDoc, req }: SaveArgs<T> & { collection: { slug: string } }): T => (
  expireTags([cacheTag(collection.slug)], context, languagesOfWrite(req, doc, previousDoc)), doc
)

/** After a save of a global: expires its tag, so every page that shows it re-renders (in the languages it changed). */
export const revalidateGlobal = <T>({ global, context, doc, previousDoc, req }: SaveArgs<T> & { global: { slug: string } }): T => (
  expireTags([cacheTag(global.slug)], context, languagesOfWrite(req, doc, previousDoc)), doc
)

/** The tags a write through /cms-api expired, which its answer waits for (expiredBeforeAnswer). */
const expiredByThisWrite = new AsyncLocalStorage<Set<string>>()

/**
 * Runs a write and answers only once the tags it expired are gone from the cache every instance shares. A route
 * handler's revalidateTag is carried out after its answer has left, as is after(): a page asked for through
 * another instance in that gap was served old, and nginx's micro-cache then kept that copy for 1-2 s (its 1 s
 * counts whole seconds), so an editor who saved and looked saw the old page (tests/int/edge-cache.int.test.ts).
 * The write has committed when `write` resolves, so no render after this can read the old row.
 */
export async function expiredBeforeAnswer(write: () => Promise<Response>): Promise<Response> {
  const handlers = sharedHandlers()
  // Without a shared cache (one instance, Next's file-system store) there is no other instance to race: the write
  // keeps Next's own expiry and the one after its answer.
  if (!handlers.length) return write()
  const tags = new Set<string>()
  const answer = await expiredByThisWrite.run(tags, write)
  // Each handler keeps an expiry it could not deliver and delivers it when Redis is back, so a failure is not the writer's.
  if (tags.size) await Promise.allSettled(handlers.flatMap((handler) => [...tags].map((tag) => handler.revalidateTag(tag))))
  return answer
}
