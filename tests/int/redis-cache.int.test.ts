/**
 * The shared cache's handler (src/lib/cache-handler-redis.mjs) against a real redis-server, for the faults a
 * request must never wait out: a Redis that stops answering while its connections stay open (frozen with
 * SIGSTOP), and one that goes away (SIGKILL). Every read, write and expiry settles in about the handler's
 * one-second timeout, from the local layer, and Redis is used again once it answers.
 */
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSharedHandler } from '@/lib/cache-handler-redis.mjs'

import { redisAvailability, startRedis, type RedisServer } from '../support/real-services'

const redis = redisAvailability()
if (!redis.ok) {
  if (process.env.CI === 'true') throw new Error(`FAILED: the Redis cache tests need Redis under CI. ${redis.message}`)
  console.log(`SKIPPED: Redis cache tests (tests/int/redis-cache.int.test.ts). ${redis.message}`)
}

/** What a request may wait on the cache at most: the handler's timeout plus room for a busy machine. */
const AT_MOST_MS = 4_000

const entry = (body: string) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags: ['heroes'],
  value: { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false },
})
type Handler = ReturnType<typeof createSharedHandler>
type Entry = Parameters<Handler['set']>[1]
const meta = { implicitTags: [] } as unknown as Parameters<Handler['get']>[1]
const bodyOf = (found: unknown) => (found as { value?: { data?: { body?: string } } } | null)?.value?.data?.body

/** Writes `key` through the handler until Redis itself holds it (not only the handler's local layer). */
async function untilInRedis(handler: Handler, url: string, key: string, body: string, timeoutMs = 15_000) {
  const client = createClient({ url })
  await client.connect()
  try {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      await handler.set(key, entry(body) as unknown as Entry).catch(() => {})
      if ((await client.get(`guide:${key}`))?.includes(body) && bodyOf(await handler.get(key, meta)) === body) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`${key} did not reach Redis within ${timeoutMs} ms`)
  } finally {
    await client.quit()
  }
}

/** How long `work` took to settle; fails if it is still waiting after AT_MOST_MS. */
async function settles(work: Promise<unknown>): Promise<number> {
  const started = Date.now()
  const outcome = await Promise.race([
    work.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), AT_MOST_MS)),
  ])
  expect(outcome).toBe('settled')
  return Date.now() - started
}

describe.runIf(redis.ok)('the shared cache when Redis fails', () => {
  let server: RedisServer
  let handler: Handler

  beforeAll(async () => {
    server = await startRedis()
    handler = createSharedHandler(server.url)
    // Connected, and holding an entry.
    await untilInRedis(handler, server.url, 'hulk', 'in redis')
  })

  afterAll(async () => {
    handler?.close()
    await server?.close()
  })

  it('frozen (its connections open, no answers): reads, writes and expiries go on without it', async () => {
    server.freeze()
    try {
      await settles(handler.get('hulk', meta))
      await settles(handler.set('magik', entry('kept locally') as unknown as Entry))
      await settles(handler.revalidateTag('heroes'))
      // Served by this process's own layer meanwhile.
      await settles(handler.set('thor', entry('kept locally') as unknown as Entry))
      expect(bodyOf(await handler.get('thor', meta))).toBe('kept locally')
    } finally {
      server.thaw()
    }
    // Answering again: used again.
    await untilInRedis(handler, server.url, 'storm', 'in redis again')
  })

  it('killed: the first read after it settles, and so does every one while it is away', async () => {
    await server.stop()
    try {
      for (let i = 0; i < 5; i++) await settles(handler.get('hulk', meta))
    } finally {
      await server.start()
    }
  })
})
