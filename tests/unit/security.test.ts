/**
 * The pure pieces of issue 13's fixes: the preview redirect check, the edge's first look at a request, the
 * proxy trust setting, the /cms-api error sorting, the same-site check and the headers' content.
 */
import type { IncomingMessage } from 'node:http'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { leafletTextMarkup } from '@/browser/leaflet-text'
import { clientFault, invalidFieldsAnswer } from '@/cms/errors'
import { compileTrust, edgeRefusal, establishClient } from '@/edge/edge'
import { safePreviewPath } from '@/cms/preview'
import { ADMIN_CSP, PUBLIC_CSP, securityHeaders } from '@/edge/security-headers'
import { isSameSite, secureCookies, trustedOrigins } from '@/cms-wiring/site-url'

const leavesSite = (location: string) => new URL(location, 'http://guide.test').host !== 'guide.test'

describe('finding 1: the preview redirect never leaves the site', () => {
  it('refuses dot segments and encoded forms that parse to another host', () => {
    for (const path of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example', '/./\\evil.example', '/.//evil.example/%2e%2e']) {
      const safe = safePreviewPath(path)
      if (safe !== undefined) expect(leavesSite(safe), `${path} -> ${safe}`).toBe(false)
    }
    expect(safePreviewPath('/.//evil.example')).toBeUndefined()
  })

  it('no string at all gives a Location that leaves the site (property)', () => {
    const piece = fc.constantFrom('/', '.', '..', '%2e', '%2f', '\\', 'evil.example', '@', ':', '?', '#', '%', 'http:', '//', '\t')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }).map((parts) => '/' + parts.join('')), (path) => {
        const safe = safePreviewPath(path)
        return safe === undefined || (safe.startsWith('/') && !safe.startsWith('//') && !leavesSite(safe))
      }),
      { seed: 13, numRuns: 2000 },
    )
  })
})

describe('the edge: requests no route can answer', () => {
  it('refuses TRACE, CONNECT and odd verbs with 405', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', undefined]) expect(edgeRefusal(method, '/api/health')?.status).toBe(405)
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(edgeRefusal(method, '/api/health')).toBeUndefined()
  })

  it('refuses writes to pages unless they are server actions (Next.js answers a stray form post with 500)', () => {
    expect(edgeRefusal('POST', '/basics')?.status).toBe(405)
    expect(edgeRefusal('DELETE', '/heroes?role=x')?.status).toBe(405)
    expect(edgeRefusal('POST', '/admin', 'abc123')).toBeUndefined()
    expect(edgeRefusal('POST', '/api/feedback')).toBeUndefined()
    expect(edgeRefusal('PATCH', '/cms-api/news/1')).toBeUndefined()
  })

  it('answers malformed escapes with 400 and a NUL with 404; leaves the query alone', () => {
    for (const path of ['/heroes/%ff', '/maps/yggsgard/royal-palace/%u0041', '/profiles/%', '/_next/static/%ff', '/api/maps/%ff/markers']) {
      expect(edgeRefusal('GET', path)?.status, path).toBe(400)
    }
    expect(edgeRefusal('GET', '/api/heroes/a%00b/details')?.status).toBe(404)
    expect(edgeRefusal('GET', '/maps/yggsgard/a%00b/hero.webp')?.status).toBe(404)
    expect(edgeRefusal('OPTIONS', '/maps/./hero.webp')?.status).toBe(400)
    expect(edgeRefusal('GET', '/news/%2e%2e/heroes')?.status).toBe(400)
    expect(edgeRefusal('GET', '/heroes/hulk?x=%ff')).toBeUndefined()
    expect(edgeRefusal('GET', '/heroes/%C3%A9')).toBeUndefined()
  })
})

function fakeRequest(remoteAddress: string, headers: Record<string, string>) {
  return { headers: { ...headers }, socket: { remoteAddress }, connection: { remoteAddress } } as unknown as IncomingMessage
}

describe('finding 5: which proxy headers are believed', () => {
  const forged = { 'x-forwarded-for': '8.8.8.8', 'cf-ipcountry': 'KP', 'x-guide-client-ip': '1.2.3.4', 'x-guide-country': 'KP', 'x-forwarded-host': 'evil.example' }

  it('trusts nobody by default: the socket address, no country, no forwarded host', () => {
    const request = fakeRequest('203.0.113.9', forged)
    establishClient(request, compileTrust(undefined), ['cf-ipcountry'])
    expect(request.headers['x-guide-client-ip']).toBe('203.0.113.9')
    expect(request.headers['x-guide-country']).toBeUndefined()
    expect(request.headers['x-forwarded-for']).toBeUndefined()
    expect(request.headers['x-forwarded-host']).toBeUndefined()
  })

  it('believes a listed proxy, and only as far as the chain is trusted', () => {
    const request = fakeRequest('10.0.0.2', { 'x-forwarded-for': '8.8.8.8, 198.51.100.7', 'cf-ipcountry': 'de' })
    establishClient(request, compileTrust('10.0.0.0/8'), ['cf-ipcountry'])
    // 198.51.100.7 is the first address the trusted proxy did not vouch for.
    expect(request.headers['x-guide-client-ip']).toBe('198.51.100.7')
    expect(request.headers['x-guide-country']).toBe('de')
  })

  it('a hop count trusts that many proxies', () => {
    const request = fakeRequest('10.0.0.2', { 'x-forwarded-for': '8.8.8.8, 198.51.100.7' })
    establishClient(request, compileTrust('2'), [])
    expect(request.headers['x-guide-client-ip']).toBe('8.8.8.8')
    const untrusted = fakeRequest('203.0.113.9', { 'x-forwarded-for': '8.8.8.8' })
    establishClient(untrusted, compileTrust('loopback'), [])
    expect(untrusted.headers['x-guide-client-ip']).toBe('203.0.113.9')
  })
})

describe('finding 4: /cms-api errors sorted into bad input and faults', () => {
  const pg = (code: string) => Object.assign(new Error('Failed query: select ...'), { name: 'DrizzleQueryError', cause: Object.assign(new Error('x'), { code }) })

  it('data exceptions, malformed JSON and forms are the client’s', () => {
    expect(clientFault(pg('22P02'))?.status).toBe(400) // "abc" as an integer
    expect(clientFault(pg('22003'))?.status).toBe(400) // out of range
    expect(clientFault(pg('22021'))?.status).toBe(400) // NUL
    expect(clientFault(pg('2201X'))?.status).toBe(400) // negative offset
    expect(clientFault(pg('42804'))?.status).toBe(400) // a list as LIMIT: "must be type bigint, not type record"
    expect(clientFault(pg('42846'))?.status).toBe(400) // cannot cast
    expect(clientFault(new SyntaxError('Unexpected token'))?.status).toBe(400)
    expect(clientFault(new Error('Unexpected end of form'))?.status).toBe(400)
    expect(clientFault(new Error('Request is not eligible for file upload'))?.status).toBe(400)
    const queryCrash = new TypeError('adapter.operators[queryOperator] is not a function')
    queryCrash.stack = 'TypeError: x\n    at parseParams (file:///app/node_modules/@payloadcms/drizzle/dist/queries/parseParams.js:334:82)'
    expect(clientFault(queryCrash)?.status).toBe(400)
  })

  it('connection loss, missing tables and plain bugs stay server faults', () => {
    expect(clientFault(pg('08006'))).toBeUndefined()
    expect(clientFault(pg('42P01'))).toBeUndefined()
    expect(clientFault(new TypeError('Cannot read properties of undefined'))).toBeUndefined()
    expect(clientFault('not an error')).toBeUndefined()
  })

  it('invalid fields are answered with each field’s error, which the admin marks them by', () => {
    const data = { collection: 'hero-abilities', errors: [{ path: 'name', message: 'This field is required.' }] }
    const invalid = Object.assign(new Error('The following field is invalid: Name'), { name: 'ValidationError', status: 400, data })
    // What Payload answers when its class test misses: the message alone.
    expect(invalidFieldsAnswer(invalid, { errors: [{ message: invalid.message }] })).toEqual({
      status: 400,
      response: { errors: [{ name: 'ValidationError', data, message: invalid.message }] },
    })
    // Payload's own complete answer stands; other errors are not touched.
    expect(invalidFieldsAnswer(invalid, { errors: [{ name: 'ValidationError', data, message: invalid.message }] })).toBeUndefined()
    expect(invalidFieldsAnswer(Object.assign(new Error('x'), { name: 'APIError', status: 400, data }), undefined)).toBeUndefined()
  })
})

describe('finding 8: same-site writes', () => {
  const request = (host: string) => new Request('http://internal/cms-api/news', { method: 'POST', headers: { host } })

  it('accepts the site and the host asked; refuses others and opaque origins', () => {
    expect(isSameSite('http://127.0.0.1:3000', request('127.0.0.1:3000'), {})).toBe(true)
    expect(isSameSite('https://guide.example', request('internal:3000'), { GUIDE_SITE_URL: 'https://guide.example' })).toBe(true)
    expect(isSameSite('https://evil.example', request('127.0.0.1:3000'), {})).toBe(false)
    expect(isSameSite('null', request('127.0.0.1:3000'), {})).toBe(false)
  })

  it('the CSRF list and the Secure cookie follow GUIDE_SITE_URL', () => {
    expect(trustedOrigins({ GUIDE_SITE_URL: 'https://guide.example/' })).toEqual(['https://guide.example'])
    expect(trustedOrigins({ PORT: '4000' })).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000'])
    expect(secureCookies({ GUIDE_SITE_URL: 'https://guide.example' })).toBe(true)
    expect(secureCookies({ GUIDE_SITE_URL: 'http://localhost:3000' })).toBe(false)
  })
})

describe('finding 9: the header set', () => {
  it('has no nonce (cached pages), forbids framing by others, plugins and foreign scripts', () => {
    for (const csp of [PUBLIC_CSP, ADMIN_CSP]) {
      expect(csp).not.toContain('nonce-')
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'self'")
      expect(csp).toMatch(/script-src 'self'/)
      expect(csp).not.toMatch(/script-src[^;]*(https?:|\*)/)
      // Issue 43: no inline event handler runs, whatever markup reaches a page.
      expect(csp.split('; ')).toContain("script-src-attr 'none'")
    }
    expect(PUBLIC_CSP).toContain("frame-ancestors 'self'")
    expect(ADMIN_CSP).toContain("frame-ancestors 'none'")
    const all = securityHeaders()[0].headers.map((header) => header.key)
    expect(all).toEqual(expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security', 'X-Frame-Options', 'Content-Security-Policy']))
  })
})

describe('issue 43: editors’ text in Leaflet', () => {
  it('a shared div icon’s markup holds the text escaped, never as tags or attributes', () => {
    expect(leafletTextMarkup(`<img src=x onerror="a('b')">&`)).toBe('<span>&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;</span>')
    expect(leafletTextMarkup(7)).toBe('<span>7</span>')
  })
})
