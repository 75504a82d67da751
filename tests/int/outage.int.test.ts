/**
 * PostgreSQL goes away under a running guide (`npm start` on the run's seeded database, reached through a line
 * that the test cuts: open connections dropped, new ones refused, as when the server stops; the run's other app
 * keeps its own line). Every route of the spec's route table, plus /search, /heroes/counters and the sitemap, is walked
 * while the database is stopped: once with nothing edited before, once right after an editor saved Hulk
 * (which expires every page and read that shows heroes). No answer may be 500: a page serves its last good
 * copy (200, kept briefly by shared caches), and a route with no copy answers 503 with Retry-After. When the
 * database is back, every route answers as before, without a restart.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { OUTAGE_RETRY_SECONDS } from '@/edge/outage'
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@/seed'

import { startAppServer, type AppServer } from '../support/app-server'
import { startTcpCut, type TcpCut } from '../support/tcp-cut'

let app: AppServer
let line: TcpCut
let routes: string[] = []

type Answer = { route: string; status: number; retryAfter: string | null; cacheControl: string | null; body: string }

async function get(route: string): Promise<Answer> {
  const response = await fetch(`${app.url}${route}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
  return {
    route,
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  }
}

async function walk(): Promise<Answer[]> {
  const answers: Answer[] = []
  for (const route of routes) answers.push(await get(route))
  return answers
}

/** Renders every route into the cache (and the data layer's reads with it), twice so the second is a hit. */
async function warm() {
  for (let round = 0; round < 2; round++) for (const route of routes) await get(route)
}

async function until(check: () => Promise<boolean>, what: string, ms = 60_000) {
  const deadline = Date.now() + ms
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

const healthIs = (status: number) => async () => (await fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(10_000) })).status === status

async function stopDatabase() {
  await line.cut()
  await until(healthIs(503), 'the guide notices the database is gone')
}

async function startDatabase() {
  await line.restore()
  await until(healthIs(200), 'the guide finds the database again')
}

/** The answer a visitor may get while the database is down: a copy (200), or 503 with Retry-After; never 500. */
function problemsOf(answers: Answer[], { expectCopy }: { expectCopy: (route: string) => boolean }) {
  const problems: string[] = []
  for (const answer of answers) {
    const what = `${answer.route}: ${answer.status}`
    if (answer.status >= 500 && answer.status !== 503) problems.push(`${what} (not 503)`)
    if (answer.status === 503 && answer.retryAfter !== String(OUTAGE_RETRY_SECONDS)) problems.push(`${what} without Retry-After`)
    if (expectCopy(answer.route) && answer.status !== 200) problems.push(`${what}, expected its last good copy (200)`)
  }
  return problems
}

beforeAll(async () => {
  // The run's database, already migrated and seeded, through a line of this test's own.
  const database = new URL(inject('databaseUrl'))
  line = await startTcpCut({ host: database.hostname, port: Number(database.port) })
  database.hostname = '127.0.0.1'
  database.port = String(line.port)
  app = await startAppServer({ DATABASE_URL: database.toString(), PAYLOAD_SECRET: inject('payloadSecret'), GUIDE_DATA_DIR: inject('dataDir') })
  // The spec's route table with real slugs, the counter-pick helper, a search and the sitemap.
  const sitemap = (await get('/sitemap.xml')).body
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const first = (pattern: RegExp) => {
    const found = paths.find((p) => pattern.test(p))
    if (!found) throw new Error(`the sitemap lists no ${pattern}`)
    return found
  }
  const section = first(/^\/maps\/[^/]+\/[^/]+\/[^/]+$/)
  routes = [
    '/',
    '/news',
    first(/^\/news\/[^/]+$/),
    '/basics',
    '/maps',
    first(/^\/maps\/[^/]+$/),
    // The map guide (its first section), whose address the sitemap gives with a section only.
    section.split('/').slice(0, 4).join('/'),
    section,
    '/heroes',
    '/heroes?role=duelist',
    '/heroes/hulk',
    '/heroes/magik',
    '/heroes/counters',
    '/terms',
    '/privacy',
    '/about',
    '/contact',
    '/search?q=hulk',
    '/sitemap.xml',
    '/heroes/no-such-hero',
    '/no-such-page',
  ]
}, 900_000)

afterAll(async () => {
  await app?.stop()
  await line?.close()
}, 120_000)

// Pages that are served from a copy while the database is down: all but the two unknown addresses (a 404 or a
// redirect for them is not a copy of anything). A search asked before has one too.
const hasCopy = (route: string) => !['/heroes/no-such-hero', '/no-such-page'].includes(route)

describe('PostgreSQL stopped under a running guide', () => {
  it('with nothing edited before: copies for every page, 503 with Retry-After for a search never asked, then recovery', async () => {
    await warm()
    await stopDatabase()
    try {
      const answers = await walk()
      expect(problemsOf(answers, { expectCopy: hasCopy })).toEqual([])
      // A search no one asked before has nothing to serve.
      const search = await get(`/search?q=${encodeURIComponent(`magik ${Date.now()}`)}`)
      expect(search.status).toBe(503)
      expect(search.retryAfter).toBe(String(OUTAGE_RETRY_SECONDS))
      expect(search.cacheControl).toBe('no-store')
    } finally {
      await startDatabase()
    }
    const after = await walk()
    expect(after.filter((answer) => answer.status >= 500).map((answer) => `${answer.route}: ${answer.status}`)).toEqual([])
    expect(after.find((answer) => answer.route === '/search?q=hulk')!.body).toContain('/heroes/hulk')
  }, 600_000)

  it('right after an edit: the expired pages serve their last good copy, kept briefly, then recover', async () => {
    await warm()
    const login = await fetch(`${app.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
    const hulk = (await (await fetch(`${app.url}/cms-api/heroes?where[slug][equals]=hulk&depth=0`, { headers: auth })).json()) as { docs: { id: number; nickname: string }[] }
    // The editor saves Hulk unchanged: every page and read tagged with heroes is expired.
    const saved = await fetch(`${app.url}/cms-api/heroes/${hulk.docs[0].id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ nickname: hulk.docs[0].nickname }) })
    expect(saved.status).toBe(200)
    await stopDatabase()
    try {
      const answers = await walk()
      expect(problemsOf(answers, { expectCopy: hasCopy })).toEqual([])
      const guide = answers.find((answer) => answer.route === '/heroes/hulk')!
      expect(guide.body).toContain(hulk.docs[0].nickname)
      // A copy made while the database is away is kept by shared caches for moments, not the usual minute.
      expect(guide.cacheControl).toBe(`public, max-age=0, s-maxage=${OUTAGE_RETRY_SECONDS}`)
      // Asked again, still a copy (the failed render is retried, not remembered as a failure).
      expect((await get('/heroes/hulk')).status).toBe(200)
    } finally {
      await startDatabase()
    }
    // Back: pages built from last good answers are rendered afresh within OUTAGE_RETRY_SECONDS.
    await until(async () => (await get('/heroes/hulk')).cacheControl !== `public, max-age=0, s-maxage=${OUTAGE_RETRY_SECONDS}`, 'normal caching again', 60_000)
    const after = await walk()
    expect(after.filter((answer) => answer.status >= 500).map((answer) => `${answer.route}: ${answer.status}`)).toEqual([])
  }, 600_000)
})
