/**
 * The shared cache's handler (src/cache/cache-handler-redis.mjs) against a real redis-server, for the faults a
 * request must never wait out: a Redis that stops answering while its connections stay open (frozen with
 * SIGSTOP), one that goes away (SIGKILL), and a connection that goes silent without closing. Every read, write
 * and expiry settles in about the handler's one-second timeout, from the local layer, and Redis is used again
 * once it answers.
 */
import net from 'node:net'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSharedHandler } from '@/cache/cache-handler-redis.mjs'

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

/** Waits until `check` holds, for at most `timeoutMs`; returns how long it took. */
async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return Date.now() - started
}

describe.runIf(redis.ok)('two instances with near layers on one Redis', () => {
  let server: RedisServer
  let a: Handler
  let b: Handler

  beforeAll(async () => {
    server = await startRedis()
    a = createSharedHandler(server.url)
    b = createSharedHandler(server.url)
    await until(() => a.hearsExpiries() && b.hearsExpiries(), 10_000, 'both instances listening for expiries')
  })

  afterAll(async () => {
    a?.close()
    b?.close()
    await server?.close()
  })

  it("a hit is served from the instance's own memory: it answers while Redis is frozen", async () => {
    await untilInRedis(a, server.url, 'hulk', 'hulk v1')
    expect(bodyOf(await b.get('hulk', meta))).toBe('hulk v1')
    server.freeze()
    try {
      let body: string | undefined
      expect(await settles(b.get('hulk', meta).then((found) => (body = bodyOf(found))))).toBeLessThan(500)
      expect(body).toBe('hulk v1')
    } finally {
      server.thaw()
    }
  })

  it("an expiry on one instance reaches the other's near layer within 1 s", async () => {
    await untilInRedis(a, server.url, 'magik', 'magik v1')
    expect(bodyOf(await b.get('magik', meta))).toBe('magik v1')
    await a.revalidateTag('heroes')
    const took = await until(async () => (await b.get('magik', meta)) === null, 1_000, 'the expiry seen on the other instance')
    expect(took).toBeLessThan(1_000)
    // And a new version written by the first is what the second then reads.
    await untilInRedis(a, server.url, 'magik', 'magik v2')
    expect(bodyOf(await b.get('magik', meta))).toBe('magik v2')
  })

  it('after Redis comes back, nothing kept near from before is served (expiries meanwhile went unheard)', async () => {
    await untilInRedis(a, server.url, 'thor', 'thor v1')
    expect(bodyOf(await b.get('thor', meta))).toBe('thor v1')
    // Redis returns empty (it keeps nothing on disk here), as if every tag had been expired meanwhile.
    await server.stop()
    await server.start()
    await until(() => b.hearsExpiries(), 10_000, 'the second instance listening again')
    await until(async () => bodyOf(await b.get('thor', meta)) !== 'thor v1', 5_000, 'the entry from before the outage dropped')
    expect(await b.get('thor', meta)).toBeNull()
  })
})

/**
 * A relay in front of Redis whose open connections can be made silent: they stay open, and what is sent either way
 * is dropped, as with a connection accepted by a Redis that was being killed. New connections pass.
 */
async function startSilencingRelay(target: number) {
  const pairs = new Set<{ sockets: net.Socket[]; silent: boolean }>()
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1')
    const pair = { sockets: [client, upstream], silent: false }
    pairs.add(pair)
    client.on('data', (data) => void (pair.silent || upstream.write(data)))
    upstream.on('data', (data) => void (pair.silent || client.write(data)))
    for (const socket of pair.sockets) {
      socket.on('error', () => undefined)
      socket.on('close', () => {
        pairs.delete(pair)
        for (const other of pair.sockets) other.destroy()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    silence: () => pairs.forEach((pair) => (pair.silent = true)),
    close: () =>
      new Promise<void>((resolve) => {
        pairs.forEach((pair) => pair.sockets.forEach((socket) => socket.destroy()))
        server.close(() => resolve())
      }),
  }
}

describe.runIf(redis.ok)('a connection to Redis that goes silent', () => {
  let server: RedisServer
  let relay: Awaited<ReturnType<typeof startSilencingRelay>>
  let a: Handler
  let b: Handler

  beforeAll(async () => {
    server = await startRedis()
    relay = await startSilencingRelay(Number(new URL(server.url).port))
    a = createSharedHandler(relay.url)
    b = createSharedHandler(server.url)
    await until(() => a.hearsExpiries() && b.hearsExpiries(), 10_000, 'both listening')
  })

  afterAll(async () => {
    a?.close()
    b?.close()
    await relay?.close()
    await server?.close()
  })

  it('is dropped and made again: writes reach Redis and expiries are heard again within seconds', async () => {
    await untilInRedis(a, server.url, 'storm', 'storm v1')
    relay.silence()
    // Neither the cache connection nor the expiry listener gets an error: only silence. Both must notice.
    await untilInRedis(a, server.url, 'storm', 'storm v2', 12_000)
    await until(() => a.hearsExpiries(), 12_000, 'the silenced instance listening again')
    expect(bodyOf(await a.get('storm', meta))).toBe('storm v2')
    await b.revalidateTag('heroes')
    await until(async () => (await a.get('storm', meta)) === null, 2_000, "the other instance's expiry heard")
  })
})
