/**
 * Traces (issue 48, part 3): the built app started with OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP/HTTP
 * receiver of the test's own (tests/support/otlp-receiver.ts), on the run's PostgreSQL, a Redis and an S3 store of
 * its own. One request's spans are read back as a tree: Next.js's server span at the root, and under it, in the
 * same trace, the render and the PostgreSQL queries, the Redis commands, and (for the health detail) the S3 call.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { eventually } from '../support/eventually'
import { startAppServer, type AppServer } from '../support/app-server'
import { startOtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver'
import { redisAvailability, s3Availability, startRedis, startS3, type RedisServer, type S3Server } from '../support/real-services'

const services = [redisAvailability(), s3Availability()]
const missing = services.flatMap((service) => (service.ok ? [] : [service.message]))
if (missing.length) {
  if (process.env.CI === 'true') throw new Error(`FAILED: the trace tests need Redis and an S3 store under CI. ${missing.join(' ')}`)
  console.log(`SKIPPED: trace tests (tests/int/traces.int.test.ts). ${missing.join(' ')}`)
}

const SERVER = 2
const CLIENT = 3

/** The spans below `root` in its trace, each once, following parent ids down from it. */
function descendants(spans: ReceivedSpan[], root: ReceivedSpan): ReceivedSpan[] {
  const found: ReceivedSpan[] = []
  const ids = new Set([root.spanId])
  for (let grew = true; grew; ) {
    grew = false
    for (const span of spans) {
      if (span.traceId === root.traceId && ids.has(span.parentSpanId) && !ids.has(span.spanId)) {
        ids.add(span.spanId)
        found.push(span)
        grew = true
      }
    }
  }
  return found
}

describe.runIf(missing.length === 0)('traces to an OTLP receiver', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>
  let redisServer: RedisServer
  let s3: S3Server
  let app: AppServer
  let dataDir: string
  const stamp = randomBytes(6).toString('hex')

  beforeAll(async () => {
    receiver = await startOtlpReceiver()
    redisServer = await startRedis()
    s3 = await startS3()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-traces-'))
    // The run's database is already migrated and seeded: this instance starts on it as a second one would.
    app = await startAppServer({
      DATABASE_URL: inject('databaseUrl'),
      PAYLOAD_SECRET: inject('payloadSecret'),
      GUIDE_DATA_DIR: dataDir,
      REDIS_URL: redisServer.url,
      ...s3.env,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: `guide-traces-${stamp}`,
      // Batches leave every 100 ms instead of 5 s, so the test waits less.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    })
  }, 900_000)

  afterAll(async () => {
    await app?.stop()
    await receiver?.stop()
    await redisServer?.close()
    await s3?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }, 120_000)

  /** The server span of the one request to `target` (matched by its path), once it and its children arrived. */
  async function requestTree(target: string, needs: (below: ReceivedSpan[]) => boolean) {
    return eventually(() => {
      const roots = receiver.spans.filter((span) => span.kind === SERVER && span.parentSpanId === '' && String(span.attributes['http.target']) === target)
      if (roots.length !== 1) return undefined
      const below = descendants(receiver.spans, roots[0])
      return needs(below) ? { root: roots[0], below } : undefined
    }, `the spans of ${target}`, 30_000)
  }

  const isQuery = (span: ReceivedSpan) => span.kind === CLIENT && span.attributes['db.system.name'] === 'postgresql'
  const isRedis = (span: ReceivedSpan) => span.kind === CLIENT && span.attributes['db.system.name'] === 'redis'
  const isS3 = (span: ReceivedSpan) => span.kind === CLIENT && span.attributes['rpc.service'] === 'S3'
  const isRender = (span: ReceivedSpan) => span.attributes['next.span_type'] === 'AppRender.getBodyResult'

  it('a page: the server span, its render, its PostgreSQL queries and its Redis commands, in one trace', async () => {
    // A hero guide nobody asked this instance for yet: its cache (this test's own Redis) is empty, so it renders
    // and reads the database. The query string makes the request one of its own among the spans.
    const target = `/heroes/hulk?trace=${stamp}`
    const response = await fetch(`${app.url}${target}`)
    expect(response.status).toBe(200)
    await response.arrayBuffer()

    const { root, below } = await requestTree(target, (spans) => spans.some(isRender) && spans.some(isQuery) && spans.some(isRedis))
    expect(root.name).toBe('GET /heroes/[hero]')
    expect(root.service).toBe(`guide-traces-${stamp}`)
    expect(root.attributes['http.method']).toBe('GET')
    expect(root.attributes['http.status_code']).toBe(200)
    // "prerender": a miss of a page Next.js keeps in its cache renders it for the cache and for this answer at once.
    expect(below.find(isRender)?.name).toMatch(/^(pre)?render route \(app\) \/heroes\/\[hero\]$/)
    // Statements go out with placeholders; the query that found the hero names its table.
    expect(below.filter(isQuery).some((span) => /\bheroes\b/.test(String(span.attributes['db.query.text'] ?? span.attributes['db.statement'])))).toBe(true)
    for (const span of below) expect(span.traceId).toBe(root.traceId)
  })

  it('the health detail: the server span with the database probe and the S3 call under it', async () => {
    const target = `/api/health?detail=1&trace=${stamp}`
    const response = await fetch(`${app.url}${target}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ db: 'ok', s3: 'ok', redis: 'ok' })

    const { root, below } = await requestTree(target, (spans) => spans.some(isQuery) && spans.some(isS3))
    expect(root.name).toBe('GET /api/health')
    expect(below.find(isS3)?.attributes['rpc.method']).toBe('HeadBucket')
  })

  it("the shared cache's events are lines of the guide's JSON log (this instance has Redis from its start)", async () => {
    const line = await eventually(() => {
      // Whole lines only: the last one may still be on its way.
      const lines = app.output().split('\n').slice(0, -1).filter((text) => text.startsWith('{"'))
      return lines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.name === 'cache')
    }, 'a cache line', 30_000)
    expect(line).toMatchObject({ level: 30, msg: 'Redis is connected; the cache is shared.' })
    expect(app.output()).not.toContain('[cache]')
  })

  it('what leaves the app is scrubbed as log lines are, and every export was understood', async () => {
    const secret = `trace-secret-${stamp}`
    const target = `/heroes/hulk?token=${secret}`
    await (await fetch(`${app.url}${target}`)).arrayBuffer()
    await requestTree('/heroes/hulk?token=[redacted]', () => true)
    expect(receiver.bodies.join('\n')).not.toContain(secret)
    expect(receiver.refused()).toBe(0)
  })
})
