/**
 * Pages from Next's cache, against the real app (tests/int/global-setup.ts): what Cache-Control each kind of
 * answer carries, that a publish reaches the cached page within a second, that drafts stay out of the shared
 * cache, what search engines find, and that made-up slugs add nothing to the cache.
 */
import fs from 'node:fs'
import path from 'node:path'

import pLimit from 'p-limit'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { IMMUTABLE_CACHE_CONTROL, MEDIA_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, SIGNED_API_CACHE_CONTROL } from '@/cache/cache-policy'
import { slugify } from '@/rules/slugs'

import { cmsRestWith, type CmsRestCall, signInAdmin } from '../support/app-admin'
import { rawRequest, signedHeaders as signedFor } from '../support/raw-http'

const base = inject('appUrl')
const stamp = Date.now().toString(36)
let adminToken: string
let cmsRest: CmsRestCall
let previewSecret: string

const signedHeaders = (pathname: string) => signedFor(pathname, { fingerprint: 'cache-test' })
const get = (pathname: string, headers: Record<string, string> = {}) => fetch(new URL(pathname, base), { redirect: 'manual', headers })

/** Polls a page until it shows `text`; returns how long that took. */
async function msUntilShown(pathname: string, text: string, limitMs = 5000) {
  const start = Date.now()
  while (Date.now() - start < limitMs) {
    if ((await (await get(pathname)).text()).includes(text)) return Date.now() - start
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Number.POSITIVE_INFINITY
}

/** Files Next's cache holds on disk: rendered pages and route answers, and the data layer's reads. */
function cacheFiles(): Set<string> {
  const files = new Set<string>()
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else files.add(file)
    }
  }
  walk(path.resolve('.next/server/app'))
  walk(path.resolve('.next/cache/fetch-cache'))
  return files
}

beforeAll(async () => {
  const secrets = JSON.parse(fs.readFileSync(path.join(inject('dataDir'), 'secrets.json'), 'utf8'))
  previewSecret = secrets.PREVIEW_SECRET
  adminToken = await signInAdmin(base)
  cmsRest = cmsRestWith(base, adminToken)
})

describe('Cache-Control', () => {
  it.each(['/', '/news', '/basics', '/maps', '/maps/yggsgard/royal-palace/golden-courtyard', '/heroes', '/heroes/hulk', '/heroes/counters', '/about'])(
    '%s is public for shared caches, revalidated by browsers, and served from the cache',
    async (pathname) => {
      await get(pathname)
      const response = await get(pathname)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      // HIT, or STALE for /news past its 30 s lifetime (served from the cache while it renders anew).
      expect(['HIT', 'STALE']).toContain(response.headers.get('x-nextjs-cache'))
      // Browsers revalidate with the ETag and get 304 while nothing changed.
      const etag = response.headers.get('etag')
      expect(etag).toBeTruthy()
      // Sent as a browser revalidates: fetch() would add Cache-Control: no-cache to a conditional request.
      expect((await rawRequest(base, 'GET', pathname, { headers: { 'If-None-Match': etag! } })).status).toBe(304)
    },
  )

  it('signed /api answers are private: no shared cache may hand them to a caller who did not sign', async () => {
    const response = await get('/api/heroes', signedHeaders('/api/heroes'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(SIGNED_API_CACHE_CONTROL)
    expect(response.headers.get('etag')).toBeTruthy()
  })

  it('uploads: immutable at their versioned address, 304 on revalidation, a day without a version', async () => {
    const html = await (await get('/heroes/hulk')).text()
    const versioned = /\/cms-api\/media\/file\/[^"?\s]+\.webp\?v=[0-9a-z]+/.exec(html)?.[0]
    expect(versioned).toBeDefined()
    const image = await get(versioned!)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(image.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL)
    const etag = image.headers.get('etag')!
    const lastModified = image.headers.get('last-modified')!
    expect(etag).toBeTruthy()
    expect(lastModified).toBeTruthy()
    // The whole file (Next 16 drops a route answer's Content-Length, so compare with the file on disk).
    const filename = decodeURIComponent(versioned!.split('?')[0].split('/').pop()!)
    expect((await image.arrayBuffer()).byteLength).toBe(fs.statSync(path.join(inject('dataDir'), 'media', filename)).size)

    const plain = versioned!.split('?')[0]
    const unversioned = await get(plain)
    expect(unversioned.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
    expect((await get(plain, { 'If-None-Match': etag })).status).toBe(304)
    expect((await get(plain, { 'If-Modified-Since': lastModified })).status).toBe(304)
  })

  it('draft mode is private and never served from, or put into, the shared cache', async () => {
    const title = `Cache draft ${stamp}`
    // A complete entry (drafts are validated): the body of a published one.
    const { body } = (await cmsRest('GET', '/news?limit=1&depth=0')).body.docs[0]
    const created = await cmsRest('POST', '/news?draft=true', { title, body, _status: 'draft' })
    expect(created.status).toBe(201)
    const entered = await get(`/preview?${new URLSearchParams({ secret: previewSecret, path: '/news' })}`, { Cookie: `payload-token=${adminToken}`, 'Sec-Fetch-Site': 'same-origin' })
    const cookie = entered.headers.getSetCookie().find((line) => line.startsWith('__prerender_bypass='))!.split(';')[0]

    const draft = await get('/news', { Cookie: cookie })
    expect(draft.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
    // Rendered for this request: it shows the draft. (Next 16 labels a render without a cache key
    // x-nextjs-cache: HIT, so that header says nothing here.)
    expect(await draft.text()).toContain(title)

    const visitor = await get('/news')
    expect(visitor.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    expect(await visitor.text()).not.toContain(title)
    await cmsRest('DELETE', `/news/${created.body.doc.id}`)
  })
})

describe('a publish reaches the cached pages', () => {
  it('a hero guide and /api within a second of the save', async () => {
    const { body } = await cmsRest('GET', '/hero-abilities?where[hero.slug][equals]=hulk&limit=1&depth=0')
    const ability = body.docs[0]
    await get('/heroes/hulk')
    const text = `Freshly cached ${stamp}`
    expect((await cmsRest('PATCH', `/hero-abilities/${ability.id}`, { description: text, _status: 'published' })).status).toBe(200)
    expect(await msUntilShown('/heroes/hulk', text)).toBeLessThan(1000)
    const abilities = await (await get('/api/heroes/hulk/abilities', signedHeaders('/api/heroes/hulk/abilities'))).json()
    expect(abilities.some((entry: { description: string }) => entry.description === text)).toBe(true)
    await cmsRest('PATCH', `/hero-abilities/${ability.id}`, { description: ability.description, _status: 'published' })
  })

  it('the sitemap dates a changed guide by its content', async () => {
    const before = await (await get('/sitemap.xml')).text()
    const hulk = /<loc>[^<]*\/heroes\/hulk<\/loc>(?:\s*<xhtml:link [^>]*\/>)*\s*<lastmod>([^<]+)<\/lastmod>/.exec(before)
    expect(hulk).not.toBeNull()
    expect(Date.parse(hulk![1])).toBeGreaterThan(Date.now() - 120_000)
  })
})

describe('search engines', () => {
  it('robots.txt allows the guide and names the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toMatch(/Disallow: \/admin/)
    expect(text).toMatch(/Sitemap: http[^\n]+\/sitemap\.xml/)
  })

  it('the sitemap lists every hero, location, map, section, static page and the news page, each with a lastmod', async () => {
    const response = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    const xml = await response.text()
    const urls = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<xhtml:link [^>]*\/>)*\s*<lastmod>([^<]+)<\/lastmod>/g)].map((match) => [new URL(match[1]).pathname, match[2]])
    const paths = urls.map(([pathname]) => pathname)
    for (const expected of ['/', '/news', '/basics', '/maps', '/heroes', '/heroes/hulk', '/heroes/luna-snow', '/maps/yggsgard', '/maps/yggsgard/royal-palace/golden-courtyard', '/about', '/terms', '/privacy', '/profiles/the-whisper']) {
      expect(paths).toContain(expected)
    }
    const heroes = await (await get('/api/heroes', signedHeaders('/api/heroes'))).json()
    for (const hero of heroes) expect(paths).toContain(`/heroes/${hero.slug}`)
    const sections = await (await get('/api/maps/sections', signedHeaders('/api/maps/sections'))).json()
    expect(paths.filter((pathname) => /^\/maps\/[^/]+\/[^/]+\/[^/]+$/.test(pathname))).toHaveLength(sections.length)
    for (const [, lastmod] of urls) expect(Number.isNaN(Date.parse(lastmod))).toBe(false)
    // Every page in every language, each naming its twins (issue 45, 1).
    for (const twin of ['/es/heroes/hulk', '/pt-br/heroes/hulk', '/es', '/pt-br/maps/yggsgard/royal-palace/golden-courtyard']) expect(paths).toContain(twin)
    expect(paths.filter((pathname) => pathname.startsWith('/es/') || pathname === '/es')).toHaveLength(urls.length / 3)
    const spanishHulk = /<url>\s*<loc>[^<]*\/es\/heroes\/hulk<\/loc>([\s\S]*?)<\/url>/.exec(xml)![1]
    expect([...spanishHulk.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [language, new URL(href).pathname])).toEqual([
      ['en', '/heroes/hulk'],
      ['es', '/es/heroes/hulk'],
      ['pt-BR', '/pt-br/heroes/hulk'],
    ])
  })

  it.each([
    ['/heroes/hulk', '/heroes/hulk'],
    ['/maps/yggsgard/royal-palace/golden-courtyard', '/maps/yggsgard/royal-palace/golden-courtyard'],
    ['/news', '/news'],
    ['/', '/'],
    ['/maps/yggsgard', '/maps/yggsgard'],
  ])('%s has a canonical address, a title, a description and Open Graph and Twitter cards', async (pathname, canonical) => {
    const html = await (await get(pathname)).text()
    const tag = (pattern: RegExp) => pattern.exec(html)?.[1]
    expect(new URL(tag(/<link rel="canonical" href="([^"]+)"/)!).pathname).toBe(canonical)
    expect(tag(/<title>([^<]+)<\/title>/)).toBeTruthy()
    expect(tag(/<meta name="description" content="([^"]+)"/)).toBeTruthy()
    expect(tag(/<meta property="og:title" content="([^"]+)"/)).toBeTruthy()
    expect(tag(/<meta property="og:image" content="(http[^"]+)"/)).toBeTruthy()
    expect(tag(/<meta name="twitter:card" content="([^"]+)"/)).toMatch(/^summary/)
    expect(tag(/<meta name="twitter:image" content="(http[^"]+)"/)).toBeTruthy()
  })
})

describe('made-up slugs', () => {
  it('1,000 unknown pages, /api calls and fixed image addresses leave the cache as it was', { timeout: 300_000 }, async () => {
    const kinds = [
      (i: number) => `/heroes/made-up-${stamp}-${i}`,
      (i: number) => `/maps/made-up-${stamp}-${i}`,
      (i: number) => `/maps/yggsgard/made-up-${stamp}-${i}`,
      (i: number) => `/maps/yggsgard/royal-palace/made-up-${stamp}-${i}`,
      (i: number) => `/profiles/made-up-${stamp}-${i}`,
      (i: number) => `/maps/made-up-${stamp}-${i}/y/hero.webp`,
      (i: number) => `/heroes/avatars/made-up-${stamp}-${i}.webp`,
      (i: number) => `/api/heroes/made-up-${stamp}-${i}/abilities`,
      (i: number) => `/api/maps/made-up-${stamp}-${i}/markers`,
    ]
    // Known addresses first, so their own entries exist before counting.
    for (const pathname of [
      '/heroes/hulk',
      '/maps/yggsgard',
      '/maps/yggsgard/royal-palace/golden-courtyard',
      '/profiles/the-whisper',
      '/heroes/avatars/hulk.webp',
      '/maps/yggsgard/hero.webp',
      '/maps/yggsgard/royal-palace/hero.webp',
    ]) {
      await (await get(pathname)).arrayBuffer()
    }
    // A read of the data layer no one made before (an empty page of news, far past the last entry) is stored
    // after the server's response, like the reads of the requests before it. Once its entry is on disk, theirs
    // are too, so the files then are all there will be.
    let markers = 0
    const runStamp = Date.now() % 800_000_000
    const isEmptyNewsRead = (file: string) => {
      try {
        return file.includes('fetch-cache') && JSON.parse(fs.readFileSync(file, 'utf8')).data?.body === '[]'
      } catch {
        return false // still being written
      }
    }
    const settle = async () => {
      const pathname = `/api/news/1/${runStamp + markers++}`
      const known = cacheFiles()
      expect((await get(pathname, signedHeaders(pathname))).status).toBe(200)
      await expect.poll(() => [...cacheFiles()].some((file) => !known.has(file) && isEmptyNewsRead(file)), { timeout: 10_000 }).toBe(true)
      return cacheFiles()
    }
    const before = await settle()
    const limit = pLimit(8)
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        limit(async () => {
          const pathname = kinds[i % kinds.length](i)
          const response = await get(pathname, pathname.startsWith('/api/') ? signedHeaders(pathname) : {})
          await response.arrayBuffer()
          return response.status
        }),
      ),
    )
    expect(statuses.every((status) => [307, 308, 404].includes(status))).toBe(true)
    const after = await settle()
    // Nothing is new but the second marker's own read.
    expect([...after].filter((file) => !before.has(file) && !isEmptyNewsRead(file))).toEqual([])
  })
})

// Under load an answer rendered per request waits behind every other request at each step of its render, so
// these were the tail of the mixed run (issue "Nothing breaks and nothing flakes", 4).
describe('answers that were rendered for every request', () => {
  it('the counter-pick helper is one cached page for every lineup', async () => {
    await get('/heroes/counters')
    const plain = await get('/heroes/counters')
    const lineup = await get('/heroes/counters?enemy=hulk,magik&team=luna-snow')
    expect(plain.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(lineup.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(await lineup.text()).toBe(await plain.text())
  })

  it('an unknown path is sent home without a page being rendered', async () => {
    for (const pathname of [`/no-such-page-${stamp}`, `/deep/unknown/${stamp}`]) {
      const response = await get(pathname)
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toBe('/')
      expect(await response.text()).toBe('')
    }
  })

  it('an unknown news entry and a search asked for again are held, and publishing the entry replaces both at once', async () => {
    const title = `Held not found ${stamp}`
    const pathname = `/news/${slugify(title)}`
    const search = `/search?q=${encodeURIComponent(`held ${stamp}`)}`
    expect((await get(pathname)).status).toBe(404)
    const again = await get(pathname)
    expect(again.status).toBe(404)
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(await (await get(search)).text()).not.toContain(pathname)
    const searchAgain = await get(search)
    expect(searchAgain.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(await searchAgain.text()).not.toContain(pathname)
    const { body } = (await cmsRest('GET', '/news?limit=1&depth=0')).body.docs[0]
    const created = await cmsRest('POST', '/news', { title, body, _status: 'published' })
    expect(created.status).toBe(201)
    const page = await get(pathname)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(title)
    expect(await (await get(search)).text()).toContain(pathname)
  })

  it('a search with any characters answers its results page, cached where the words fit an address', async () => {
    for (const words of ['hulk', 'iron man', 'luna?', 'ü', 'hulk&x', 'a/b', '100%', '#x', 'back\\slash']) {
      const pathname = `/search?q=${encodeURIComponent(words)}`
      await get(pathname)
      const response = await get(pathname)
      expect(response.status, words).toBe(200)
      const html = await response.text()
      // The form shows the words as typed (HTML-escaped).
      expect(html, words).toContain(`value="${words.replace(/&/g, '&amp;')}"`)
      const cachable = !/[/#%?\\]/.test(words)
      expect(response.headers.get('x-nextjs-cache'), words).toBe(cachable ? 'HIT' : null)
    }
    // The form sends spaces as "+".
    expect(await (await get('/search?q=iron+man')).text()).toContain('value="iron man"')
    // The cached page's own address, made by hand, with a broken escape.
    expect((await get('/search/for/100%25')).status).toBe(200)
    expect((await get('/search/for/%E0%A4%A')).status).not.toBe(500)
  })
})
