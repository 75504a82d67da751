/**
 * Issue 13, finding by finding, against the real app over HTTP (tests/int/global-setup.ts: `npm start` with
 * loopback trusted as a proxy, so X-Forwarded-For stands for the client), and /cms-api in process where the
 * log is watched. Findings 6 (access) and the fuzz suite have their own files.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'

import { SIGN_IN_FAILED } from '@/api/cms-rest'
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@/seed'

import { startAppServer, type AppServer } from '../support/app-server'
import { cms, signIn } from '../support/cms-rest'
import { leavesSite, rawRequest, signedHeaders } from '../support/raw-http'

const base = inject('appUrl')
let payload: Payload
let run = 0
/** A client address of its own for each use, so budgets of one test never touch another's. */
const address = () => `10.13.${Math.floor(Math.random() * 250)}.${(run++ % 250) + 1}`
const json = (body: string) => JSON.parse(body) as Record<string, unknown>

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('finding 1: /preview never redirects off the site', () => {
  const offSite = ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/.%2f/evil.example', '/./\\evil.example', '//evil.example']

  it.each(offSite)('/preview/exit?path=%s stays on the site', async (target) => {
    const response = await rawRequest(base, 'GET', `/preview/exit?path=${encodeURIComponent(target)}`)
    expect(response.status).toBe(307)
    expect(leavesSite(base, response.headers.location), String(response.headers.location)).toBe(false)
    expect(String(response.headers.location).startsWith('//')).toBe(false)
  })

  it('/preview with the secret never redirects off the site either', async () => {
    const secret = JSON.parse(fs.readFileSync(path.join(inject('dataDir'), 'secrets.json'), 'utf8')).PREVIEW_SECRET
    for (const target of offSite) {
      const response = await rawRequest(base, 'GET', `/preview?secret=${secret}&path=${encodeURIComponent(target)}`)
      // 400 for a path that parses off the site; 403 (no staff session) for "/.%2f/evil.example", a path on the site.
      expect([400, 403], target).toContain(response.status)
      expect(leavesSite(base, response.headers.location), target).toBe(false)
    }
  })
})

describe('finding 2: /api answers client input with 4xx JSON', () => {
  it('a malformed CSRF cookie is a 403, not a 500', async () => {
    const response = await rawRequest(base, 'POST', '/api/beta/validate', {
      headers: { ...signedHeaders('/api/beta/validate'), 'Content-Type': 'application/json', Cookie: 'guide_csrf=%', 'X-Forwarded-For': address() },
      body: JSON.stringify({ betaKey: 'x' }),
    })
    expect(response.status).toBe(403)
    expect(json(response.body).error).toBe('forbidden')
  })

  it.each(['/api/maps/%ff/markers', '/api/news/5/%ff'])('a malformed escape in %s is a 400', async (target) => {
    const response = await rawRequest(base, 'GET', target, { headers: signedHeaders(target) })
    expect(response.status).toBe(400)
    expect(json(response.body).error).toBe('bad_request')
  })

  it.each(['/api/health', '/api/heroes'])('TRACE %s is a 405 with JSON', async (target) => {
    const response = await rawRequest(base, 'TRACE', target)
    expect(response.status).toBe(405)
    expect(json(response.body).error).toBe('method_not_allowed')
  })

  it('a NUL in a slug is a 404', async () => {
    const target = '/api/heroes/a%00b/details'
    const response = await rawRequest(base, 'GET', target, { headers: signedHeaders(target) })
    expect(response.status).toBe(404)
    expect(json(response.body).error).toBe('not_found')
  })

  it('a wrong method on a defined call is a 405 with JSON and Allow', async () => {
    const response = await rawRequest(base, 'POST', '/api/heroes', { headers: signedHeaders('/api/heroes') })
    expect(response.status).toBe(405)
    expect(response.headers['content-type']).toContain('application/json')
    expect(json(response.body).error).toBe('method_not_allowed')
    expect(response.headers.allow).toContain('GET')
    const get = await rawRequest(base, 'GET', '/api/feedback')
    expect(get.status).toBe(405)
    expect(json(get.body).error).toBe('method_not_allowed')
  })
})

describe('finding 3: pages and fixed image addresses', () => {
  it.each(['/heroes/%ff', '/maps/yggsgard/royal-palace/%u0041', '/profiles/%', '/_next/static/%ff'])('%s is a 400', async (target) => {
    expect((await rawRequest(base, 'GET', target)).status).toBe(400)
  })

  it('a NUL in a fixed image address is a 404', async () => {
    expect((await rawRequest(base, 'GET', '/maps/yggsgard/a%00b/hero.webp')).status).toBe(404)
  })
})

describe('finding 4: /cms-api answers bad input with 400/404 JSON and one log line', () => {
  let adminToken: string
  beforeAll(async () => {
    adminToken = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)
  })

  const cases: [string, string, number][] = [
    ['GET', '/maps/abc', 400],
    ['GET', '/maps/99999999999999999999999', 400],
    ['GET', '/maps?where[id][in]=a,b', 400],
    ['GET', '/maps?page=-1', 400],
    ['GET', '/maps?where=x', 400],
    ['GET', '/maps?where[slug][near]=x', 400],
    ['GET', '/maps?where[slug][equals]=a%00b', 400],
    ['GET', '/media/file/does-not-exist.webp', 404],
  ]

  it.each(cases)('%s %s', async (method, target, status) => {
    const errors = vi.spyOn(payload.logger, 'error')
    const infos = vi.spyOn(payload.logger, 'info')
    try {
      const response = await cms(method as 'GET', target)
      expect(response.status, JSON.stringify(response.body)).toBe(status)
      expect(Array.isArray(response.body.errors)).toBe(true)
      expect(errors).not.toHaveBeenCalled()
      expect(infos.mock.calls.length).toBeLessThanOrEqual(1)
    } finally {
      errors.mockRestore()
      infos.mockRestore()
    }
  })

  it('DELETE /payload-preferences/{key} by the admin works, and an unknown key is a 404', async () => {
    const key = `test-pref-${randomUUID()}`
    expect((await cms('POST', `/payload-preferences/${key}`, { token: adminToken, body: { value: { open: true } } })).status).toBe(200)
    expect((await cms('DELETE', `/payload-preferences/${key}`, { token: adminToken })).status).toBe(200)
    expect((await cms('DELETE', `/payload-preferences/${key}`, { token: adminToken })).status).toBe(404)
    expect((await cms('DELETE', '/payload-preferences/x', { token: adminToken })).status).toBe(404)
  })

  it.each(['/cms-api/users/login', '/cms-api/users/forgot-password', '/cms-api/news', '/cms-api/media'])(
    'a malformed multipart body to %s is a 400',
    async (target) => {
      const response = await rawRequest(base, 'POST', target, {
        headers: { 'Content-Type': 'multipart/form-data; boundary=zzz', 'X-Forwarded-For': address() },
        body: '--zzz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"email":',
      })
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    },
  )
})

describe('finding 5: limits and stored ip/country cannot be forged', () => {
  let direct: AppServer
  let db: pg.Client

  beforeAll(async () => {
    // The same app with no proxy trusted (the default), and an https site address for the cookie check below.
    direct = await startAppServer({
      DATABASE_URL: inject('databaseUrl'),
      PAYLOAD_SECRET: inject('payloadSecret'),
      GUIDE_DATA_DIR: inject('dataDir'),
      GUIDE_SITE_URL: 'https://guide.test',
    })
    db = new pg.Client({ connectionString: inject('databaseUrl') })
    await db.connect()
  }, 300_000)
  afterAll(async () => {
    await db?.end()
    await direct?.stop()
  })

  /** This file's earlier calls may have spent loopback's budgets; start each check from a full one. */
  const resetLoopback = () => db.query(`DELETE FROM api_rate_limits WHERE key LIKE '%127.0.0.1'`)

  const forged = () => ({ 'X-Forwarded-For': '8.8.8.8', 'X-Real-IP': '8.8.4.4', 'CF-IPCountry': 'KP', 'X-Guide-Client-Ip': '1.1.1.1', 'X-Guide-Country': 'KP' })

  it('stores the socket address and no country when no proxy is trusted', async () => {
    await resetLoopback()
    const message = `forged ${randomUUID()}`
    const response = await rawRequest(direct.url, 'POST', '/api/feedback', {
      headers: { ...signedHeaders('/api/feedback'), 'Content-Type': 'application/json', ...forged() },
      body: JSON.stringify({ message, on_page: '/maps' }),
    })
    expect(response.status).toBe(201)
    const stored = await payload.find({ collection: 'feedback', where: { message: { equals: message } }, overrideAccess: true })
    expect(stored.docs[0].ip).toMatch(/127\.0\.0\.1|::1/)
    expect(stored.docs[0].country ?? null).toBeNull()
  })

  it('rotating X-Forwarded-For and the fingerprint buys nothing: 10 of 25 accepted', async () => {
    await resetLoopback()
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) {
      const response = await rawRequest(direct.url, 'POST', '/api/feedback', {
        headers: { ...signedHeaders('/api/feedback'), 'Content-Type': 'application/json', 'X-Forwarded-For': `9.9.9.${i}`, 'X-App-Fingerprint': `fp-${i}-${randomUUID()}` },
        body: JSON.stringify({ message: `rotating ${i}` }),
      })
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(15)
  })

  it('beta keys have a budget of their own: 5 an hour', async () => {
    await resetLoopback()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      statuses.push((await rawRequest(direct.url, 'POST', '/api/beta/create', { headers: { ...signedHeaders('/api/beta/create'), 'X-App-Fingerprint': `fp-${randomUUID()}` } })).status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
  })

  it('finding 9: with an https site address the session cookie is Secure', async () => {
    await resetLoopback()
    const login = await rawRequest(direct.url, 'POST', '/cms-api/users/login', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const cookie = (login.headers['set-cookie'] ?? []).find((line) => line.startsWith('payload-token='))
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
  })
})

describe('finding 7: sign-in throttling and one answer', () => {
  const login = (email: string, password: string, ip: string) =>
    rawRequest(base, 'POST', '/cms-api/users/login', {
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ email, password }),
    })

  let email: string
  const password = 'throttle-test-password'
  beforeAll(async () => {
    email = `lock-${randomUUID()}@security.test`
    await payload.create({ collection: 'users', data: { email, password, role: 'author' }, overrideAccess: true })
  })

  it('unknown account, wrong password and a locked account get the same answer', async () => {
    const unknown = await login(`nobody-${randomUUID()}@security.test`, 'whatever', address())
    const wrong = await login(email, 'wrong', address())
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(json(unknown.body)).toEqual({ errors: [{ message: SIGN_IN_FAILED }] })
    expect(json(wrong.body)).toEqual(json(unknown.body))
  })

  it('five wrong passwords do not lock the account', async () => {
    const ip = address()
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong', ip)).status).toBe(401)
    expect((await login(email, password, address())).status).toBe(200)
  })

  it('one address gets 10 attempts per 15 minutes, then 429 even with the right password', async () => {
    const ip = address()
    for (let i = 0; i < 10; i++) expect((await login(email, 'wrong', ip)).status).toBe(401)
    const throttled = await login(email, password, ip)
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
    // Another address still signs in: one address cannot lock anybody out.
    expect((await login(email, password, address())).status).toBe(200)
  })

  it('the account locks after 20 failures from several addresses, and says nothing more', async () => {
    const victim = `victim-${randomUUID()}@security.test`
    await payload.create({ collection: 'users', data: { email: victim, password, role: 'author' }, overrideAccess: true })
    for (const ip of [address(), address()]) for (let i = 0; i < 10; i++) expect((await login(victim, 'wrong', ip)).status).toBe(401)
    const locked = await login(victim, password, address())
    expect(locked.status).toBe(401)
    expect(json(locked.body)).toEqual({ errors: [{ message: SIGN_IN_FAILED }] })
  })
})

describe('finding 8: cookie-authenticated writes from other sites', () => {
  let cookie: string
  // A complete entry (drafts are validated too): the body of a seeded one, so only the origin decides.
  let body: unknown
  beforeAll(async () => {
    body = (await payload.find({ collection: 'news', limit: 1, depth: 0, overrideAccess: true })).docs[0].body
    const email = `csrf-${randomUUID()}@security.test`
    await payload.create({ collection: 'users', data: { email, password: 'csrf-editor-password', role: 'editor' }, overrideAccess: true })
    cookie = `payload-token=${await signIn(email, 'csrf-editor-password')}`
  })

  const postNews = (title: string, headers: Record<string, string>) => {
    const boundary = `b${randomUUID().replace(/-/g, '')}`
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify({ title, body, _status: 'draft' })}\r\n--${boundary}--\r\n`
    return rawRequest(base, 'POST', '/cms-api/news?draft=true', {
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Cookie: cookie, 'X-Forwarded-For': address(), ...headers },
      body: form,
    })
  }
  const count = async (title: string) => (await payload.count({ collection: 'news', where: { title: { equals: title } }, overrideAccess: true })).totalDocs

  it('refuses a foreign Origin and a cross-site fetch without one', async () => {
    const foreign = `csrf ${randomUUID()}`
    expect((await postNews(foreign, { Origin: 'https://evil.example' })).status).toBe(403)
    expect((await postNews(foreign, { Origin: 'null' })).status).toBe(403)
    expect((await postNews(foreign, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect(await count(foreign)).toBe(0)
  })

  it('accepts the same write from the site itself', async () => {
    const own = `same-site ${randomUUID()}`
    const response = await postNews(own, { Origin: base, 'Sec-Fetch-Site': 'same-origin' })
    expect(response.status, response.body).toBe(201)
    expect(await count(own)).toBe(1)
  })
})

describe('finding 9: security headers on a page, an /api answer, a media file and /admin', () => {
  const expectCommon = (headers: Record<string, string | string[] | undefined>, what: string) => {
    expect(headers['x-content-type-options'], what).toBe('nosniff')
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], what).toContain('camera=()')
    expect(headers['strict-transport-security'], what).toMatch(/max-age=\d+/)
    expect(headers['content-security-policy'], what).toMatch(/frame-ancestors '(self|none)'/)
    expect(headers['x-frame-options'], what).toMatch(/SAMEORIGIN|DENY/)
    expect(headers['x-powered-by'], what).toBeUndefined()
  }

  it('a page', async () => {
    const page = await rawRequest(base, 'GET', '/heroes')
    expect(page.status).toBe(200)
    expectCommon(page.headers, 'page')
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(page.headers['content-security-policy']).not.toContain('nonce-')
    // No colour-scheme hint asked for: Critical-CH would make Chromium fetch a first visit's page twice.
    expect(page.headers['critical-ch']).toBeUndefined()
    expect(page.headers['accept-ch']).toBeUndefined()
    expect(String(page.headers.vary ?? '')).not.toMatch(/sec-ch-/i)
  })

  it('an /api answer', async () => {
    const answer = await rawRequest(base, 'GET', '/api/heroes', { headers: signedHeaders('/api/heroes') })
    expect(answer.status).toBe(200)
    expectCommon(answer.headers, 'api')
    expect(answer.headers['content-security-policy']).toContain('sandbox')
  })

  it('a media file', async () => {
    const avatar = await rawRequest(base, 'GET', '/heroes/avatars/hulk.webp')
    expect(avatar.status).toBe(302)
    expectCommon(avatar.headers, 'fixed image address')
    const file = await rawRequest(base, 'GET', String(avatar.headers.location))
    expect(file.status).toBe(200)
    expect(file.headers['content-type']).toContain('image/')
    expectCommon(file.headers, 'media file')
    expect(file.headers['content-security-policy']).toContain('sandbox')
  })

  it('/admin', async () => {
    const admin = await rawRequest(base, 'GET', '/admin/login')
    expect(admin.status).toBe(200)
    expectCommon(admin.headers, 'admin')
    expect(admin.headers['x-frame-options']).toBe('DENY')
    expect(admin.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    // Payload's admin draws the visitor's theme from this hint, so it still asks for it.
    expect(admin.headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(admin.headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
