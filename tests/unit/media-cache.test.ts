import { afterEach, describe, expect, it, vi } from 'vitest'

import { cachedMediaUrl, keepMediaCopy, skipsCache } from '@/browser/media-cache'

describe('skipsCache', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['/maps/yggsgard/', true],
    ['/news/.webp', true],
    ['/cms-api/media/file/hero.webp', false],
    ['/cms-api/media/file/clip.webm?v=2', false],
  ])('%s -> %s', (src, skipped) => {
    expect(skipsCache(src)).toBe(skipped)
  })
})

describe('cachedMediaUrl', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('falls back to the direct address when the cache fails', async () => {
    vi.stubGlobal('caches', { open: () => Promise.reject(new Error('quota')) })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await cachedMediaUrl('/cms-api/media/file/a.webp', 'image-cache')).toBe('/cms-api/media/file/a.webp')
  })

  it('stores a fetched file once and serves later calls from the cache', async () => {
    const store = new Map<string, Response>()
    const cache = {
      match: async (key: string) => store.get(key)?.clone(),
      put: async (key: string, response: Response) => void store.set(key, response),
    }
    vi.stubGlobal('caches', { open: async () => cache })
    const fetchSpy = vi.fn(async (..._request: Parameters<typeof fetch>) => new Response(new Blob(['x'], { type: 'image/webp' })))
    vi.stubGlobal('fetch', fetchSpy)
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:cached' }))

    expect(await cachedMediaUrl('/cms-api/media/file/a.webp', 'image-cache')).toBe('blob:cached')
    expect(await cachedMediaUrl('/cms-api/media/file/a.webp', 'image-cache')).toBe('blob:cached')
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    // A copy the browser already holds (the page's own <img>) is adopted, not downloaded again.
    expect(fetchSpy).toHaveBeenCalledWith('/cms-api/media/file/a.webp', { cache: 'force-cache' })
    expect(store.has('/cms-api/media/file/a.webp')).toBe(true)
  })
})

describe('keepMediaCopy', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('stores a shown image once, when the browser is idle, and makes no object URL', async () => {
    const store = new Map<string, Response>()
    const put = vi.fn(async (key: string, response: Response) => void store.set(key, response))
    vi.stubGlobal('caches', { open: async () => ({ match: async (key: string) => store.get(key)?.clone(), put }) })
    const fetchSpy = vi.fn(async (..._request: Parameters<typeof fetch>) => new Response(new Blob(['x'], { type: 'image/webp' })))
    vi.stubGlobal('fetch', fetchSpy)
    const createObjectURL = vi.fn(() => 'blob:copy')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL }))
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))

    keepMediaCopy('/cms-api/media/file/kept.webp', 'image-cache')
    keepMediaCopy('/cms-api/media/file/kept.webp', 'image-cache')
    // Nothing before the browser is idle, and one task for the two calls.
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(idle).toHaveLength(1)
    idle[0]()
    await vi.waitFor(() => expect(store.has('/cms-api/media/file/kept.webp')).toBe(true))
    expect(fetchSpy).toHaveBeenCalledWith('/cms-api/media/file/kept.webp', { cache: 'force-cache' })
    expect(put).toHaveBeenCalledTimes(1)
    expect(createObjectURL).not.toHaveBeenCalled()
  })

  it('leaves an address the cache skips alone', () => {
    const open = vi.fn()
    vi.stubGlobal('caches', { open })
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run())
    keepMediaCopy('/news/.webp', 'image-cache')
    expect(open).not.toHaveBeenCalled()
  })
})
