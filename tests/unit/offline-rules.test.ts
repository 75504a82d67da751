import { describe, expect, it } from 'vitest'

import { mediaAddressesIn } from '@/offline/guide-assets'
import { evictionPlan, mayKeepRequest, mayKeepResponse, OFFLINE_BUDGET_BYTES, type StoredEntry } from '@/offline/rules'

const ORIGIN = 'https://guide.example'

function headers(values: Record<string, string> = {}) {
  const lower = Object.fromEntries(Object.entries(values).map(([key, value]) => [key.toLowerCase(), value]))
  return { get: (name: string) => lower[name.toLowerCase()] ?? null }
}

function request(url: string, extra: { method?: string; navigation?: boolean; headers?: Record<string, string> } = {}) {
  return { url, origin: ORIGIN, method: extra.method ?? 'GET', navigation: extra.navigation ?? false, headers: headers(extra.headers) }
}

describe('what the offline copy may keep', () => {
  it('keeps pages, images, scripts and the map data in every language', () => {
    for (const url of ['/', '/maps/tokyo-2099/shin-shibuya', '/es/heroes/storm', '/pt-br/maps', '/media/map.webp', '/_next/static/chunks/a.js', '/api/maps/shin-shibuya/layers']) {
      expect(mayKeepRequest(request(`${ORIGIN}${url}`, { navigation: !url.includes('.') }))).toBe(true)
    }
  })

  it('never keeps the admin, the CMS API, the preview doors, in any language', () => {
    for (const url of ['/admin', '/admin/collections/news', '/cms-api/news', '/preview', '/preview/exit', '/es/preview', '/pt-br/admin/x']) {
      expect(mayKeepRequest(request(`${ORIGIN}${url}`, { navigation: true }))).toBe(false)
    }
    // The uploads' files (hero art, map pictures) are public files, served under /cms-api/media/file/.
    expect(mayKeepRequest(request(`${ORIGIN}/cms-api/media/file/section-royal-palace.webp?v=3`))).toBe(true)
    expect(mayKeepRequest(request(`${ORIGIN}/cms-api/media?where[alt][equals]=x`))).toBe(false)
    // A page whose name merely starts with the same letters is a page.
    expect(mayKeepRequest(request(`${ORIGIN}/administrators-guide`, { navigation: true }))).toBe(true)
  })

  it('never keeps a signed /api call, another origin, a non-GET or a navigation payload', () => {
    expect(mayKeepRequest(request(`${ORIGIN}/api/heroes`, { headers: { 'X-Signature': 'abc' } }))).toBe(false)
    expect(mayKeepRequest(request('https://elsewhere.example/a.png'))).toBe(false)
    expect(mayKeepRequest(request(`${ORIGIN}/api/feedback`, { method: 'POST' }))).toBe(false)
    expect(mayKeepRequest(request(`${ORIGIN}/heroes`, { headers: { RSC: '1' } }))).toBe(false)
    expect(mayKeepRequest(request(`${ORIGIN}/heroes?_rsc=1x2y`))).toBe(false)
  })

  it('keeps search results only for words the visitor asked', () => {
    expect(mayKeepRequest(request(`${ORIGIN}/search/for/storm`, { navigation: true }))).toBe(true)
    expect(mayKeepRequest(request(`${ORIGIN}/es/search?q=storm`, { navigation: true }))).toBe(true)
    expect(mayKeepRequest(request(`${ORIGIN}/search/for/storm`))).toBe(false)
    expect(mayKeepRequest(request(`${ORIGIN}/pt-br/search?q=storm`))).toBe(false)
    // The search page without words is a page like any other.
    expect(mayKeepRequest(request(`${ORIGIN}/search`))).toBe(true)
  })

  it('stores whole 200 answers that are neither no-store nor private', () => {
    expect(mayKeepResponse({ status: 200, headers: headers({ 'Cache-Control': 'public, max-age=0, s-maxage=1' }) })).toBe(true)
    expect(mayKeepResponse({ status: 200, headers: headers() })).toBe(true)
    expect(mayKeepResponse({ status: 200, headers: headers({ 'Cache-Control': 'no-store' }) })).toBe(false)
    expect(mayKeepResponse({ status: 200, headers: headers({ 'Cache-Control': 'private, no-cache' }) })).toBe(false)
    expect(mayKeepResponse({ status: 200, headers: headers({ 'Cache-Control': 'Private' }) })).toBe(false)
    expect(mayKeepResponse({ status: 200, headers: headers({ Vary: '*' }) })).toBe(false)
    expect(mayKeepResponse({ status: 206, headers: headers() })).toBe(false)
    expect(mayKeepResponse({ status: 404, headers: headers() })).toBe(false)
    expect(mayKeepResponse({ status: 500, headers: headers() })).toBe(false)
  })
})

describe('the offline budget', () => {
  const MB = 1024 * 1024
  const entry = (url: string, bytes: number, lastUsed: number, kept = false): StoredEntry => ({ url, bytes, lastUsed, kept })

  it('is 50 MB and drops nothing while everything fits', () => {
    expect(OFFLINE_BUDGET_BYTES).toBe(50 * MB)
    expect(evictionPlan([entry('/a', 20 * MB, 1), entry('/b', 30 * MB, 2)])).toEqual([])
  })

  it('drops the least recently used first, only as many as needed', () => {
    const entries = [entry('/new', 20 * MB, 30), entry('/old', 20 * MB, 10), entry('/middle', 20 * MB, 20)]
    expect(evictionPlan(entries)).toEqual(['/old'])
    expect(evictionPlan(entries, 30 * MB)).toEqual(['/old', '/middle'])
  })

  it('drops kept items only after every other entry, oldest kept first', () => {
    const entries = [entry('/kept-old', 20 * MB, 1, true), entry('/kept-new', 20 * MB, 2, true), entry('/visited', 20 * MB, 50)]
    expect(evictionPlan(entries)).toEqual(['/visited'])
    expect(evictionPlan(entries, 25 * MB)).toEqual(['/visited', '/kept-old'])
  })

  it('counts the reserved precache against the budget', () => {
    const entries = [entry('/a', 10 * MB, 1), entry('/b', 10 * MB, 2)]
    expect(evictionPlan(entries, 50 * MB, 35 * MB)).toEqual(['/a'])
  })
})

describe('what "Keep offline" stores of a guide', () => {
  it('finds every picture and clip of the guide, however deep, once each', () => {
    const guide = {
      hero: { name: 'Storm', avatar: { url: '/media/storm.webp?v=2', alt: 'Storm' } },
      sections: [
        { slug: 'attack', image: { url: '/media/attack.png' }, video: '/media/clip.mp4' },
        { slug: 'defend', images: ['/media/defend-1.jpg', '/media/attack.png'] },
      ],
      note: 'Read /maps/tokyo first',
      link: '/heroes/storm',
      elsewhere: '//cdn.example/picture.webp',
    }
    expect(mediaAddressesIn(guide)).toEqual(['/media/attack.png', '/media/clip.mp4', '/media/defend-1.jpg', '/media/storm.webp?v=2'])
  })
})
