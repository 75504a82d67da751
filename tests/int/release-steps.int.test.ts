/**
 * What several instances on one database rely on: migrations as a locked release step, a start that refuses
 * an old schema in production, the job runner's lock and its recovery of jobs left by a dead runner, and
 * cache expiry that holds when writes and reads run at the same time.
 */
import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { LOCKS, acquireLock, tryLock } from '@/cms-wiring/advisory-lock'
import { DEV_API_KEYS } from '@/contract/api-keys'
import { signedHeaders } from '@/contract/signing-noble'
import { releaseStuckJobs } from '@/cms-wiring/job-runner'
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@/seed'

import { bundleScript, SEED_NODE_FLAGS } from '../../scripts/bundle.mjs'

type Run = { code: number; output: string }

/** The database step as every start runs it: plain node on its bundle (scripts/guide.ts). */
const seedStep = async (...flags: string[]) => [...SEED_NODE_FLAGS, await bundleScript('src/seed/cli.ts', 'seed'), ...flags]

function run(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => resolve({ code: code ?? 1, output }))
  })
}

/** A fresh, empty database on the run's server, dropped afterwards. */
async function freshDatabase() {
  const server = new URL(inject('databaseUrl'))
  const name = `guide_release_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: server.toString() })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  server.pathname = `/${name}`
  return {
    url: server.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: inject('databaseUrl') })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

describe('migrations as a release step', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  const env = () => ({ DATABASE_URL: database.url, PAYLOAD_SECRET: inject('payloadSecret'), GUIDE_DATA_DIR: inject('dataDir') })
  beforeAll(async () => {
    database = await freshDatabase()
  })
  afterAll(() => database?.drop())

  it('production start refuses a schema older than the code and names the command', async () => {
    const { code, output } = await run(await seedStep('--check-schema', '--no-seed'), { ...env(), NODE_ENV: 'production' })
    expect(code).toBe(1)
    expect(output).toMatch(/schema is older than this release/)
    expect(output).toMatch(/npm run migrate/)
  }, 180_000)

  it('two `npm run migrate` started at once take turns: both succeed, each migration runs once', async () => {
    const [first, second] = await Promise.all([
      run(['scripts/guide.mjs', 'migrate'], env()),
      run(['scripts/guide.mjs', 'migrate'], env()),
    ])
    expect([first.code, second.code], `${first.output}\n---\n${second.output}`).toEqual([0, 0])
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    const { rows } = await client.query<{ name: string; n: string }>('SELECT name, count(*) AS n FROM payload_migrations GROUP BY name')
    await client.end()
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.filter((row) => row.n !== '1')).toEqual([])
    // One of them saw the other holding the lock (or came after it had finished).
    expect(`${first.output}${second.output}`).toMatch(/Migrations are applied/)
  }, 300_000)

  it('after the release step, production start accepts the schema', async () => {
    const { code, output } = await run(await seedStep('--check-schema', '--no-seed'), { ...env(), NODE_ENV: 'production' })
    expect(code, output).toBe(0)
    expect(output).toMatch(/The schema is current/)
  }, 180_000)
})

describe('advisory locks', () => {
  it('a held lock makes the next taker wait, and tryLock gives up', async () => {
    const url = inject('databaseUrl')
    const name = `test-lock-${randomUUID()}`
    const held = await acquireLock(url, name)
    expect(await tryLock(url, name)).toBeUndefined()
    let waited = false
    const second = acquireLock(url, name, { onWait: () => (waited = true) })
    await new Promise((r) => setTimeout(r, 300))
    expect(waited).toBe(true)
    await held.release()
    const got = await second
    await got.release()
    const again = await tryLock(url, name)
    expect(again).toBeDefined()
    await again!.release()
  })

  it('a lock dies with its connection, so a crashed holder blocks nobody', async () => {
    const url = inject('databaseUrl')
    const name = `test-lock-${randomUUID()}`
    const held = await acquireLock(url, name)
    await held.connection.end() // what a killed process does
    const after = await tryLock(url, name)
    expect(after).toBeDefined()
    await after!.release()
  })
})

describe('job runner', () => {
  let pool: pg.Pool
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 })
  })
  afterAll(() => pool?.end())

  it('frees a job left processing by a runner that died, and leaves one still being run alone', async () => {
    const input = (tag: string) => JSON.stringify({ type: 'publish', doc: { relationTo: 'news', value: tag } })
    const stale = await pool.query<{ id: number }>(
      `INSERT INTO payload_jobs (input, task_slug, processing, updated_at, wait_until)
       VALUES ($1, 'schedulePublish', true, now() - interval '10 minutes', now() + interval '1 hour') RETURNING id`,
      [input('stale')],
    )
    const fresh = await pool.query<{ id: number }>(
      `INSERT INTO payload_jobs (input, task_slug, processing, wait_until)
       VALUES ($1, 'schedulePublish', true, now() + interval '1 hour') RETURNING id`,
      [input('fresh')],
    )
    const lock = await tryLock(inject('databaseUrl'), `${LOCKS.jobs}:test`)
    try {
      // The app's own runner may free it first; either way it must end up free.
      await releaseStuckJobs(lock!.connection)
    } finally {
      await lock!.release()
    }
    const { rows } = await pool.query<{ id: number; processing: boolean }>('SELECT id, processing FROM payload_jobs WHERE id = ANY($1)', [
      [stale.rows[0].id, fresh.rows[0].id],
    ])
    const byId = new Map(rows.map((row) => [row.id, row.processing]))
    expect(byId.get(stale.rows[0].id)).toBe(false)
    expect(byId.get(fresh.rows[0].id)).toBe(true)
    await pool.query('DELETE FROM payload_jobs WHERE id = ANY($1)', [[stale.rows[0].id, fresh.rows[0].id]])
  })
})

describe('edits become visible after they commit', () => {
  const base = inject('appUrl')
  const signed = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`, { headers: signedHeaders(pathname, DEV_API_KEYS, { fingerprint: 'commit-test' }) })
    return (await response.json()) as { id: number; slug: string; nickname: string }[]
  }

  it('with reads running during every write, each committed nickname is what /api answers within 1 s', async () => {
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    const hero = (await signed('/api/heroes')).find((h) => h.slug === 'thor')!
    const original = hero.nickname
    let writing = true
    // Eight readers ask all the time, so some land between Payload's afterChange hook and its commit.
    const readers = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (writing) await signed('/api/heroes')
      }),
    )
    const lag: number[] = []
    try {
      for (let i = 0; i < 12; i++) {
        const nickname = `${original} ${i}`
        const response = await fetch(`${base}/cms-api/heroes/${hero.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
          body: JSON.stringify({ nickname, _status: 'published' }),
        })
        expect(response.status).toBe(200)
        const started = Date.now()
        while ((await signed('/api/heroes')).find((h) => h.id === hero.id)?.nickname !== nickname) {
          expect(Date.now() - started, `"${nickname}" not served 1 s after it committed`).toBeLessThan(1_000)
          await new Promise((r) => setTimeout(r, 20))
        }
        lag.push(Date.now() - started)
      }
    } finally {
      writing = false
      await readers
    }
    // Stays fresh: no reader re-cached an older row after the last commit.
    await new Promise((r) => setTimeout(r, 500))
    expect((await signed('/api/heroes')).find((h) => h.id === hero.id)?.nickname).toBe(`${original} 11`)
    console.log(`[commit] lag after each write (ms): ${lag.join(', ')}`)
    await fetch(`${base}/cms-api/heroes/${hero.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ nickname: original, _status: 'published' }),
    })
  }, 120_000)
})
