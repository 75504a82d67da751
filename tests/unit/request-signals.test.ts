/**
 * What scripts/serve.ts records per request (src/observability/request-signals.ts), on a real HTTP server: the
 * request id, one log line, the duration under the route's template and Next's cache answer.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createGuideLogger } from '@/observability/log'
import { guideMetrics } from '@/observability/metrics.mjs'
import { watchRequest } from '@/observability/request-signals'
import { routeLabeller } from '@/observability/route-label'

const lines: Record<string, unknown>[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
    done()
  },
})
const log = createGuideLogger({ LOG_LEVEL: 'info' }, sink)
const routeOf = routeLabeller(['/heroes/[hero]', '/[...unknown]'])
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    watchRequest(request, response, routeOf(request.url ?? ''), { metrics: true, log })
    // Stands where Next's handler answers: a cached hero guide, or a failure.
    if (request.url?.startsWith('/heroes/')) response.setHeader('x-nextjs-cache', 'HIT')
    response.statusCode = request.url?.includes('fail') ? 500 : 200
    response.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The request line of this id, once written (the server writes it when the answer is done). */
async function lineOf(id: string) {
  for (let i = 0; i < 200; i++) {
    const line = lines.find((entry) => entry.reqId === id)
    if (line) return line
    await new Promise((resolve) => setImmediate(resolve))
  }
  throw new Error(`no line for ${id}`)
}

describe('a request, watched', () => {
  it('keeps a well-formed id, logs one line and counts it under its template', async () => {
    const { requestDuration, pageCacheAnswers } = guideMetrics()
    const labels = { route: '/heroes/[hero]', method: 'GET', status_class: '2xx' }
    const countOf = async () => (await requestDuration.get()).values.find((value) => value.metricName === 'guide_http_request_duration_seconds_count' && Object.entries(labels).every(([k, v]) => (value.labels as Record<string, unknown>)[k] === v))?.value ?? 0
    const hitsOf = async () => (await pageCacheAnswers.get()).values.find((value) => value.labels.answer === 'hit')?.value ?? 0
    const [count, hits] = [await countOf(), await hitsOf()]

    const response = await fetch(`${base}/heroes/hulk?token=abc123secret`, { headers: { 'X-Request-Id': 'lb-0123abcd' } })
    await response.text()
    expect(response.headers.get('x-request-id')).toBe('lb-0123abcd')
    const line = await lineOf('lb-0123abcd')
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/heroes/hulk?token=[redacted]', route: '/heroes/[hero]', status: 200, cache: 'HIT', level: 30 })
    expect(await countOf()).toBe(count + 1)
    expect(await hitsOf()).toBe(hits + 1)
  })

  it('makes an id when none or a malformed one comes, and logs a 5xx as an error', async () => {
    const response = await fetch(`${base}/fail`, { headers: { 'X-Request-Id': 'two words' } })
    await response.text()
    const id = response.headers.get('x-request-id')!
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await lineOf(id)).toMatchObject({ route: '/[...unknown]', status: 500, level: 50 })
  })
})
