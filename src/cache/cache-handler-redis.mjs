// @ts-check
/**
 * Next.js's incremental cache (data-layer reads through unstable_cache, and cached pages with their tags) in
 * Redis or Valkey, shared by every instance, when REDIS_URL is set (next.config.ts loads this file only then;
 * without it, src/cache/cache-handler.mjs). Like that one, it stores no 404 or redirect for an unknown slug and
 * no memory-only answer in Redis, and holds the newest MEMORY_ONLY_ANSWERS of them in this instance's memory.
 * Built on @fortedigital/nextjs-cache-handler's redis-strings handler; a revalidateTag on any instance deletes
 * the tagged entries in Redis, so every instance reads fresh on its next request.
 *
 * While Redis is unreachable each instance falls back to an in-memory LRU of its own, so pages and /api keep
 * answering. Tags expired meanwhile are kept and replayed into Redis when it is back, and the LRU is
 * emptied at every switch, so neither side serves an entry that was expired while it was not looked at.
 * node-redis reconnects by itself (a few hundred milliseconds apart), so recovery needs no restart.
 *
 * A near layer keeps what this instance read from or wrote to Redis in its own memory too, so a hit costs no
 * round trip and no parse of a 100 KB entry (issue "Caching from the app to the edge", 4: Redis had cost pages
 * a third of their throughput). Every expiry is published on a Redis channel that each instance listens to, so
 * an edit on one instance empties the others' near layers at once. The near layer is trusted only while that
 * subscription is up; it starts empty at every (re)subscription, and a read that raced an expiry is not kept.
 *
 * node-redis must be 6.3 or newer. Before that, loading it (its VerbatimString extends String) left V8's
 * String.prototype in dictionary mode for the whole process, which made every str.charCodeAt loop slower:
 * Next's ETag of each 100 KB page took about 5 times as long, and pages ran at 0.55-0.65x the throughput they had
 * without Redis, near layer or not. tests/unit/redis-client.test.ts keeps that from coming back.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

import { entryKind, guideMetrics } from '../observability/metrics.mjs'

import { isWorthKeeping } from './cache-handler.mjs'
import { MEMORY_ONLY_ANSWERS } from './memory-only.mjs'
import { SHARED_HANDLER } from './shared-handler.mjs'
import { nameSurrogateKeys } from './surrogate-keys.mjs'

/** Redis answers within this, or the request goes on without it. */
const REDIS_TIMEOUT_MS = 1_000

/**
 * Redis's answer, or a rejection once REDIS_TIMEOUT_MS has passed, whatever the client is waiting for.
 * redis-strings passes each command an abort signal with that timeout, but node-redis drops the signal once
 * the command is written to the socket: from then on it waits for the reply or for the socket to close, for
 * ever if need be. A Redis that stops answering without closing its connections (frozen, or gone while its
 * socket still looks open) held every request that reached it; tests/int/redis-cache.int.test.ts shows both.
 * @template T
 * @param {Promise<T>} answer
 * @returns {Promise<T>}
 */
function inTime(answer) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS)
  })
  return /** @type {Promise<T>} */ (Promise.race([answer, late])).finally(() => clearTimeout(timer))
}
/**
 * After a command fails or times out, Redis is left alone this long. A read takes up to four commands, and the
 * socket of a Redis that just went away can still look ready: without a pause each request would wait out
 * several timeouts before it reached the local layer.
 */
const PAUSE_AFTER_FAILURE_MS = 1_000
/** How often an idle connection is checked, and how long one may stay silent before it is dropped. */
const PING_INTERVAL_MS = 2_000
const SILENT_LINE_MS = 5_000
/** Where instances tell each other which tags they expired. */
const EXPIRY_CHANNEL = 'guide:expired-tags'
/** The near layer's bounds: pages run to about 100 KB each, and the guide has a few hundred worth keeping. */
const NEAR_ITEMS = 2_000
const NEAR_BYTES = 256 * 1024 * 1024

/**
 * Whether Next.js would render this entry again (past its revalidate time): the near layer hands such an entry
 * to Redis, which may already hold another instance's newer copy.
 * @param {any} entry
 */
const isStale = (entry) => Boolean(entry?.lifespan?.staleAt && entry.lifespan.staleAt * 1_000 <= Date.now())
/**
 * Outages and recoveries go to the guide's log (src/observability/log.ts's guideLog, which scripts/serve.ts puts on
 * globalThis before Next loads this file) as `"name":"cache"` lines. Loaded without the server (`next build`, a
 * test), the console gets them, with the time so they line up with other output.
 * @param {'info' | 'warn'} level
 * @param {string} line
 */
const say = (level, line) => {
  const log = /** @type {Record<symbol, import('pino').Logger | undefined>} */ (globalThis)[Symbol.for('guide.log')]
  if (log) log.child({ name: 'cache' })[level](line)
  else console.warn(`[cache] ${new Date().toISOString()} ${line}`)
}

/**
 * The handler of one process (exported for tests/int/redis-cache.int.test.ts, which closes it after use).
 * @param {string | undefined} [url]
 * @returns {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler & { close: () => void; hearsExpiries: () => boolean }}
 */
export function createSharedHandler(url = process.env.REDIS_URL) {
  const metrics = guideMetrics()
  metrics.noteRedis(false)
  const client = createClient({
    url,
    // redis-strings was written for RESP 2's reply shapes (hScan, hmGet), node-redis 5's default; 6 speaks RESP 3
    // unless told.
    RESP: 2,
    // Fail at once while disconnected instead of queueing commands until Redis returns.
    disableOfflineQueue: true,
    // A connection can go silent without being closed: a reconnect that lands on a Redis in the middle of being
    // killed is accepted and then never answers (tests/int/scale.int.test.ts saw it). node-redis waits for a
    // reply forever and pings only after the last ping answered, so the line falls idle: the socket timeout then
    // drops it and node-redis connects again. The ping keeps a healthy idle line busier than the timeout.
    socket: { connectTimeout: REDIS_TIMEOUT_MS, socketTimeout: SILENT_LINE_MS, reconnectStrategy: (retries) => Math.min(100 + retries * 100, 1_000) },
    pingInterval: PING_INTERVAL_MS,
  })
  // redis-strings types its client as node-redis's default RESP 2 client; createClient's inferred type also
  // allows RESP 3, which this client never asks for.
  const redis = createRedisHandler({ client: /** @type {import('redis').RedisClientType} */ (/** @type {unknown} */ (client)), keyPrefix: 'guide:', timeoutMs: REDIS_TIMEOUT_MS })
  let local = createLruHandler()
  let near = createLruHandler({ maxItemsNumber: NEAR_ITEMS, maxItemSizeBytes: NEAR_BYTES })
  // 404s, redirects and memory-only answers: never shared, held here like the near layer and trusted on its terms.
  let memoryOnly = createLruHandler({ maxItemsNumber: MEMORY_ONLY_ANSWERS })
  /** Whether this instance hears the others' expiries, without which its near layer could be stale. */
  let hearing = false
  /** Counts the expiries this instance has learnt of, so that a Redis read that raced one is not kept near. */
  let expiries = 0
  const forgetNear = (/** @type {string} */ tag) => {
    expiries++
    return Promise.all([near.revalidateTag(tag), memoryOnly.revalidateTag(tag)])
  }
  /** Both memory layers start empty: expiries may have gone unheard. */
  const forgetAllNear = () => {
    near = createLruHandler({ maxItemsNumber: NEAR_ITEMS, maxItemSizeBytes: NEAR_BYTES })
    memoryOnly = createLruHandler({ maxItemsNumber: MEMORY_ONLY_ANSWERS })
  }
  const listener = client.duplicate()
  listener.on('error', () => {
    hearing = false
  })
  listener.on('end', () => {
    hearing = false
  })
  listener.on('ready', () => {
    // node-redis subscribes again on every reconnect, before this event; what came meanwhile went unheard.
    forgetAllNear()
    expiries++
    hearing = listener.isReady
  })
  /** Connects the listener and subscribes to the expiries; the near layer starts empty once it hears. */
  const listen = () =>
    listener
      .connect()
      .then(() => listener.subscribe(EXPIRY_CHANNEL, (tag) => void forgetNear(tag)))
      .then(() => {
        forgetAllNear()
        hearing = true
      })
      .catch(() => {
        // Unreachable: node-redis keeps retrying, and its 'ready' turns the near layer on.
      })
  void listen()
  /** Expires a tag in Redis and tells every instance to drop it from its near layer. */
  const expireShared = async (/** @type {string} */ tag) => {
    await inTime(redis.revalidateTag(tag))
    await inTime(client.publish(EXPIRY_CHANNEL, tag))
  }
  /** Tags expired while Redis was away, to expire there too once it is back. */
  const missedTags = new Set()
  let wasReady = false

  client.on('error', () => {
    metrics.redisErrors.inc()
    metrics.noteRedis(false)
    if (wasReady) say('warn', 'Redis is unreachable; each instance caches in its own memory until it returns.')
    wasReady = false
  })
  /** Expires in Redis the tags this instance expired while it could not reach it. */
  async function replayMissedTags() {
    for (const tag of [...missedTags]) {
      try {
        await expireShared(tag)
        missedTags.delete(tag)
      } catch {
        break // lost again; the next 'ready' or pause's end retries
      }
    }
  }
  client.on('ready', async () => {
    // Entries held locally during the outage may have been expired elsewhere: start the next outage empty.
    local = createLruHandler()
    // Said before the replay: the connection is back whatever the replay meets.
    if (!wasReady) say('info', 'Redis is connected; the cache is shared.')
    metrics.noteRedis(true)
    wasReady = true
    await replayMissedTags()
  })
  client.connect().catch(() => {
    // Unreachable at start: node-redis keeps retrying, the LRU serves meanwhile.
  })

  let checkingLine = false
  /**
   * A command got no answer in time on a connection node-redis holds ready. Under traffic a silent line never
   * falls idle, so the socket timeout never drops it: ask once more, and if that goes unanswered too, make the
   * connection again (the other side may be a Redis that died after accepting it).
   */
  async function checkLine() {
    if (checkingLine || !client.isReady) return
    checkingLine = true
    try {
      await inTime(client.ping())
    } catch {
      if (wasReady) say('warn', 'Redis does not answer; connecting again.')
      metrics.noteRedis(false)
      wasReady = false
      client.destroy()
      client.connect().catch(() => {
        // node-redis keeps retrying; 'ready' says when it is back
      })
      // The expiry listener's line went the same way, most likely, and a silent listener hears nothing: stop
      // trusting the near layer, and listen again on a new connection.
      hearing = false
      if (listener.isOpen) listener.destroy()
      void listen()
    } finally {
      checkingLine = false
    }
  }

  let pausedUntil = 0
  /** @type {NodeJS.Timeout | undefined} */
  let pauseEnd
  const redisFailed = () => {
    metrics.redisErrors.inc()
    void checkLine()
    pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS
    // Expiries missed meanwhile must reach the others when the pause ends, even if no request comes to this
    // instance then (an editor's instance may get nothing more after the save).
    clearTimeout(pauseEnd)
    pauseEnd = setTimeout(() => void redisIsUp(), PAUSE_AFTER_FAILURE_MS + 10)
    pauseEnd.unref?.()
  }
  const redisIsUp = () => {
    if (pausedUntil) {
      if (Date.now() < pausedUntil) return false
      // Back from a pause: what was kept locally meanwhile may since have been expired elsewhere, and what
      // this instance expired meanwhile must reach the others.
      pausedUntil = 0
      local = createLruHandler()
      if (client.isReady) void replayMissedTags()
    }
    return client.isReady
  }
  return {
    name: 'guide-redis-with-local-fallback',
    async get(key, meta) {
      if (redisIsUp()) {
        if (hearing) {
          const kept = await near.get(key, meta)
          if (kept && !isStale(kept)) return kept
          const held = kept ? null : await memoryOnly.get(key, meta)
          if (held && !isStale(held)) {
            metrics.memoryOnlyAnswers.inc()
            return held
          }
        }
        const before = expiries
        try {
          const value = await inTime(redis.get(key, meta))
          if (value && hearing && before === expiries) await near.set(key, value)
          else if (!value) await near.delete?.(key)
          return value
        } catch {
          redisFailed() // and fall through to the local layer
        }
      }
      return local.get(key, meta)
    },
    async set(key, value) {
      if (!isWorthKeeping(value?.value)) {
        if (hearing) await memoryOnly.set(key, value)
        return
      }
      await memoryOnly.delete?.(key)
      nameSurrogateKeys(value?.value)
      metrics.entriesWritten.inc({ kind: entryKind(value?.value?.kind) })
      if (redisIsUp()) {
        const before = expiries
        try {
          await inTime(redis.set(key, value))
          if (hearing && before === expiries) await near.set(key, value)
          return
        } catch {
          redisFailed() // and fall through to the local layer
        }
      }
      return local.set(key, value)
    },
    async revalidateTag(tag) {
      await local.revalidateTag(tag)
      await forgetNear(tag)
      // Not held back by a pause after a failed read: an expiry is rare and must reach the others now.
      if (redisIsUp() || client.isReady) {
        try {
          return await expireShared(tag)
        } catch {
          redisFailed() // and remembered below
        }
      }
      missedTags.add(tag)
    },
    async delete(key) {
      await local.delete?.(key)
      await near.delete?.(key)
      await memoryOnly.delete?.(key)
      if (redisIsUp() && redis.delete) await inTime(redis.delete(key)).catch(redisFailed)
    },
    /** Whether the near layer is in use: this instance listens to the others' expiries. */
    hearsExpiries: () => hearing,
    close() {
      hearing = false
      clearTimeout(pauseEnd)
      if (listener.isOpen) listener.destroy()
      if (client.isOpen) client.destroy()
    },
  }
}

CacheHandler.onCreation(() => {
  // One Redis connection per process, however often Next.js creates the handler.
  const global = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))
  global[SHARED_HANDLER] ??= { handlers: [createSharedHandler()] }
  return /** @type {{ handlers: import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler[] }} */ (global[SHARED_HANDLER])
})

export default CacheHandler
