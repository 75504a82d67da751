import { describe, expect, it } from 'vitest'

import { lighterImageUrl, mediaRendition, mediaUrl } from '@/data/media'
import { cacheHeaders, DRAFT_MODE_COOKIE, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '@/cache/cache-policy'
import { pageMetadata } from '@/site/seo'
import type { Media } from '@/payload-types'

import { isWorthKeeping } from '@/cache/cache-handler.mjs'
import { MEMORY_ONLY_TAG } from '@/cache/memory-only.mjs'

const upload = {
  id: 1,
  alt: 'Hulk',
  url: '/cms-api/media/file/hulk.webp',
  width: 1280,
  height: 720,
  updatedAt: '2026-11-23T01:00:00.000Z',
  createdAt: '2026-11-23T01:00:00.000Z',
  sizes: { card: { url: '/cms-api/media/file/hulk-768x432.webp', width: 768, height: 432 }, thumbnail: { url: null, width: null, height: null } },
} as unknown as Media

describe('the cache handler keeps only answers worth keeping', () => {
  it.each([
    [{ kind: 'APP_PAGE', status: 200 }, true],
    [{ kind: 'APP_PAGE', status: undefined }, true],
    [{ kind: 'APP_PAGE', status: 404 }, false],
    [{ kind: 'APP_PAGE', status: 307 }, false],
    [{ kind: 'APP_ROUTE', status: 404 }, false],
    [{ kind: 'REDIRECT' }, false],
    [{ kind: 'FETCH' }, true],
    [{ kind: 'FETCH', tags: ['guide:news'] }, true],
    // Reads and pages for what visitors type stay in memory (src/cache/memory-only.mjs).
    [{ kind: 'FETCH', tags: ['guide:search-entries', MEMORY_ONLY_TAG] }, false],
    [{ kind: 'APP_PAGE', status: 200, headers: { 'x-next-cache-tags': `guide:search-entries,${MEMORY_ONLY_TAG}` } }, false],
    [{ kind: 'APP_PAGE', status: 200, headers: { 'x-next-cache-tags': 'guide:heroes' } }, true],
  ])('%j -> %s', (data, kept) => {
    expect(isWorthKeeping(data)).toBe(kept)
  })
})

describe('Cache-Control rules for pages', () => {
  it('public without the draft-mode cookie, private with it, and never for /api, /cms-api or files', () => {
    const [visitor, draft] = cacheHeaders()
    expect(visitor.missing).toEqual([{ type: 'cookie', key: DRAFT_MODE_COOKIE }])
    expect(visitor.headers).toEqual([{ key: 'Cache-Control', value: PUBLIC_CACHE_CONTROL }])
    expect(draft.has).toEqual([{ type: 'cookie', key: DRAFT_MODE_COOKIE }])
    expect(draft.headers).toEqual([{ key: 'Cache-Control', value: PRIVATE_CACHE_CONTROL }])
    // The source's own pattern (Next.js compiles `:path(<pattern>)`).
    const pattern = new RegExp(`^/${/\/:path\((.*)\)$/.exec(visitor.source)![1]}$`)
    for (const page of ['/', '/news', '/heroes/hulk', '/maps/yggsgard/royal-palace/golden-courtyard', '/apiary', '/es/maps', '/map-layersmith']) expect(pattern.test(page), page).toBe(true)
    for (const other of ['/api/heroes', '/api', '/cms-api/media/file/a.webp', '/admin', '/preview', '/_next/static/x.js', '/robots.txt', '/heroes/avatars/hulk.webp', '/map-layers/royal-palace/Q0kIv6CXfjtJtYQ1', '/es/map-layers/royal-palace/Q0kIv6CXfjtJtYQ1', '/pt-br/map-layers/x/y']) {
      expect(pattern.test(other), other).toBe(false)
    }
  })
})

describe('pages with a dot in their address', () => {
  it('a patch page (/patches/S5.5) gets the same public and draft rules as other pages', () => {
    const rules = cacheHeaders().filter((rule) => rule.source === '/patches/:version')
    const [visitor, draft] = cacheHeaders()
    expect(rules).toEqual([
      { ...visitor, source: '/patches/:version' },
      { ...draft, source: '/patches/:version' },
    ])
  })

  it('so do they in Spanish and Portuguese (/es/patches/S5.5, /pt-br/tier-list/S5.5)', () => {
    const [visitor] = cacheHeaders()
    for (const source of ['/es/patches/:version', '/pt-br/patches/:version', '/es/tier-list/:version', '/pt-br/tier-list/:version']) {
      expect(cacheHeaders().filter((rule) => rule.source === source).map((rule) => rule.headers)).toEqual([visitor.headers, expect.anything()])
    }
  })

  it('a tier list page (/tier-list/S5.5) gets them too', () => {
    const rules = cacheHeaders().filter((rule) => rule.source === '/tier-list/:version')
    const [visitor, draft] = cacheHeaders()
    expect(rules).toEqual([
      { ...visitor, source: '/tier-list/:version' },
      { ...draft, source: '/tier-list/:version' },
    ])
  })
})

describe('upload addresses', () => {
  it('carry the upload version, so a new file is a new address', () => {
    expect(mediaUrl(upload)).toBe(`/cms-api/media/file/hulk.webp?v=${Math.floor(Date.parse(upload.updatedAt) / 1000).toString(36)}`)
    expect(mediaUrl({ ...upload, updatedAt: '2026-11-24T00:00:00.000Z' })).not.toBe(mediaUrl(upload))
    expect(mediaUrl(7)).toBeNull()
  })

  it('pick the rendition with its size, or the original when it was not made', () => {
    expect(mediaRendition(upload, 'card')).toEqual({ url: expect.stringMatching(/^\/cms-api\/media\/file\/hulk-768x432\.webp\?v=/), width: 768, height: 432 })
    expect(mediaRendition(upload, 'thumbnail')).toEqual({ url: mediaUrl(upload), width: 1280, height: 720 })
  })

  it('lead to the lighter file of the original and its rendition', () => {
    const screenshot = { ...upload, url: '/cms-api/media/file/plan.png', filesize: 900_000, sizes: { large: { url: '/cms-api/media/file/plan-1600x900.webp', width: 1600, height: 900, filesize: 60_000 } } } as unknown as Media
    expect(lighterImageUrl(screenshot, 'large')).toMatch(/^\/cms-api\/media\/file\/plan-1600x900\.webp\?v=\w+$/)
    // A small WebP stays as it was sent, and so does an upload whose rendition was not made or has no size.
    const small = { ...screenshot, filesize: 40_000 } as Media
    expect(lighterImageUrl(small, 'large')).toBe(mediaUrl(small))
    expect(lighterImageUrl({ ...screenshot, sizes: { large: { url: null, width: null, filesize: null } } } as unknown as Media, 'large')).toBe(mediaUrl(screenshot))
    expect(lighterImageUrl({ ...screenshot, filesize: null } as unknown as Media, 'large')).toBe(mediaUrl(screenshot))
    expect(lighterImageUrl(7, 'large')).toBeNull()
    expect(lighterImageUrl(null, 'large')).toBeNull()
  })
})

describe('page metadata', () => {
  it('has a canonical address and Open Graph and Twitter cards with an image', () => {
    const metadata = pageMetadata({ title: 'Hulk guide', description: 'Smash.', path: '/heroes/hulk', image: { url: '/a.webp', alt: 'Hulk', width: 256, height: 256 } })
    expect(metadata.alternates?.canonical).toBe('/heroes/hulk')
    expect(metadata.openGraph).toMatchObject({ title: 'Hulk guide', url: '/heroes/hulk', images: [{ url: '/a.webp', width: 256, height: 256 }] })
    expect(metadata.twitter).toEqual({ card: 'summary', images: [{ url: '/a.webp', alt: 'Hulk' }] })
    expect(pageMetadata({ title: 'News', description: 'x', path: '/news' }).twitter).toMatchObject({ card: 'summary_large_image' })
  })
})
