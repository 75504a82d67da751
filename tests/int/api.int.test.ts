/**
 * The public /api contract, called over HTTP against the real app (started by tests/int/global-setup.ts on
 * the seeded test database), the way a third-party client written from docs/api-contract.md would call it.
 */
import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { createApiClient } from '@/browser/api-client'
import { DEV_API_KEYS } from '@/contract/api-keys'
import { SIGNED_API_CACHE_CONTROL } from '@/cache/cache-policy'

import { cmsRestWith, signInAdmin } from '../support/app-admin'
import { startAppServer, type AppServer } from '../support/app-server'
import { addressOf } from '../support/client-address'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')
const keys = DEV_API_KEYS

type CallOptions = {
  method?: string
  body?: string
  timestamp?: number
  appId?: string | null
  secret?: string
  fingerprint?: string
  headers?: Record<string, string>
}

/** A signed call, written from the contract with Node's own crypto (deliberately independent of src/contract/signing.ts, so this file checks the rule itself). */
async function call(path: string, options: CallOptions = {}) {
  const fingerprint = options.fingerprint ?? 'api-test'
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    // Signed for the pathname as the server sees it; `appId: null` sends none.
    ...signedHeaders(new URL(path, base).pathname, { timestamp: options.timestamp, secret: options.secret ?? keys.secret, appId: options.appId, fingerprint }),
    // The test app trusts loopback as its proxy, so each fingerprint stands for one client address: rate
    // limits count per address, whatever the fingerprint.
    'X-Forwarded-For': addressOf(fingerprint),
    ...options.headers,
  }
  const response = await fetch(new URL(path, base), { method: options.method ?? 'GET', headers, body: options.body })
  const text = await response.text()
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = text
  }
  return { status: response.status, headers: response.headers, json: json as never }
}

const post = (path: string, body: unknown, options: CallOptions = {}) =>
  call(path, { ...options, method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) })

const fresh = () => `fp-${randomUUID()}`

describe('health (unsigned)', () => {
  it('answers ok while the database is up', async () => {
    const response = await fetch(`${base}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' })
  })

  describe('with the database unreachable', () => {
    let downed: AppServer
    beforeAll(async () => {
      downed = await startAppServer(
        { DATABASE_URL: 'postgres://guide:guide@127.0.0.1:1/guide', PAYLOAD_SECRET: 'x'.repeat(64) },
        { script: 'next' },
      )
    }, 120_000)
    afterAll(() => downed?.stop())

    it('answers 503 degraded, and signed calls answer 503 JSON rather than 500', async () => {
      const response = await fetch(`${downed.url}/api/health`)
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ status: 'degraded', db: 'down' })
    }, 30_000)

    it('the fixed image addresses answer 503 with Retry-After rather than 500 (issue 13, finding 3)', async () => {
      // Addresses no earlier test looked up: the data cache on disk (shared with the running app) cannot answer them.
      const fresh = `down-${Date.now().toString(36)}`
      for (const target of [`/heroes/avatars/${fresh}.webp`, `/heroes/backgrounds/${fresh}.webp`, `/maps/${fresh}/hero.webp`, `/maps/${fresh}/royal-palace/hero.webp`]) {
        const response = await fetch(`${downed.url}${target}`, { redirect: 'manual' })
        expect(response.status, target).toBe(503)
        expect(response.headers.get('retry-after'), target).toBe('5')
      }
    }, 60_000)
  })
})

describe('signing', () => {
  it('rejects a missing app id, an unknown app id, a bad signature and a stale timestamp with 403 JSON', async () => {
    for (const options of [
      { appId: null },
      { appId: 'someone-else' },
      { secret: 'not-the-secret' },
      { timestamp: Date.now() - 301_000 },
      { timestamp: Date.now() + 301_000 },
    ] satisfies CallOptions[]) {
      const { status, json } = await call('/api/heroes', options)
      expect(status, JSON.stringify(options)).toBe(403)
      expect(json).toMatchObject({ error: 'forbidden', message: expect.any(String) })
    }
  })

  it('accepts a timestamp a little off the server clock', async () => {
    expect((await call('/api/heroes', { timestamp: Date.now() - 120_000 })).status).toBe(200)
  })

  it('signs the path without the query', async () => {
    expect((await call('/api/heroes?utm=newsletter')).status).toBe(200)
  })

  it('checks the CSRF header against its cookie when a browser sends the cookie', async () => {
    const cookie = { Cookie: 'guide_csrf=abc123' }
    const mismatch = await post('/api/beta/create', undefined, { fingerprint: fresh(), headers: { ...cookie, 'X-CSRF-Token': 'other' } })
    expect(mismatch.status).toBe(403)
    const match = await post('/api/beta/create', undefined, { fingerprint: fresh(), headers: { ...cookie, 'X-CSRF-Token': 'abc123' } })
    expect(match.status).toBe(201)
  })
})

describe('maps', () => {
  it('GET /api/locations lists locations', async () => {
    const { status, json } = await call('/api/locations')
    expect(status).toBe(200)
    const locations = json as { id: number; slug: string; name: string; description: string }[]
    expect(locations.length).toBeGreaterThanOrEqual(8)
    expect(Object.keys(locations[0]).sort()).toEqual(['description', 'id', 'name', 'slug'])
    expect(locations.find((l) => l.slug === 'yggsgard')?.name).toBe('Yggsgard')
  })

  it('GET /api/maps lists maps newest first with YYYY-MM-DD dates', async () => {
    const { json, headers } = await call('/api/maps')
    const maps = json as { id: number; slug: string; type: string; location_id: number; release_date: string }[]
    expect(maps.length).toBe(16)
    expect(Object.keys(maps[0]).sort()).toEqual(['description', 'id', 'location_id', 'name', 'release_date', 'slug', 'type'])
    const dates = maps.map((m) => m.release_date)
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(maps.find((m) => m.slug === 'royal-palace')?.type).toBe('domination')
    expect(maps.find((m) => m.slug === 'sanctum-sanctorum')?.type).toBe('doom-match')
    // Signed answers: the browser revalidates with the ETag; no shared cache may hand them to an unsigned caller.
    expect(headers.get('cache-control')).toBe(SIGNED_API_CACHE_CONTROL)
    expect(headers.get('etag')).toBeTruthy()
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await call('/api/maps')
    const again = await call('/api/maps', { headers: { 'If-None-Match': first.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('GET /api/maps/sections lists sections in map order, then section order', async () => {
    const maps = (await call('/api/maps')).json as { slug: string }[]
    const sections = (await call('/api/maps/sections')).json as { slug: string; name: string; map: string }[]
    expect(Object.keys(sections[0]).sort()).toEqual(['map', 'name', 'slug'])
    const order = sections.map((s) => maps.findIndex((m) => m.slug === s.map))
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(sections.filter((s) => s.map === 'royal-palace').map((s) => s.slug)).toEqual(['golden-courtyard', 'throne-room', 'starlit-observatory'])
  })

  it('GET /api/maps/{map}/markers gives coordinates, icons and absolute image paths', async () => {
    const { status, json } = await call('/api/maps/royal-palace/markers')
    expect(status).toBe(200)
    const markers = json as Record<string, unknown>[]
    expect(markers.length).toBeGreaterThanOrEqual(45)
    for (const key of ['id', 'map', 'section', 'lat', 'lng', 'icon', 'img_1', 'img_2', 'description', 'hero']) expect(markers[0]).toHaveProperty(key)
    expect(markers.every((m) => m.map === 'royal-palace' && typeof m.lat === 'number' && typeof m.lng === 'number')).toBe(true)
    // Every seeded icon type has an image, so every marker can be drawn by a client of the API.
    expect(markers.every((m) => typeof m.icon_url === 'string' && String(m.icon_url).startsWith('/cms-api/media/file/'))).toBe(true)
    const withImage = markers.find((m) => m.img_1)
    expect(withImage?.img_1).toMatch(/^\//)
    expect(markers.some((m) => m.img_1 === null)).toBe(true)
    const image = await fetch(`${base}${withImage?.img_1}`)
    expect(image.status).toBe(200)
  })

  it.each([
    ['heroes', ['hero', 'map', 'reason', 'side']],
    ['power-positions', ['atk_description', 'def_description', 'map', 'section']],
    ['breakouts', ['atk_description', 'atk_img', 'def_description', 'def_img', 'map', 'section']],
    ['transformations', ['description', 'map', 'section', 'video']],
    ['utility-placements', ['description', 'hero', 'image', 'map', 'point', 'section', 'side']],
  ])('GET /api/maps/{map}/%s has the contract shape', async (part, fields) => {
    const { status, json } = await call(`/api/maps/midtown/${part}`)
    expect(status).toBe(200)
    const rows = json as Record<string, unknown>[]
    expect(rows.length).toBeGreaterThan(0)
    expect(Object.keys(rows[0]).sort()).toEqual(fields)
    expect(rows.every((row) => row.map === 'midtown')).toBe(true)
    if ('side' in rows[0]) expect(rows.every((row) => ['atk', 'def', 'both'].includes(row.side as string))).toBe(true)
  })

  it('an unguided map answers empty lists; an unknown map answers 404', async () => {
    expect((await call('/api/maps/krakoa/markers')).json).toEqual([])
    for (const part of ['markers', 'heroes', 'power-positions', 'breakouts', 'transformations', 'utility-placements']) {
      const { status, json } = await call(`/api/maps/atlantis/${part}`)
      expect(status).toBe(404)
      expect(json).toEqual({ error: 'not_found' })
    }
  })
})

describe('heroes', () => {
  it('GET /api/heroes lists 45 heroes sorted by nickname', async () => {
    const heroes = (await call('/api/heroes')).json as { nickname: string; slug: string; role: string }[]
    expect(heroes.length).toBeGreaterThanOrEqual(45)
    expect(Object.keys(heroes[0]).sort()).toEqual(['id', 'name', 'nickname', 'role', 'slug'])
    const nicknames = heroes.map((h) => h.nickname)
    expect([...nicknames].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(nicknames)
  })

  it('GET /api/heroes/{hero}/abilities works by slug and by id, with properties as a JSON string', async () => {
    const heroes = (await call('/api/heroes')).json as { id: number; slug: string }[]
    const hulk = heroes.find((h) => h.slug === 'hulk')!
    const bySlug = (await call('/api/heroes/hulk/abilities')).json as Record<string, unknown>[]
    const byId = (await call(`/api/heroes/${hulk.id}/abilities`)).json as Record<string, unknown>[]
    expect(byId).toEqual(bySlug)
    expect(Object.keys(bySlug[0]).sort()).toEqual(['button', 'description', 'hero_id', 'id', 'name', 'properties', 'slug', 'type', 'variant'])
    expect(new Set(bySlug.map((a) => a.variant))).toEqual(new Set(['bruce-banner', 'hero-hulk', 'monster-hulk']))
    expect(typeof bySlug[0].properties).toBe('string')
    expect(typeof JSON.parse(bySlug[0].properties as string)).toBe('object')
    expect(bySlug.every((a) => a.hero_id === hulk.id)).toBe(true)
  })

  it('GET /api/heroes/{hero}/how-to-win keeps editorial order', async () => {
    const entries = (await call('/api/heroes/rocket-raccoon/how-to-win')).json as { side: string; type: string; id: number }[]
    expect(entries.length).toBeGreaterThan(5)
    expect(Object.keys(entries[0]).sort()).toEqual(['hero_id', 'id', 'side', 'text', 'type'])
    expect(entries.every((e) => ['as', 'against', 'with'].includes(e.side))).toBe(true)
  })

  it('GET /api/heroes/{hero}/details gives comma-separated names and numeric-text priority', async () => {
    const { json } = await call('/api/heroes/luna-snow/details')
    const details = json as Record<string, unknown>
    expect(Object.keys(details).sort()).toEqual(
      ['counters', 'countered_by', 'healing', 'healing_priority', 'hero', 'notes', 'primary_job', 'secondary_job', 'stats', 'synergies'].sort(),
    )
    expect(details.hero).toBe('luna-snow')
    expect(details.healing_priority).toMatch(/^[1-5]$/)
    expect(typeof details.counters).toBe('string')
    expect((details.counters as string).split(',').length).toBeGreaterThan(1)
    expect(Array.isArray(details.stats)).toBe(true)
  })

  it('GET /api/heroes/{hero}/team-ups gives teammate slugs and a bonus ability slug', async () => {
    const teamUps = (await call('/api/heroes/hulk/team-ups')).json as { name: string; teammates: string; bonus: string; hero: string }[]
    const fastball = teamUps.find((t) => t.name === 'Fastball Special')!
    expect(Object.keys(fastball).sort()).toEqual(['bonus', 'description', 'hero', 'id', 'name', 'teammates'])
    expect(fastball.hero).toBe('hulk')
    expect(fastball.teammates.split(',').sort()).toEqual(['the-thing', 'wolverine'])
    const abilities = (await call('/api/heroes/hulk/abilities')).json as { slug: string }[]
    expect(abilities.map((a) => a.slug)).toContain(fastball.bonus)
  })

  it('an unknown hero answers 404 on every hero call', async () => {
    for (const part of ['abilities', 'how-to-win', 'details', 'team-ups']) {
      for (const ref of ['nobody', '999999']) {
        const { status, json } = await call(`/api/heroes/${ref}/${part}`)
        expect(status).toBe(404)
        expect(json).toEqual({ error: 'not_found' })
      }
    }
  })
})

describe('news', () => {
  it('pages through published news newest first, with ISO dates and rendered HTML', async () => {
    const first = (await call('/api/news/5/0')).json as { id: number; created_at: string; html: string; title: string }[]
    const second = (await call('/api/news/5/5')).json as { id: number; created_at: string }[]
    const third = (await call('/api/news/5/10')).json as { id: number }[]
    expect(first).toHaveLength(5)
    expect(second).toHaveLength(5)
    expect(third.length).toBeGreaterThan(0)
    // The spec's four fields stay; issue 14 added the entry page's slug, excerpt, cover and byline.
    expect(Object.keys(first[0]).sort()).toEqual(['author', 'cover_url', 'created_at', 'excerpt', 'html', 'id', 'slug', 'title'])
    expect((first[0] as unknown as { slug: string }).slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    const all = [...first, ...second]
    expect(new Set(all.map((n) => n.id)).size).toBe(10)
    const times = all.map((n) => Date.parse(n.created_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(first[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
    expect(first[0].html).toMatch(/<p>/)
    const offsetThree = (await call('/api/news/2/3')).json as { id: number }[]
    expect(offsetThree.map((n) => n.id)).toEqual([first[3].id, first[4].id])
  })

  it('rejects a bad limit or offset with 400', async () => {
    for (const path of ['/api/news/0/0', '/api/news/51/0', '/api/news/abc/0', '/api/news/5/-1', '/api/news/5/1.5', '/api/news/2.5/0']) {
      const { status, json } = await call(path)
      expect(status, path).toBe(400)
      expect(json).toMatchObject({ error: 'bad_request' })
    }
  })
})

describe('feedback', () => {
  const valid = {
    contact: 'player@example.com',
    message: 'The Royal Palace markers helped a lot.',
    on_page: 'http://localhost/maps',
    browser: 'Chrome',
    device: 'desktop',
    os: 'Linux',
    resolution: '2560x1440',
    referrer: 'direct',
    user_agent: 'Mozilla/5.0',
    timezone: 'Europe/Berlin',
  }

  it('stores feedback with the ip and country from the request, ignoring the client’s', async () => {
    const marker = `Royal Palace ${randomUUID()}`
    const { status, json } = await post(
      '/api/feedback',
      { ...valid, message: marker, ip: '6.6.6.6', country: 'XX' },
      { fingerprint: fresh(), headers: { 'CF-IPCountry': 'de' } },
    )
    expect(status).toBe(201)
    expect(json).toEqual({ ok: true })

    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    const payload = await getPayload({ config })
    const stored = await payload.find({ collection: 'feedback', where: { message: { equals: marker } }, overrideAccess: true })
    expect(stored.docs[0].ip).not.toBe('6.6.6.6')
    expect(stored.docs[0].ip).toBeTruthy()
    expect(stored.docs[0].country).toBe('DE')
    expect(stored.docs[0].onPage).toBe(valid.on_page)
  })

  it('names the field that breaks a limit', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, message: '' }, 'message'],
      [{ ...valid, message: undefined }, 'message'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'message'],
      [{ ...valid, contact: 'x'.repeat(201) }, 'contact'],
      [{ ...valid, os: 'x'.repeat(501) }, 'os'],
      [{ ...valid, browser: 42 }, 'browser'],
    ]
    for (const [body, field] of cases) {
      const { status, json } = await post('/api/feedback', body, { fingerprint: fresh() })
      expect(status).toBe(400)
      expect((json as { message: string }).message).toContain(field)
    }
  })

  it('answers 400 to non-JSON and 413 to a body over 32 KB', async () => {
    expect((await call('/api/feedback', { method: 'POST', body: 'not json', fingerprint: fresh() })).status).toBe(400)
    expect((await post('/api/feedback', [1, 2], { fingerprint: fresh() })).status).toBe(400)
    const big = await post('/api/feedback', { ...valid, message: 'x'.repeat(33 * 1024) }, { fingerprint: fresh() })
    expect(big.status).toBe(413)
    expect(big.json).toMatchObject({ error: 'payload_too_large' })
  })

  it('rate limits a burst per client with 429 and Retry-After', async () => {
    const fingerprint = fresh()
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 12; i++) {
      const response = await post('/api/feedback', { ...valid, message: `burst ${i}` }, { fingerprint })
      statuses.push(response.status)
      if (response.status === 429) retryAfter = response.headers.get('retry-after')
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // Another client is not affected.
    expect((await post('/api/feedback', valid, { fingerprint: fresh() })).status).toBe(201)
  })
})

describe('beta keys', () => {
  it('creates unguessable unique keys and counts successful validations', async () => {
    const a = await post('/api/beta/create', undefined, { fingerprint: fresh() })
    const b = await post('/api/beta/create', undefined, { fingerprint: fresh() })
    expect(a.status).toBe(201)
    const keyA = (a.json as { betaKey: string }).betaKey
    const keyB = (b.json as { betaKey: string }).betaKey
    expect(keyA).toMatch(/^[0-9a-f]{32}$/)
    expect(keyA).not.toBe(keyB)

    const fingerprint = fresh()
    expect((await post('/api/beta/validate', { betaKey: keyA }, { fingerprint })).json).toEqual({ valid: true })
    expect((await post('/api/beta/validate', { betaKey: keyA }, { fingerprint })).json).toEqual({ valid: true })
    expect((await post('/api/beta/validate', { betaKey: 'f'.repeat(32) }, { fingerprint })).json).toEqual({ valid: false })
    expect((await post('/api/beta/validate', { betaKey: 12 }, { fingerprint })).status).toBe(400)

    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    const payload = await getPayload({ config })
    const stored = await payload.find({ collection: 'beta-keys', where: { key: { equals: keyA } }, overrideAccess: true })
    expect(stored.docs[0].validatedCount).toBe(2)
  })
})

describe('any other path under /api', () => {
  it('answers the 404 JSON for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${base}/api/not-a-call/at-all`, { method })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'not_found' })
    }
  })
})

describe('revalidation', () => {
  it('an edit through Payload shows in /api within a second, with no restart', async () => {
    const cmsRest = cmsRestWith(base, await signInAdmin(base))

    const before = (await call('/api/heroes')).json as { id: number; slug: string; nickname: string }[]
    const groot = before.find((h) => h.slug === 'groot')!
    const nickname = `Groot ${randomUUID().slice(0, 6)}`
    const edit = await cmsRest('PATCH', `/heroes/${groot.id}`, { nickname })
    expect(edit.status).toBe(200)

    const editedAt = Date.now()
    let seen = false
    while (Date.now() - editedAt < 1000 && !seen) {
      const heroes = (await call('/api/heroes')).json as { slug: string; nickname: string }[]
      seen = heroes.find((h) => h.slug === 'groot')?.nickname === nickname
    }
    expect(seen).toBe(true)
  })
})

describe('the browser client (src/browser/api-client) against the real server', () => {
  it('signs its calls so the server accepts them', async () => {
    const client = createApiClient({ ...keys, baseUrl: base, fingerprint: () => 'client-test' })
    const heroes = await client.heroes()
    expect(heroes.length).toBeGreaterThanOrEqual(45)
    expect((await client.markers('royal-palace')).length).toBeGreaterThan(0)
    expect(await client.health()).toEqual({ status: 'ok', db: 'ok' })
  })
})
