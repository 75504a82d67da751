/**
 * What an operator reads (issue 48), on the real app of the run (tests/int/global-setup.ts starts it with
 * METRICS_TOKEN, METRICS_PORT and LOG_LEVEL=info, its output kept in a file): /metrics behind its door, the
 * counters moving with real requests under route templates only, the JSON request log with its id and nothing
 * secret, the health detail, and Debian's Prometheus scraping the app and answering a query about it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { watchDatabasePool } from '@/observability/database-pool'
import { guideMetrics } from '@/observability/metrics.mjs'
import { DEFAULT_ADMIN_EMAIL } from '@/seed'
import { findFreePort } from '@/startup/embedded-db'

import { eventually } from '../support/eventually'
import { sample, scrapeMetrics } from '../support/metrics-scrape'

const base = inject('appUrl')
const token = inject('metricsToken')
const metricsPort = inject('metricsPort')
const outputFile = inject('appOutputFile')
const stamp = randomBytes(6).toString('hex')

const scrape = () => scrapeMetrics(base, token)

/** The app's JSON log lines so far. */
function logLines(): Record<string, unknown>[] {
  return fs
    .readFileSync(outputFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>]
      } catch {
        return []
      }
    })
}

describe('/metrics', () => {
  it('answers only the bearer token on the app port, like any unknown address otherwise', async () => {
    const unknown = await fetch(`${base}/no-such-page-${stamp}`, { redirect: 'manual' })
    for (const authorization of [undefined, 'Bearer wrong-token-of-sufficient-length', `Basic ${token}`, `Bearer ${token}x`]) {
      const response = await fetch(`${base}/metrics`, { redirect: 'manual', headers: authorization ? { Authorization: authorization } : {} })
      const body = await response.text()
      expect(response.status, String(authorization)).toBe(unknown.status)
      expect(body).not.toContain('guide_http_request_duration_seconds')
    }
    const open = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } })
    expect(open.status).toBe(200)
    expect(open.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(open.headers.get('cache-control')).toBe('no-store')
    const text = await open.text()
    // Node's own process metrics come along.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m)
  })

  it('answers anyone on METRICS_PORT, and nothing else there', async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('# TYPE guide_http_request_duration_seconds histogram')
    expect((await fetch(`http://127.0.0.1:${metricsPort}/heroes/hulk`)).status).toBe(404)
  })

  it('counts requests and their duration by route template, never by the raw path', async () => {
    const labels = { route: '/heroes/[hero]', method: 'GET', status_class: '2xx' }
    const before = await scrape()
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/heroes/hulk?from=${stamp}`)).status).toBe(200)
    await (await fetch(`${base}/made-up/${stamp}/path`, { redirect: 'manual' })).arrayBuffer()
    const after = await eventually(async () => {
      const text = await scrape()
      return sample(text, 'guide_http_request_duration_seconds_count', labels) >= sample(before, 'guide_http_request_duration_seconds_count', labels) + 3 ? text : undefined
    }, 'three hero guide requests counted')
    expect(sample(after, 'guide_http_request_duration_seconds_count', { route: '/[...unknown]' })).toBeGreaterThan(sample(before, 'guide_http_request_duration_seconds_count', { route: '/[...unknown]' }))
    expect(sample(after, 'guide_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(sample(after, 'guide_http_request_duration_seconds_count', labels))
    expect(after).not.toContain(stamp)
    expect(after).not.toContain('route="/heroes/hulk"')
    // The page was cached after its first answer.
    expect(sample(after, 'guide_page_cache_answers_total', { answer: 'hit' })).toBeGreaterThan(sample(before, 'guide_page_cache_answers_total', { answer: 'hit' }))
  })

  it('counts /api signature refusals by reason', async () => {
    const reason = { reason: 'signature:missing-app-id' }
    const before = sample(await scrape(), 'guide_api_refusals_total', reason)
    const refused = await fetch(`${base}/api/heroes`)
    expect(refused.status).toBe(403)
    await refused.arrayBuffer()
    expect(sample(await scrape(), 'guide_api_refusals_total', reason)).toBe(before + 1)
  })

  it("reports the database pool, the database and the job runner's ticks", async () => {
    const text = await eventually(async () => {
      const scraped = await scrape()
      return sample(scraped, 'guide_job_runner_ticks_total', { result: 'ran' }) >= 1 ? scraped : undefined
    }, 'a job runner tick', 30_000)
    expect(sample(text, 'guide_db_up')).toBe(1)
    expect(text).toMatch(/^guide_db_pool_connections\{state="idle"\} \d+$/m)
    expect(text).toMatch(/^guide_db_pool_connections\{state="waiting"\} 0$/m)
    const lastTick = sample(text, 'guide_job_runner_last_tick_timestamp_seconds')
    expect(Date.now() / 1000 - lastTick).toBeLessThan(30)
    expect(sample(text, 'guide_job_runner_lock_held')).toBeGreaterThanOrEqual(0)
  })
})

describe("the pool's watch (in this process, on the run's PostgreSQL)", () => {
  it('counts failed queries, through the pool and through a checked-out client, and reports the pool', async () => {
    const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 })
    try {
      watchDatabasePool(pool)
      const metrics = guideMetrics()
      const errors = async () => (await metrics.dbQueryErrors.get()).values[0]?.value ?? 0
      const before = await errors()
      await pool.query('SELECT 1')
      expect(await errors()).toBe(before)
      await expect(pool.query('SELECT 1/0')).rejects.toThrow(/division by zero/)
      expect(await errors()).toBe(before + 1)
      const client = await pool.connect()
      try {
        await expect(client.query('SELECT no_such_column FROM payload_migrations')).rejects.toThrow(/no_such_column/)
        expect(await errors()).toBe(before + 2)
        const text = await metrics.registry.metrics()
        expect(text).toMatch(/^guide_db_pool_connections\{state="in_use"\} 1$/m)
        // The scrape's own probe takes the pool's other connection, and PostgreSQL answers it.
        expect(text).toMatch(/^guide_db_up 1$/m)
      } finally {
        client.release()
      }
    } finally {
      await pool.end()
    }
  })
})

describe('the request log', () => {
  it('writes one JSON line per request with its id, sent back as X-Request-Id', async () => {
    const id = `lb-${stamp}`
    const kept = await fetch(`${base}/heroes/hulk`, { headers: { 'X-Request-Id': id } })
    await kept.arrayBuffer()
    expect(kept.headers.get('x-request-id')).toBe(id)
    const replaced = await fetch(`${base}/heroes/hulk`, { headers: { 'X-Request-Id': 'not an id <script>' } })
    await replaced.arrayBuffer()
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)

    const line = await eventually(() => logLines().find((entry) => entry.reqId === id), 'the request line')
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/heroes/hulk', route: '/heroes/[hero]', status: 200, level: 30 })
    expect(typeof line.ms).toBe('number')
  })

  it('keeps secrets and e-mail addresses out of the line', async () => {
    const id = `secret-${stamp}`
    const secrets = { query: `qs-${stamp}-token`, bearer: `bearer-${stamp}-credential`, local: `jane.${stamp}` }
    const response = await fetch(`${base}/heroes/hulk?token=${secrets.query}&contact=${secrets.local}@example.org`, {
      headers: { 'X-Request-Id': id, Authorization: `Bearer ${secrets.bearer}`, Cookie: `payload-token=${secrets.bearer}` },
    })
    await response.arrayBuffer()
    await eventually(() => logLines().find((entry) => entry.reqId === id), 'the request line')
    const output = fs.readFileSync(outputFile, 'utf8')
    for (const secret of Object.values(secrets)) expect(output).not.toContain(secret)
  })
})

describe('the start output', () => {
  it("names the seeded admin account by its domain only, and no line anywhere carries the full address", () => {
    // The run's seed step wrote into the app's output file before the app started (tests/int/global-setup.ts).
    const output = fs.readFileSync(outputFile, 'utf8')
    expect(output).toMatch(/\[seed\].*Admin account: \[redacted\]@guide\.local/)
    expect(output).not.toContain(DEFAULT_ADMIN_EMAIL)
  })
})

describe('/api/health', () => {
  it('keeps the contract answer, and says each dependency with ?detail=1', async () => {
    const plain = await fetch(`${base}/api/health`)
    expect(plain.status).toBe(200)
    expect(await plain.text()).toBe('{"status":"ok","db":"ok"}')
    const detail = await fetch(`${base}/api/health?detail=1`)
    expect(detail.status).toBe(200)
    // The run's app has no Redis and no bucket; its job runner ticks every 5 s.
    expect(await detail.json()).toEqual({ status: 'ok', db: 'ok', redis: 'off', s3: 'off', jobs: 'ok' })
  })
})

describe("Debian's Prometheus", () => {
  const PROMETHEUS = '/usr/bin/prometheus'
  let prometheus: ChildProcess | undefined
  let folder: string | undefined

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus!.once('exit', resolve))
      prometheus.kill('SIGTERM')
      await exited
    }
    if (folder) fs.rmSync(folder, { recursive: true, force: true })
  })

  it.skipIf(!fs.existsSync(PROMETHEUS) && process.env.CI !== 'true')('scrapes the app and answers a query about one of its counters', async () => {
    expect(fs.existsSync(PROMETHEUS), 'Debian prometheus (apt-get install -y prometheus)').toBe(true)
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-prometheus-'))
    // deploy/prometheus.yml's job, pointed at this run's app and scraping every second.
    const config = fs.readFileSync(path.resolve('deploy/prometheus.yml'), 'utf8').replace("['app-1:9464', 'app-2:9464']", `['127.0.0.1:${metricsPort}']`).replace(/scrape_interval: 15s/, 'scrape_interval: 1s')
    expect(config).toContain(`127.0.0.1:${metricsPort}`)
    fs.writeFileSync(path.join(folder, 'prometheus.yml'), config)
    fs.copyFileSync(path.resolve('deploy/alerts.yml'), path.join(folder, 'alerts.yml'))
    const port = await findFreePort(9090 + Math.floor(Math.random() * 300))
    let output = ''
    prometheus = spawn(PROMETHEUS, [`--config.file=${path.join(folder, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(folder, 'data')}`, `--web.listen-address=127.0.0.1:${port}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    prometheus.stdout?.on('data', (chunk) => (output += chunk))
    prometheus.stderr?.on('data', (chunk) => (output += chunk))

    await fetch(`${base}/heroes/hulk`).then((response) => response.arrayBuffer())
    const query = encodeURIComponent('sum(guide_http_request_duration_seconds_count{job="guide",route="/heroes/[hero]"})')
    const value = await eventually(
      async () => {
        if (prometheus?.exitCode !== null) throw new Error(`Prometheus exited:\n${output.slice(-2000)}`)
        try {
          const answer = (await (await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${query}`)).json()) as { data?: { result?: { value: [number, string] }[] } }
          const found = answer.data?.result?.[0]?.value[1]
          return found === undefined ? undefined : Number(found)
        } catch {
          return undefined // not listening yet
        }
      },
      'Prometheus answering the query',
      60_000,
    )
    expect(value).toBeGreaterThan(0)
    // The rules loaded too.
    const rules = (await (await fetch(`http://127.0.0.1:${port}/api/v1/rules`)).json()) as { data: { groups: { rules: { name: string }[] }[] } }
    expect(rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name))).toContain('GuideJobRunnerStopped')
  })
})
