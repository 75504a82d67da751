/**
 * After a restore, nothing cached from the old database may be served. Two places hold such answers:
 * - with REDIS_URL, the shared cache in Redis (src/cache/cache-handler-redis.mjs): every key under its prefix is
 *   deleted, which empties it for every instance at once, running or not (their in-memory layer is off);
 * - without it, each server's file-system cache (src/cache/cache-handler.mjs), whose tag expiries live in that
 *   server's memory: only the server itself can expire them, so restore calls its signed endpoint
 *   (src/cache/cache-expiry.ts). A server that is not running needs nothing: it trusts no entry written before
 *   it started.
 */
import { createClient } from 'redis'

import { CACHE_EXPIRY_HEADER, CACHE_EXPIRY_PATH, cacheExpiryToken } from '@/cache/cache-expiry'

/** The key prefix the Redis cache handler writes under. */
const REDIS_CACHE_PREFIX = 'guide:'

export async function flushRedisCache(url: string): Promise<number> {
  const client = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: false } })
  client.on('error', () => {})
  await client.connect()
  let deleted = 0
  try {
    for await (const keys of client.scanIterator({ MATCH: `${REDIS_CACHE_PREFIX}*`, COUNT: 500 })) {
      if (keys.length) deleted += await client.unlink(keys)
    }
  } finally {
    await client.quit().catch(() => {})
  }
  return deleted
}

export type ServerExpiry = { url: string; outcome: 'expired' | 'not-running' | 'failed'; detail: string }

export async function expireServerCache(serverUrl: string, secret: string): Promise<ServerExpiry> {
  const url = new URL(`/cms-api${CACHE_EXPIRY_PATH}`, serverUrl).toString()
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { [CACHE_EXPIRY_HEADER]: cacheExpiryToken(secret) },
      signal: AbortSignal.timeout(30_000),
    })
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    if (code === 'ECONNREFUSED') return { url: serverUrl, outcome: 'not-running', detail: 'nothing listens there' }
    return { url: serverUrl, outcome: 'failed', detail: (error as Error).message }
  }
  const text = await response.text()
  if (response.ok) return { url: serverUrl, outcome: 'expired', detail: text }
  return { url: serverUrl, outcome: 'failed', detail: `HTTP ${response.status} ${text.slice(0, 200)}` }
}
