/**
 * What a browser downloads for a page's scripts and styles (src/startup/precompressed.ts): against the real app
 * (`npm start`, tests/int/global-setup.ts), which `npm run build` left with brotli copies beside the originals.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { COMPILE_HINT } from '@/startup/compile-hints'

import { rawRequest, type RawResponse } from '../support/raw-http'

const base = inject('appUrl')
/** What Chromium sends (over http on this machine too). */
const CHROMIUM = 'gzip, deflate, br, zstd'

let assets: string[]

beforeAll(async () => {
  const page = await rawRequest(base, 'GET', '/maps')
  expect(page.status).toBe(200)
  assets = [...new Set([...page.body.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+\.(?:js|css))"/g)].map(([, url]) => url))]
  expect(assets.some((url) => url.endsWith('.js'))).toBe(true)
  expect(assets.some((url) => url.endsWith('.css'))).toBe(true)
})

const get = (url: string, acceptEncoding?: string, method = 'GET') =>
  rawRequest(base, method, url, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } })

/** The headers two answers for one file must share whatever their encoding. */
const sharedHeaders = ({ headers }: RawResponse) => ({
  type: headers['content-type'],
  cache: headers['cache-control'],
  csp: headers['content-security-policy'],
  sniff: headers['x-content-type-options'],
  frame: headers['x-frame-options'],
})

describe('a page’s scripts and styles', () => {
  it('come as brotli to a browser that accepts it, the same bytes and headers as gzip, and much smaller', async () => {
    let gzipTotal = 0
    let brotliTotal = 0
    for (const url of assets) {
      const [brotli, gzip, plain] = await Promise.all([get(url, CHROMIUM), get(url, 'gzip'), get(url)])
      expect(plain.headers['content-encoding'], url).toBeUndefined()
      if (plain.bytes.length < 1024) continue
      expect([brotli.status, gzip.status], url).toEqual([200, 200])
      expect(brotli.headers['content-encoding'], url).toBe('br')
      expect(gzip.headers['content-encoding'], url).toBe('gzip')
      expect(String(brotli.headers.vary), url).toMatch(/accept-encoding/i)
      expect(zlib.brotliDecompressSync(brotli.bytes).equals(plain.bytes), url).toBe(true)
      expect(zlib.gunzipSync(gzip.bytes).equals(plain.bytes), url).toBe(true)
      expect(Number(brotli.headers['content-length']), url).toBe(brotli.bytes.length)
      expect(sharedHeaders(brotli), url).toEqual(sharedHeaders(gzip))
      expect(brotli.headers['cache-control'], url).toContain('immutable')
      gzipTotal += gzip.bytes.length
      brotliTotal += brotli.bytes.length
    }
    // Brotli at its highest quality against Next's gzip: about 14 % smaller on this page's files.
    expect(brotliTotal).toBeLessThan(gzipTotal * 0.92)
  })

  it('come as gzip where brotli is refused or liked less, and as they are where nothing is accepted', async () => {
    const url = assets.find((each) => each.endsWith('.js'))!
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'br;q=0.5, gzip', 'gzip, br;q=0.9']) {
      expect((await get(url, acceptEncoding)).headers['content-encoding'], acceptEncoding).toBe('gzip')
    }
    for (const acceptEncoding of ['br', 'gzip;q=0.5, br', '*']) {
      expect((await get(url, acceptEncoding)).headers['content-encoding'], acceptEncoding).toBe('br')
    }
    expect((await get(url, 'identity')).headers['content-encoding']).toBeUndefined()
  })

  it('answer HEAD and a revalidation like the original', async () => {
    const url = assets.find((each) => each.endsWith('.css'))!
    const full = await get(url, CHROMIUM)
    const head = await get(url, CHROMIUM, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.bytes.length).toBe(0)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-length']).toBe(full.headers['content-length'])
    const again = await rawRequest(base, 'GET', url, { headers: { 'Accept-Encoding': CHROMIUM, 'If-None-Match': String(full.headers.etag) } })
    expect(again.status).toBe(304)
  })

  it('start, for the framework’s start-up scripts only, with V8’s compile hint, in every encoding', async () => {
    // The build the app serves (tests/support/app-server.ts starts it in this folder).
    const manifest = JSON.parse(fs.readFileSync(path.join('.next', 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] }
    const startUp = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`))
    const scripts = assets.filter((url) => url.endsWith('.js'))
    expect(scripts.filter((url) => startUp.has(url))).toHaveLength(startUp.size)
    expect(scripts.some((url) => !startUp.has(url))).toBe(true)
    for (const url of scripts) {
      const [brotli, plain] = await Promise.all([get(url, CHROMIUM), get(url)])
      const firstLine = (bytes: Buffer) => bytes.toString('utf8').split('\n', 1)[0]
      expect(firstLine(plain.bytes) === COMPILE_HINT, url).toBe(startUp.has(url))
      if (brotli.headers['content-encoding'] === 'br') expect(firstLine(zlib.brotliDecompressSync(brotli.bytes)), url).toBe(firstLine(plain.bytes))
    }
  })
})
