// @ts-check
/**
 * Next.js's incremental cache (pages, route answers, the data layer's unstable_cache) with two rules of the guide.
 * It keeps Next's own file-system store. With REDIS_URL, src/cache/cache-handler-redis.mjs replaces it and keeps
 * rule 1; rule 2 is not needed there, because tag expiries live in Redis with the entries.
 *
 * 1. Only answers worth keeping are kept. A 404 or a redirect for an unknown slug is rendered per request, so a
 *    stranger asking for 10,000 made-up heroes does not add 10,000 entries.
 * 2. Nothing written before this server started is trusted. Tag expiries live in this process's memory, and the
 *    database may have changed while no server ran (the seed, migrations, another database, the build's own
 *    empty database): each such page or read is rendered once more, then kept.
 *
 * Plain JavaScript: Next.js loads it at run time, outside the bundle.
 */
import { appendFileSync } from 'node:fs'

import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/** @type {any} */
const FileSystemCache = /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule

const startedAt = Date.now()

/**
 * GUIDE_CACHE_WRITE_LOG=<file>: one line per entry written ("<kind> <key>"), to count what an edit costs
 * (tests/int/hero-cache.int.test.ts, docs/operations.md). Off unless set.
 */
const writeLog = process.env.GUIDE_CACHE_WRITE_LOG

/** @param {any} data */
export function isWorthKeeping(data) {
  if (!data) return true
  if (data.kind === 'REDIRECT') return false
  if (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES') return data.status === undefined || data.status === 200
  return true
}

export default class GuideCacheHandler extends FileSystemCache {
  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (entry && typeof entry.lastModified === 'number' && entry.lastModified < startedAt) return null
    return entry
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (!isWorthKeeping(data)) return
    if (writeLog) appendFileSync(writeLog, `${data?.kind ?? 'EMPTY'} ${key}\n`)
    return super.set(key, data, ctx)
  }
}
