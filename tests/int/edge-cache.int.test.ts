/**
 * The load balancer's micro-cache: Debian's nginx running deploy/nginx.conf (scripts/lb/nginx.ts swaps only the
 * upstreams, port and cache folder) in front of two instances of the built app that share one PostgreSQL and one
 * Redis. What a player or editor would notice is asserted through nginx's X-Cache-Status header and its access log:
 * an edit through A shows through the balancer within 2 s; signed /api answers, signed-in requests and draft
 * previews never come from the cache; a burst for one expired page sends one request to the app.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { SIGNED_API_CACHE_CONTROL } from '@/cache/cache-policy'

import { nginxAvailability, startBalancer, type Balancer } from '../../scripts/lb/nginx'
import { cmsRestWith, signInAdmin, type CmsRestCall } from '../support/app-admin'
import { startAppServer, type AppServer } from '../support/app-server'
import { rawRequest, signedHeaders } from '../support/raw-http'
import { redisAvailability, startRedis, type RedisServer } from '../support/real-services'
import { fromDatabaseUrl } from '../support/test-database'

const nginx = nginxAvailability()
const redis = redisAvailability()
const missing = [nginx, redis].filter((check): check is { ok: false; message: string } => !check.ok)
if (missing.length) {
  const message = missing.map((check) => check.message).join(' ')
  if (process.env.CI === 'true') throw new Error(`FAILED: the load balancer tests need nginx and Redis under CI. ${message}`)
  console.log(`SKIPPED: load balancer tests (tests/int/edge-cache.int.test.ts). ${message}`)
}

/** The figure: an edit is seen through the balancer within this. */
const VISIBLE_WITHIN_MS = 2_000

/**
 * Polls until `check` holds and returns when the request that saw it was sent; throws if nothing sent within `ms`
 * saw it. (A request sent at 1.9 s that answers at 2.1 s counts: the edit was visible to it.)
 */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (true) {
    const sent = Date.now() - started
    if (sent > ms) throw new Error(`not within ${ms} ms`)
    if (await check()) return sent
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe.runIf(missing.length === 0)('nginx micro-cache in front of two instances', () => {
  let redisServer: RedisServer
  let a: AppServer
  let b: AppServer
  let lb: Balancer
  let token: string
  let cms: CmsRestCall
  let dropDatabase: () => Promise<void>
  const previewSecret = randomBytes(16).toString('hex')
  const dirs: string[] = []

  const viaLb = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${lb.url}${pathname}`, { headers, redirect: 'manual' })
    return { status: response.status, headers: response.headers, body: await response.text(), cache: response.headers.get('x-cache-status') }
  }

  beforeAll(async () => {
    redisServer = await startRedis()
    // A copy of the seeded guide: the two instances find their content there instead of seeding it first.
    const database = await fromDatabaseUrl(inject('databaseUrl'), { template: inject('seededTemplate') })
    dropDatabase = database.release
    const shared = {
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: inject('payloadSecret'),
      PREVIEW_SECRET: previewSecret,
      REDIS_URL: redisServer.url,
      GUIDE_DB_POOL_MAX: '5',
      GUIDE_TRUSTED_PROXIES: 'loopback',
    }
    const dataDir = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-edge-'))
      dirs.push(dir)
      return dir
    }
    ;[a, b] = await Promise.all([startAppServer({ ...shared, GUIDE_DATA_DIR: dataDir() }), startAppServer({ ...shared, GUIDE_DATA_DIR: dataDir() })])
    lb = await startBalancer([a.url, b.url].map((url) => new URL(url).host))
    token = await signInAdmin(a.url)
    cms = cmsRestWith(a.url, token)
  }, 900_000)

  afterAll(async () => {
    await lb?.stop()
    await Promise.all([a?.stop(), b?.stop()])
    await dropDatabase?.()
    await redisServer?.close()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  }, 120_000)

  it('serves a page from its cache to anonymous players, CSRF cookie or not', async () => {
    const first = await viaLb(`/heroes?visit=${randomUUID()}`)
    expect(first.status).toBe(200)
    expect(first.cache).toBe('MISS')
    const pathname = `/heroes/hulk?visit=${randomUUID()}`
    await viaLb(pathname)
    const again = await viaLb(pathname, { Cookie: 'guide_csrf=abc123; guide_map_layers=%7B%7D' })
    expect(again.cache).toBe('HIT')
    expect(again.body).toContain('Hulk')
  })

  it('keeps a script’s brotli and gzip answers apart: each browser gets the encoding it asked for', async () => {
    const page = await viaLb('/maps')
    const scripts = [...page.body.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(([, url]) => url)
    const sized = await Promise.all(scripts.map(async (url) => ({ url, length: (await viaLb(url)).body.length })))
    const script = sized.sort((x, y) => y.length - x.length)[0].url
    const asBrotli = await viaLb(script, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(asBrotli.headers.get('content-encoding')).toBe('br')
    // Straight after, while nginx still holds the brotli answer: a browser without brotli must not be given it.
    const asGzip = await viaLb(script, { 'Accept-Encoding': 'gzip' })
    expect(asGzip.headers.get('content-encoding')).toBe('gzip')
    expect(asGzip.body).toBe(asBrotli.body)
    const again = await viaLb(script, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(again.headers.get('content-encoding')).toBe('br')
    expect(again.body).toBe(asBrotli.body)
  })

  it('gives a page as brotli, gzip or as it is, each decodable and each a HIT on the second request', async () => {
    const pathname = `/heroes/hulk?visit=${randomUUID()}`
    // "identity" is what a client that takes neither sends (an absent header means "anything" to HTTP).
    const raw = async (acceptEncoding: string) => {
      const answer = await rawRequest(lb.url, 'GET', pathname, { headers: { 'Accept-Encoding': acceptEncoding } })
      return { encoding: answer.headers['content-encoding'], cache: answer.headers['x-cache-status'], bytes: answer.bytes }
    }
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, identity: (bytes: Buffer) => bytes }
    const pages: Record<string, { html: string; size: number }> = {}
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip, deflate', 'gzip'], ['identity', 'identity']] as const) {
      const first = await raw(accept)
      const second = await raw(accept)
      expect(first.encoding ?? 'identity').toBe(encoding)
      expect(second.encoding ?? 'identity').toBe(encoding)
      expect(first.cache).toBe('MISS')
      expect(second.cache).toBe('HIT')
      const html = decode[encoding](second.bytes).toString('utf8')
      expect(html).toContain('</html>')
      expect(html).toContain('Hulk')
      pages[encoding] = { html, size: second.bytes.length }
    }
    expect(pages.br.size).toBeLessThan(pages.gzip.size)
    expect(pages.gzip.size).toBeLessThan(pages.identity.size / 3)
    console.log(`[edge] /heroes/hulk through nginx: br ${pages.br.size} B, gzip ${pages.gzip.size} B, identity ${pages.identity.size} B`)
  })

  it('an edit through A is on both instances by the time A answers the save', async () => {
    const hulk = (await cms('GET', '/heroes?where[slug][equals]=hulk&depth=0')).body.docs[0] as { id: number }
    const page = async (server: AppServer) => (await fetch(`${server.url}/heroes`)).text()
    // Both instances hold the page, so an old copy would be served from their shared cache.
    for (const server of [a, b]) expect(await page(server)).toContain('Hulk')
    const nickname = `Edge Red ${randomUUID().slice(0, 6)}`
    expect((await cms('PATCH', `/heroes/${hulk.id}`, { nickname, _status: 'published' })).status).toBe(200)
    expect(await page(b)).toContain(nickname)
    expect(await page(a)).toContain(nickname)
  })

  it('an edit through A is visible through the balancer within 2 s', async () => {
    const heroes = await cms('GET', '/heroes?where[slug][equals]=hulk&depth=0')
    const hulk = heroes.body.docs[0] as { id: number }
    // The page is in nginx's cache (and in both instances').
    await viaLb('/heroes')
    expect((await viaLb('/heroes')).body).not.toContain('Edge Green')
    const nickname = `Edge Green ${randomUUID().slice(0, 6)}`
    expect((await cms('PATCH', `/heroes/${hulk.id}`, { nickname, _status: 'published' })).status).toBe(200)
    const ms = await within(VISIBLE_WITHIN_MS, async () => (await viaLb('/heroes')).body.includes(nickname))
    console.log(`[edge] an edit through A showed through the balancer to a request sent ${ms} ms after the save`)
  })

  it('never serves a signed /api answer from its cache, and the answer forbids shared caches', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await viaLb('/api/heroes', signedHeaders('/api/heroes', { fingerprint: 'edge-test' }))
      expect(answer.status).toBe(200)
      expect(answer.cache).toBe('BYPASS')
      expect(answer.headers.get('cache-control')).toBe(SIGNED_API_CACHE_CONTROL)
    }
    // And an unsigned caller never gets a signed answer from it.
    const unsigned = await viaLb('/api/heroes')
    expect(unsigned.status).toBe(403)
    expect(unsigned.cache).toBe('BYPASS')
    expect(lb.log().filter((line) => line.endsWith(' /api/heroes')).every((line) => line.startsWith('BYPASS '))).toBe(true)
  })

  it('never serves a signed-in editor from its cache', async () => {
    const pathname = `/news?editor=${randomUUID()}`
    await viaLb(pathname)
    expect((await viaLb(pathname)).cache).toBe('HIT')
    const signedIn = await viaLb(pathname, { Cookie: `guide_csrf=x; payload-token=${token}` })
    expect(signedIn.status).toBe(200)
    expect(signedIn.cache).toBe('BYPASS')
    const viaHeader = await viaLb(pathname, { Authorization: `JWT ${token}` })
    expect(viaHeader.cache).toBe('BYPASS')
  })

  it('never serves or stores a draft preview', async () => {
    const title = `Edge draft ${randomUUID().slice(0, 6)}`
    const { body } = (await cms('GET', '/news?limit=1&depth=0')).body.docs[0]
    const created = await cms('POST', '/news?draft=true', { title, body, _status: 'draft' })
    expect(created.status).toBe(201)
    const entered = await fetch(`${lb.url}/preview?${new URLSearchParams({ secret: previewSecret, path: '/news' })}`, {
      headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' },
      redirect: 'manual',
    })
    expect(entered.headers.get('x-cache-status')).toBe('BYPASS')
    const cookie = entered.headers.getSetCookie().find((line) => line.startsWith('__prerender_bypass='))?.split(';')[0]
    expect(cookie).toBeDefined()
    // The visitor's copy is cached first, so a leak would show as the draft in a HIT.
    await viaLb('/news')
    const draft = await viaLb('/news', { Cookie: `${cookie}; payload-token=${token}` })
    expect(draft.cache).toBe('BYPASS')
    expect(draft.body).toContain(title)
    const draftOnly = await viaLb('/news', { Cookie: cookie! })
    expect(draftOnly.cache).toBe('BYPASS')
    for (let i = 0; i < 3; i++) expect((await viaLb('/news')).body).not.toContain(title)
    await cms('DELETE', `/news/${created.body.doc.id}`)
  })

  it('under a burst of 200 requests for one expired page, one request reaches the app', async () => {
    const pathname = '/heroes/magik'
    const warmed = await viaLb(pathname)
    expect(warmed.status).toBe(200)
    const storedAt = Date.now()
    // The stored copy lives one second (s-maxage=1), on nginx's whole-second clock: stored at 12:00:00.0 it is
    // fresh until 12:00:02.0. The burst starts once it has surely expired (seen: all 200 HIT after 1.1 s).
    await within(5_000, async () => Date.now() - storedAt > 2_100)
    const before = lb.log().length
    const started = Date.now()
    const answers = await Promise.all(Array.from({ length: 200 }, () => viaLb(pathname)))
    const took = Date.now() - started
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const lines = lb.log().slice(before).filter((line) => line.endsWith(` ${pathname}`))
    expect(lines).toHaveLength(200)
    // A line with an upstream address is a request that reached an instance.
    const reached = lines.filter((line) => line.split(' ')[1] !== '-')
    console.log(`[edge] burst of 200 in ${took} ms: ${reached.length} reached the app; ${JSON.stringify(countBy(lines.map((l) => l.split(' ')[0])))}`)
    expect(reached.length).toBeGreaterThanOrEqual(1)
    // One per second of the burst: a burst slower than the copy's lifetime may see it expire once more.
    expect(reached.length).toBeLessThanOrEqual(1 + Math.floor(took / 1_000))
  })
})

function countBy(values: string[]) {
  const counts: Record<string, number> = {}
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1
  return counts
}
