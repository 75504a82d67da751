import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerOutage, databaseRecentlyUnreachable, isDatabaseUnreachable, noteIfDatabaseUnreachable, OUTAGE_RETRY_SECONDS } from '@/edge/outage'

describe('isDatabaseUnreachable', () => {
  it('knows a refused connection, a terminated one and a shutdown, also as the cause of a query error', () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: Object.assign(new Error('terminating connection'), { code: '57P01' }) }))).toBe(true)
  })
  it('does not take a bad query or a bug for an outage', () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('invalid input syntax'), { code: '22P02' }))).toBe(false)
    expect(isDatabaseUnreachable(new TypeError('x is not a function'))).toBe(false)
    expect(isDatabaseUnreachable(undefined)).toBe(false)
  })
})

describe('answerOutage (the web server during an outage)', () => {
  let server: http.Server
  let base: string
  beforeAll(async () => {
    // As Next.js answers: status and headers set on the response, then the body written in parts.
    server = http.createServer((request, response) => {
      answerOutage(request, response)
      const failing = request.url?.startsWith('/fail')
      response.statusCode = failing ? 500 : 200
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Cache-Control', failing ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300')
      response.write('<html><body>')
      response.end(failing ? 'Internal Server Error</body></html>' : 'A page</body></html>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('leaves answers alone while the database is reachable', async () => {
    // (No outage has been noted in this process yet.)
    expect(databaseRecentlyUnreachable()).toBe(false)
    const failed = await fetch(`${base}/fail`)
    expect(failed.status).toBe(500)
    expect(await failed.text()).toContain('Internal Server Error')
    expect((await fetch(`${base}/page`)).headers.get('cache-control')).toContain('s-maxage=60')
  })

  it('during an outage: 503 with Retry-After and a page of its own for a 500, brief shared caching for a 200', async () => {
    expect(noteIfDatabaseUnreachable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true)
    const failed = await fetch(`${base}/fail`)
    expect(failed.status).toBe(503)
    expect(failed.headers.get('retry-after')).toBe(String(OUTAGE_RETRY_SECONDS))
    expect(failed.headers.get('cache-control')).toBe('no-store')
    const body = await failed.text()
    expect(body).toContain('Back in a moment')
    expect(body).not.toContain('Internal Server Error')

    const page = await fetch(`${base}/page`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${OUTAGE_RETRY_SECONDS}`)
    expect(await page.text()).toContain('A page')
  })
})
