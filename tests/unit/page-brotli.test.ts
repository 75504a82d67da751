import { createServer, ServerResponse, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { answerWithBrotli, brotliCache, prefersBrotli } from '@/edge/page-brotli'

const page = `<!DOCTYPE html><html><body>${'<p>Hold the point with the tank in front.</p>'.repeat(200)}</body></html>`

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A real HTTP server whose handler writes like Next's: headers set, then the body, in one piece or several. */
async function serve(handler: RequestListener, cache = brotliCache()) {
  server = createServer((request, response) => {
    answerWithBrotli(request, response, cache)
    handler(request, response)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { cache, get: (acceptEncoding?: string) => fetchRaw(port, acceptEncoding) }
}

/** The raw bytes and headers, undecoded (fetch would decode them). */
async function fetchRaw(port: number, acceptEncoding?: string) {
  const { request } = await import('node:http')
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; seenEncoding?: string }>((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/maps', headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('prefersBrotli', () => {
  it('takes GETs whose Accept-Encoding likes brotli at least as much as gzip', () => {
    expect(prefersBrotli('GET', 'gzip, deflate, br')).toBe(true)
    expect(prefersBrotli('GET', 'gzip, deflate, br, zstd')).toBe(true)
    expect(prefersBrotli('GET', 'br;q=0.5, gzip')).toBe(false)
    expect(prefersBrotli('GET', 'gzip')).toBe(false)
    expect(prefersBrotli('GET', 'br;q=0, gzip')).toBe(false)
    expect(prefersBrotli('GET', undefined)).toBe(false)
    expect(prefersBrotli('HEAD', 'br')).toBe(false)
    expect(prefersBrotli('POST', 'br')).toBe(false)
  })
})

describe('answerWithBrotli', () => {
  it('sends a page as brotli that decodes to the page, with Vary, and hides Accept-Encoding from the handler', async () => {
    let seen: string | undefined
    const { get } = await serve((request, response) => {
      seen = request.headers['accept-encoding']
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Vary', 'RSC')
      response.write(page.slice(0, 500))
      response.end(page.slice(500))
    })
    const answer = await get('gzip, deflate, br')
    expect(seen).toBe('identity')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.vary).toBe('RSC, Accept-Encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.body.length).toBeLessThan(page.length / 10)
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(page)
  })

  it('holds the headers a handler flushes before its body until the body is compressed', async () => {
    const json = `<!DOCTYPE html><html>${Array.from({ length: 200 }, (_, id) => `<p id="${id}">A health pack behind the pillar.</p>`).join('')}</html>`
    const { get } = await serve((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.flushHeaders()
      response.write(json.slice(0, 1000))
      response.end(json.slice(1000))
    })
    const answer = await get('gzip, deflate, br')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(json)
    const plain = await get('gzip')
    expect(plain.body.toString()).toBe(json)
  })

  it('compresses a streamed page: headers flushed, then writeHead again with the status alone on the first write', async () => {
    // What a page rendered per request (/search) meets: Next flushes the headers, then its compression middleware
    // calls writeHead(statusCode) on the first write. That second call once sent the headers, so the page went plain.
    const { get } = await serve((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.writeHead(200, { 'X-Guide': 'share' })
      response.flushHeaders()
      response.writeHead(response.statusCode)
      response.write(page.slice(0, 1000))
      response.write(page.slice(1000, 2000))
      response.end(page.slice(2000))
    })
    const answer = await get('gzip, deflate, br')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['x-guide']).toBe('share')
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(page)
  })

  it('sends the plain page when its headers went out past the wrapper before the body was whole', async () => {
    const { get } = await serve((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.write(page.slice(0, 1000))
      ServerResponse.prototype.writeHead.call(response, 200)
      response.end(page.slice(1000))
    })
    const answer = await get('gzip, deflate, br')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString()).toBe(page)
  })

  it('compresses a body it has seen twice at most twice, however often it is asked for', async () => {
    const { get, cache } = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(page)
    })
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await get('br'))
    expect(cache.compressions).toBe(2)
    for (const answer of answers) expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(page)
  })

  it('leaves gzip clients, images, encoded answers and small bodies as the handler sent them', async () => {
    const { get } = await serve((request, response) => {
      const kind = request.headers['x-kind']
      response.setHeader('Content-Type', kind === 'image' ? 'image/png' : 'text/html')
      response.end(page)
    })
    const asGzip = await get('gzip')
    expect(asGzip.headers['content-encoding']).toBeUndefined()
    expect(asGzip.body.toString()).toBe(page)
    const plain = await get()
    expect(plain.body.toString()).toBe(page)
  })

  it('leaves a route handler’s JSON to Next', async () => {
    const json = JSON.stringify({ markers: Array.from({ length: 200 }, (_, id) => ({ id, description: 'A health pack behind the pillar.' })) })
    const { get } = await serve((_request, response) => {
      response.setHeader('Content-Type', 'application/json')
      response.flushHeaders()
      response.end(json)
    })
    const answer = await get('br')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString()).toBe(json)
  })

  it('passes non-text answers through untouched', async () => {
    const png = Buffer.alloc(4096, 7)
    const { get } = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png' })
      response.end(png)
    })
    const answer = await get('br')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.equals(png)).toBe(true)
  })
})
