/**
 * Two instances of the built app behind no load balancer, on two ports, sharing one PostgreSQL database, one
 * Redis and one S3 bucket, as "Running at scale" in docs/operations.md describes. Both start at the same moment (the
 * start step's advisory lock makes that safe). What a visitor or editor would notice is asserted: an edit
 * through A reaches B, an upload through A is served by B, a scheduled entry is published once, stopping A
 * loses no accepted write, and a Redis outage keeps both answering.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { createClient } from 'redis'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { DEV_API_KEYS } from '@/contract/api-keys'
import { signedHeaders } from '@/contract/signing-noble'
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@/seed'

import { startAppServer, type AppServer } from '../support/app-server'
import { addressOf } from '../support/client-address'
import { redisAvailability, s3Availability, startRedis, startS3, type RedisServer, type S3Server } from '../support/real-services'

const services = [redisAvailability(), s3Availability()]
const missing = services.flatMap((service) => (service.ok ? [] : [service.message]))
if (missing.length) {
  if (process.env.CI === 'true') throw new Error(`FAILED: the multi-instance tests need Redis and an S3 store under CI. ${missing.join(' ')}`)
  console.log(`SKIPPED: multi-instance tests (tests/int/scale.int.test.ts). ${missing.join(' ')}`)
}

/** An edit must show on the other instance within this (the figure). */
const PROPAGATION_MS = 1_000

/** A signed /api call (docs/api-contract.md), signed by the contract's rule. */
async function api(base: string, pathname: string, init: { method?: string; body?: unknown; fingerprint?: string } = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...signedHeaders(pathname, DEV_API_KEYS, { fingerprint: init.fingerprint ?? 'scale-test' }),
      // As from players behind a load balancer: rate limits count per client address.
      'X-Forwarded-For': addressOf(init.fingerprint ?? 'scale-test'),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as never }
}

/** Polls until `check` holds; returns how long it took, or throws with the last answer. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (true) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe.runIf(missing.length === 0)('two instances sharing PostgreSQL, Redis and S3', () => {
  let redisServer: RedisServer
  let s3: S3Server
  let databaseUrl: string
  let dropDatabase: () => Promise<void>
  let a: AppServer
  let b: AppServer
  let token: string
  let db: pg.Pool
  const dirs: string[] = []
  const timings: Record<string, number> = {}

  const cms = async (base: string, method: string, pathname: string, body?: unknown) => {
    const response = await fetch(`${base}/cms-api${pathname}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json()) as Record<string, never>
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`)
    return json
  }

  beforeAll(async () => {
    redisServer = await startRedis()
    s3 = await startS3()
    // A database of its own on the run's server: the shared test app (global setup) must not run its own
    // job runner, with its own cache, against these rows.
    const server = new URL(inject('databaseUrl'))
    const name = `guide_scale_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: server.toString() })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    server.pathname = `/${name}`
    databaseUrl = server.toString()
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: inject('databaseUrl') })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
    db = new pg.Pool({ connectionString: databaseUrl, max: 2 })

    const shared = {
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: inject('payloadSecret'),
      PREVIEW_SECRET: randomBytes(16).toString('hex'),
      REDIS_URL: redisServer.url,
      GUIDE_DB_POOL_MAX: '5',
      // Loopback stands for the load balancer, so X-Forwarded-For names the player.
      GUIDE_TRUSTED_PROXIES: 'loopback',
      ...s3.env,
    }
    // Each instance has its own data folder: nothing is shared through the disk.
    const dataDir = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-scale-'))
      dirs.push(dir)
      return dir
    }
    // Started at the same moment on an empty database: one migrates and seeds, the other waits for it.
    ;[a, b] = await Promise.all([
      startAppServer({ ...shared, GUIDE_DATA_DIR: dataDir() }),
      startAppServer({ ...shared, GUIDE_DATA_DIR: dataDir() }),
    ])
    const login = await fetch(`${a.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
    })
    token = ((await login.json()) as { token: string }).token
  }, 900_000)

  afterAll(async () => {
    console.log(`[scale] propagation times (ms): ${JSON.stringify(timings)}`)
    await Promise.all([a?.stop(), b?.stop()])
    await db?.end()
    await dropDatabase?.()
    await redisServer?.close()
    await s3?.close()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  }, 120_000)

  it('both started at once: each migration ran once and the content was seeded once', async () => {
    const { rows } = await db.query<{ name: string; n: string }>('SELECT name, count(*) AS n FROM payload_migrations GROUP BY name')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.n === '1')).toBe(true)
    const heroes = await db.query<{ slug: string; n: string }>('SELECT slug, count(*) AS n FROM heroes GROUP BY slug HAVING count(*) > 1')
    expect(heroes.rows).toEqual([])
    expect(`${a.output()}${b.output()}`).not.toMatch(/\[seed\] failed/)
  })

  it("an edit through A shows in B's /api and on B's page within 1 s: a hero's nickname", async () => {
    const before = await api(b.url, '/api/heroes')
    expect(before.status).toBe(200)
    const hero = (before.json as { id: number; slug: string; nickname: string }[]).find((h) => h.slug === 'hulk')!
    // B has the old answer and page cached.
    expect((await fetch(`${b.url}/heroes`)).status).toBe(200)
    const nickname = `Green Scale ${randomUUID().slice(0, 6)}`
    await cms(a.url, 'PATCH', `/heroes/${hero.id}`, { nickname, _status: 'published' })
    timings.heroApi = await within(PROPAGATION_MS, async () => {
      const { json } = await api(b.url, '/api/heroes')
      return (json as { id: number; nickname: string }[]).some((h) => h.id === hero.id && h.nickname === nickname)
    })
    timings.heroPage = await within(PROPAGATION_MS, async () => (await (await fetch(`${b.url}/heroes`)).text()).includes(nickname))
    // The answers live in Redis, not in either process.
    const client = createClient({ url: redisServer.url })
    await client.connect()
    const keys = await client.keys('guide:*')
    await client.quit()
    expect(keys.length).toBeGreaterThan(0)
  })

  it("an edit through A shows in B's /api within 1 s: a map marker", async () => {
    const maps = (await api(b.url, '/api/maps')).json as { slug: string }[]
    let marker: { id: number; map: string } | undefined
    for (const map of maps) {
      const markers = (await api(b.url, `/api/maps/${map.slug}/markers`)).json as { id: number }[]
      if (markers.length) {
        marker = { id: markers[0].id, map: map.slug }
        break
      }
    }
    expect(marker).toBeDefined()
    const description = `Health pack behind the scale test crate ${randomUUID().slice(0, 6)}`
    await cms(a.url, 'PATCH', `/map-markers/${marker!.id}`, { description })
    timings.marker = await within(PROPAGATION_MS, async () => {
      const { json } = await api(b.url, `/api/maps/${marker!.map}/markers`)
      return (json as { id: number; description: string }[]).some((m) => m.id === marker!.id && m.description === description)
    })
  })

  it("an edit through A shows in B's /api within 1 s: a news entry", async () => {
    const [latest] = (await api(b.url, '/api/news/1/0')).json as { id: number; title: string }[]
    const title = `Patch notes, read twice ${randomUUID().slice(0, 6)}`
    await cms(a.url, 'PATCH', `/news/${latest.id}`, { title, _status: 'published' })
    timings.news = await within(PROPAGATION_MS, async () => {
      const { json } = await api(b.url, '/api/news/5/0')
      return (json as { id: number; title: string }[]).some((n) => n.id === latest.id && n.title === title)
    })
  })

  it('an upload through A is served by B', async () => {
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#2f7d5b' } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), `scale-${randomUUID().slice(0, 8)}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A crate on the scale test map' }))
    const response = await fetch(`${a.url}/cms-api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { url: string; filename: string } }
    const served = await fetch(`${b.url}/cms-api/media/file/${encodeURIComponent(doc.filename)}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    // It lives in the bucket, not on either instance's disk.
    for (const dir of dirs) expect(fs.existsSync(path.join(dir, 'media', doc.filename))).toBe(false)
  })

  it('a news entry scheduled 3 s ahead, with both runners running, is published once and shows on both', async () => {
    const title = `Scheduled for both runners ${randomUUID().slice(0, 6)}`
    // A complete entry (publishing validates it): the body of the newest published one.
    const [latest] = (await api(b.url, '/api/news/1/0')).json as { id: number }[]
    const { body } = await cms(a.url, 'GET', `/news/${latest.id}?depth=0`)
    const { doc } = await cms(a.url, 'POST', '/news?draft=true', { title, body, _status: 'draft' })
    const id = (doc as { id: number }).id
    // What the admin's Schedule Publish queues: Payload's own schedulePublish task, due in 3 s.
    await db.query(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', now() + interval '3 seconds')`,
      [JSON.stringify({ type: 'publish', doc: { relationTo: 'news', value: String(id) } })],
    )
    const seenBy = async (base: string) => ((await api(base, '/api/news/50/0')).json as { id: number }[]).some((n) => n.id === id)
    await within(30_000, async () => (await seenBy(a.url)) && (await seenBy(b.url))).catch(async (error) => {
      const job = await db.query(`SELECT * FROM payload_jobs WHERE input->'doc'->>'value' = $1`, [String(id)])
      throw new Error(`${error.message}; job: ${JSON.stringify(job.rows)}\nA: ${a.output().slice(-1500)}\nB: ${b.output().slice(-1500)}`)
    })
    // Once no runner can pick the job up any more (done, so completed or removed), the count cannot change.
    await within(30_000, async () => {
      const open = await db.query(`SELECT 1 FROM payload_jobs WHERE input->'doc'->>'value' = $1 AND completed_at IS NULL`, [String(id)])
      return open.rowCount === 0
    })
    const published = await db.query(`SELECT id FROM _news_v WHERE parent_id = $1 AND version__status = 'published'`, [id])
    expect(published.rowCount).toBe(1)
    const jobs = await db.query(`SELECT total_tried, has_error FROM payload_jobs WHERE input->'doc'->>'value' = $1`, [String(id)])
    expect(jobs.rows.every((job) => !job.has_error)).toBe(true)
  })

  it('with Redis stopped for 5 s both keep answering; when it returns an edit propagates within 1 s again', async () => {
    // Both answer just before the outage starts.
    for (const base of [a.url, b.url]) expect((await api(base, '/api/heroes')).status).toBe(200)
    await redisServer.stop()
    const until = Date.now() + 5_000
    while (Date.now() < until) {
      for (const base of [a.url, b.url]) {
        const answered = await api(base, '/api/heroes').catch((error: Error) => {
          const server = base === a.url ? a : b
          throw new Error(`${error.message} from ${base} with Redis stopped; its output:\n${server.output().slice(-3000)}`)
        })
        expect(answered.status).toBe(200)
        expect((await fetch(`${base}/heroes`)).status).toBe(200)
      }
      await new Promise((r) => setTimeout(r, 250))
    }
    // The health detail says which dependency is away, and still answers 200: the guide serves without Redis.
    const detailOf = async (base: string) => {
      const response = await fetch(`${base}/api/health?detail=1`)
      return { status: response.status, body: (await response.json()) as Record<string, string> }
    }
    for (const base of [a.url, b.url]) expect(await detailOf(base)).toEqual({ status: 200, body: { status: 'degraded', db: 'ok', redis: 'down', s3: 'ok', jobs: 'ok' } })
    const connectedLines = (server: AppServer) => server.output().split('Redis is connected; the cache is shared.').length
    const connectedBefore = [connectedLines(a), connectedLines(b)]
    await redisServer.start()
    const restartedAt = new Date().toISOString()
    // Both say they are back on Redis (node-redis reconnects at most a second apart).
    await within(10_000, async () => connectedLines(a) > connectedBefore[0] && connectedLines(b) > connectedBefore[1]).catch((error: Error) => {
      throw new Error(`${error.message}: not both back on Redis (Redis answered again at ${restartedAt}; now ${new Date().toISOString()}). A's output:\n${a.output().slice(-2000)}\nB's output:\n${b.output().slice(-2000)}`)
    })
    for (const base of [a.url, b.url]) expect((await detailOf(base)).body).toMatchObject({ status: 'ok', redis: 'ok', s3: 'ok' })
    const hero = ((await api(b.url, '/api/heroes')).json as { id: number; slug: string }[]).find((h) => h.slug === 'hulk')!
    const nickname = `Back Online ${randomUUID().slice(0, 6)}`
    await api(b.url, '/api/heroes') // cached again in the fresh Redis
    await cms(a.url, 'PATCH', `/heroes/${hero.id}`, { nickname, _status: 'published' })
    timings.afterRedisOutage = await within(PROPAGATION_MS, async () => {
      const { json } = await api(b.url, '/api/heroes')
      return (json as { id: number; nickname: string }[]).some((h) => h.id === hero.id && h.nickname === nickname)
    })
  })

  it('under 20 connections of reads over both, stopping A loses nothing: B answers 200, every accepted feedback is stored', async () => {
    const marker = `scale-${randomUUID()}`
    let stopping = false
    const bStatuses: number[] = []
    const accepted: string[] = []
    const reader = async (i: number) => {
      while (!stopping) {
        const base = i % 2 ? a.url : b.url
        try {
          const { status } = await api(base, '/api/heroes')
          if (base === b.url) bStatuses.push(status)
        } catch (error) {
          if (base === b.url) throw error // A may refuse once stopped; B never may
        }
      }
    }
    const writer = async () => {
      let n = 0
      while (!stopping) {
        for (const base of [a.url, b.url]) {
          const message = `${marker} ${n++}`
          try {
            const { status } = await api(base, '/api/feedback', { method: 'POST', body: { message }, fingerprint: randomUUID() })
            if (status === 201) accepted.push(message)
            else if (base === b.url) throw new Error(`B answered ${status} to a feedback POST`)
          } catch (error) {
            if (base === b.url) throw error
          }
        }
      }
    }
    const load = Promise.all([...Array.from({ length: 20 }, (_, i) => reader(i)), writer()])
    // Under way on both before A stops, and going on well after it is gone.
    await within(30_000, async () => bStatuses.length >= 20 && accepted.length >= 2)
    await a.stop()
    const afterStop = [bStatuses.length, accepted.length]
    await within(30_000, async () => bStatuses.length >= afterStop[0] + 40 && accepted.length >= afterStop[1] + 4)
    stopping = true
    await load
    expect(bStatuses.length).toBeGreaterThan(20)
    expect(bStatuses.every((status) => status === 200)).toBe(true)
    const stored = await db.query<{ message: string }>('SELECT message FROM feedback WHERE message LIKE $1', [`${marker}%`])
    const storedMessages = new Set(stored.rows.map((row) => row.message))
    expect(accepted.length).toBeGreaterThan(2)
    expect(accepted.filter((message) => !storedMessages.has(message))).toEqual([])
  })
})
