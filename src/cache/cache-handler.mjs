// @ts-check
/**
 * Next.js's incremental cache (pages, route answers, the data layer's unstable_cache) with two rules of the guide.
 * It keeps Next's own file-system store. With REDIS_URL, src/cache/cache-handler-redis.mjs replaces it and keeps
 * rule 1; rule 2 is not needed there, because tag expiries live in Redis with the entries.
 *
 * 1. Only answers worth keeping are stored. A 404 or a redirect for an unknown slug is not, so a stranger
 *    asking for 10,000 made-up heroes does not add 10,000 entries; nor is an answer tagged memory-only (a
 *    search, src/cache/memory-only.mjs). The newest MEMORY_ONLY_ANSWERS of those are held in this process's
 *    memory instead, expired by tag like any page: an address asked for again and again (a dead link, a bot,
 *    a popular search) then costs no render, which under load had made them the slowest answers of all.
 * 2. Nothing written before this server started is trusted. Tag expiries live in this process's memory, and the
 *    database may have changed while no server ran (the seed, migrations, another database, the build's own
 *    empty database): each such page or read is rendered once more, then kept.
 *
 * Plain JavaScript: Next.js loads it at run time, outside the bundle.
 */
import { appendFileSync } from 'node:fs'

import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import TagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { entryKind, guideMetrics } from '../observability/metrics.mjs'

import { MEMORY_ONLY_ANSWERS, MEMORY_ONLY_TAG } from './memory-only.mjs'
import { nameSurrogateKeys } from './surrogate-keys.mjs'
// Before anything is cached: an expiry counts from the moment it is made, whatever the wall clock did since start.
import './wall-clock.mjs'

/** @type {any} */
const FileSystemCache = /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule

/** @type {{ areTagsExpired: (tags: string[], since: number) => boolean }} */
const { areTagsExpired } = /** @type {any} */ (TagsManifestModule)

const startedAt = Date.now()

/**
 * GUIDE_CACHE_WRITE_LOG=<file>: one line per entry written ("<kind> <key>"), to count what an edit costs
 * (tests/int/hero-cache.int.test.ts, docs/operations.md). Off unless set.
 */
const writeLog = process.env.GUIDE_CACHE_WRITE_LOG

/**
 * The tags of a cached value: a data read's own, or those a page or route answer carries in its headers.
 * @param {any} data
 * @returns {string[]}
 */
const tagsOf = (data) => {
  if (Array.isArray(data?.tags)) return data.tags
  const header = data?.headers?.['x-next-cache-tags']
  return typeof header === 'string' ? header.split(',') : []
}

/** Whether a value may go to the store (disk or Redis); the others are held in memory only. @param {any} data */
export function isWorthKeeping(data) {
  if (!data) return true
  if (data.kind === 'REDIRECT') return false
  if (tagsOf(data).includes(MEMORY_ONLY_TAG)) return false
  if (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES') return data.status === undefined || data.status === 200
  return true
}

/** The answers held in memory, by key; a Map keeps insertion order, so the first is the oldest. */
const held = new Map()

export default class GuideCacheHandler extends FileSystemCache {
  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const kept = held.get(key)
    if (kept) {
      // A data read is also expired by the tags its caller asks with (as Next's own store does).
      const tags = [...tagsOf(kept.value), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
      if (!areTagsExpired(tags, kept.lastModified)) {
        guideMetrics().memoryOnlyAnswers.inc()
        return kept
      }
      held.delete(key)
    }
    const entry = await super.get(key, ctx)
    if (entry && typeof entry.lastModified === 'number' && entry.lastModified < startedAt) return null
    return entry
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    held.delete(key)
    if (!isWorthKeeping(data)) {
      held.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl })
      if (held.size > MEMORY_ONLY_ANSWERS) held.delete(held.keys().next().value)
      return
    }
    if (writeLog) appendFileSync(writeLog, `${data?.kind ?? 'EMPTY'} ${key}\n`)
    guideMetrics().entriesWritten.inc({ kind: entryKind(data?.kind) })
    nameSurrogateKeys(data)
    return super.set(key, data, ctx)
  }
}
