import { afterEach, describe, expect, it, vi } from 'vitest'

import { createApiClient, FINGERPRINT_KEY, pathnameOf, type FeedbackPayload } from '@/browser/api-client'
import { signRequest } from '@/contract/signing-web'
import { signWithNoble } from '@/contract/signing-noble'
import { lazyApiClient } from '@/components/shell/lazy-api-client'
import { API_HEADERS } from '@/contract/signing'

// createHmac('sha256', 'test-secret').update('/api/maps/royal-palace/markers:1700000000000:guide-web:guide-web-client')
// computed once with node:crypto and pinned here, so both signing paths are held to an outside answer.
const FIXED_SIGNATURE = 'ee977c0a7fbac6281224cb2cb715cf9f112f85509b9faa7f871deeabe0cfc440'
const NOW = 1_700_000_000_000
const CREDENTIALS = { appId: 'guide-web', clientId: 'guide-web-client', secret: 'test-secret' }

type Recorded = { url: string; init: RequestInit; headers: Record<string, string> }

/** A client over a fake fetch that records every call and answers with `answer()`. */
function setup(answer: () => Response | Promise<Response> = () => Response.json([]), baseUrl?: string) {
  const calls: Recorded[] = []
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init = {}) => {
    calls.push({ url: String(input), init, headers: { ...(init.headers as Record<string, string>) } })
    return answer()
  })
  const log = { error: vi.fn(), warn: vi.fn() }
  const client = createApiClient({ ...CREDENTIALS, baseUrl, fetch, log, fingerprint: () => 'fp-1' })
  return { client, calls, log, fetch }
}

const feedback: FeedbackPayload = {
  contact: '',
  message: 'Great guide',
  on_page: 'http://localhost/maps',
  browser: 'Firefox',
  device: 'desktop',
  os: 'Linux',
  resolution: '1920x1080',
  referrer: 'direct',
  user_agent: 'test',
  timezone: 'UTC',
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('signing', () => {
  it('matches the fixed vector on the WebCrypto and the noble path', async () => {
    expect(globalThis.crypto?.subtle).toBeDefined()
    const args = ['/api/maps/royal-palace/markers', NOW, 'guide-web', 'guide-web-client', 'test-secret'] as const
    expect(await signRequest(...args)).toBe(FIXED_SIGNATURE)
    expect(signWithNoble(...args)).toBe(FIXED_SIGNATURE)
  })

  it('falls back to noble when crypto.subtle is missing', async () => {
    vi.stubGlobal('crypto', {})
    expect(globalThis.crypto.subtle).toBeUndefined()
    expect(await signRequest('/api/maps/royal-palace/markers', NOW, 'guide-web', 'guide-web-client', 'test-secret')).toBe(
      FIXED_SIGNATURE,
    )
  })

  it('signs the pathname only', () => {
    expect(pathnameOf('/api/news/5/0?x=1#top')).toBe('/api/news/5/0')
    expect(pathnameOf('https://guide.example/api/maps?x=1')).toBe('/api/maps')
  })
})

describe('createApiClient', () => {
  it('sends the signed headers over the URL pathname', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW)
    const { client, calls } = setup(() => Response.json([{ id: 1 }]), 'https://guide.example')

    expect(await client.markers('royal-palace')).toEqual([{ id: 1 }])
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe('https://guide.example/api/maps/royal-palace/markers')
    expect(calls[0].init.method).toBe('GET')
    expect(calls[0].headers).toEqual({
      'Content-Type': 'application/json',
      [API_HEADERS.appId]: 'guide-web',
      [API_HEADERS.timestamp]: String(NOW),
      [API_HEADERS.signature]: FIXED_SIGNATURE,
      [API_HEADERS.fingerprint]: 'fp-1',
    })
  })

  it('encodes path segments and builds every path of the contract', async () => {
    const { client, calls } = setup(() => Response.json([]))
    await client.abilities('a/b c')
    await client.news(5, 10)
    await client.sections()
    expect(calls.map((c) => c.url)).toEqual(['/api/heroes/a%2Fb%20c/abilities', '/api/news/5/10', '/api/maps/sections'])
  })

  it('sends the CSRF cookie on POST to its own origin, not on GET', async () => {
    vi.stubGlobal('document', { cookie: 'a=b; guide_csrf=tok123' })
    const { client, calls } = setup(() => Response.json({ ok: true }, { status: 201 }))

    await client.sendFeedback(feedback)
    await client.heroes()
    expect(calls[0].init.method).toBe('POST')
    expect(JSON.parse(String(calls[0].init.body))).toEqual(feedback)
    expect(calls[0].headers[API_HEADERS.csrf]).toBe('tok123')
    expect(calls[1].headers).not.toHaveProperty(API_HEADERS.csrf)
  })

  it('makes a CSRF cookie when there is none, and sends the same value', async () => {
    const jar = { cookie: '' }
    vi.stubGlobal('document', jar)
    const { client, calls } = setup(() => Response.json({ ok: true }, { status: 201 }))
    await client.sendFeedback(feedback)
    const sent = calls[0].headers[API_HEADERS.csrf]
    expect(sent).toMatch(/^[\w-]{8,}$/)
    expect(jar.cookie).toContain(`guide_csrf=${sent}`)
    expect(jar.cookie).toContain('SameSite=Strict')
  })

  it('keeps the CSRF cookie from another origin', async () => {
    vi.stubGlobal('document', { cookie: 'guide_csrf=tok123' })
    const { client, calls } = setup(() => Response.json({ ok: true }, { status: 201 }), 'https://api.example')
    await client.sendFeedback(feedback)
    expect(calls[0].headers).not.toHaveProperty(API_HEADERS.csrf)
  })

  it('returns the default on 403 and logs the secrets hint', async () => {
    const { client, log } = setup(() => new Response('forbidden', { status: 403 }))
    expect(await client.maps()).toEqual([])
    expect(log.error).toHaveBeenCalledTimes(2)
    expect(String(log.error.mock.calls[0][0])).toContain('GET /api/maps')
    expect(String(log.error.mock.calls[1][0])).toContain('GUIDE_APP_ID / GUIDE_CLIENT_ID / GUIDE_APP_SECRET')
  })

  it('returns the default on 500 with one error', async () => {
    const { client, log } = setup(() => new Response('oops', { status: 500 }))
    expect(await client.locations()).toEqual([])
    expect(log.error).toHaveBeenCalledTimes(1)
  })

  it('returns the default on a network error or a body that is not JSON', async () => {
    const down = setup(() => Promise.reject(new TypeError('fetch failed')))
    expect(await down.client.details('hero')).toBeNull()
    expect(await down.client.health()).toBeNull()
    expect(await down.client.news(5, 0)).toEqual([])
    expect(down.log.error).toHaveBeenCalledTimes(3)

    const garbled = setup(() => new Response('<html>', { status: 200 }))
    expect(await garbled.client.teamUps('hero')).toEqual([])
    expect(garbled.log.error).toHaveBeenCalledTimes(1)
  })

  it('tells the feedback dialog whether its message arrived', async () => {
    const limited = setup(() => Response.json({ error: 'Too many requests' }, { status: 429 }))
    expect(await limited.client.sendFeedback(feedback)).toMatchObject({ ok: false, status: 429 })

    const accepted = setup(() => Response.json({ ok: true }, { status: 201 }))
    expect(await accepted.client.sendFeedback(feedback)).toEqual({ ok: true })

    const down = setup(() => Promise.reject(new TypeError('fetch failed')))
    expect(await down.client.sendFeedback(feedback)).toMatchObject({ ok: false, error: 'fetch failed' })
  })

  it('creates and validates beta keys', async () => {
    const created = setup(() => Response.json({ betaKey: 'KEY-1' }, { status: 201 }))
    expect(await created.client.createBetaKey()).toBe('KEY-1')
    expect(created.calls[0].init.body).toBeUndefined()

    const valid = setup(() => Response.json({ valid: false }))
    expect(await valid.client.validateBetaKey('KEY-1')).toBe(false)
    expect(JSON.parse(String(valid.calls[0].init.body))).toEqual({ betaKey: 'KEY-1' })

    const down = setup(() => new Response('', { status: 500 }))
    expect(await down.client.validateBetaKey('KEY-1')).toBeNull()
    expect(await down.client.createBetaKey()).toBeNull()
  })

  it('sends no signature headers on health', async () => {
    const { client, calls } = setup(() => Response.json({ status: 'ok', db: 'ok' }))
    expect(await client.health()).toEqual({ status: 'ok', db: 'ok' })
    for (const name of Object.values(API_HEADERS)) expect(calls[0].headers).not.toHaveProperty(name)
  })

  it('keeps the default fingerprint in localStorage', async () => {
    const store = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    })
    const calls: string[] = []
    const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) => {
      calls.push((init?.headers as Record<string, string>)[API_HEADERS.fingerprint])
      return Response.json([])
    })
    await createApiClient({ ...CREDENTIALS, fetch }).heroes()
    await createApiClient({ ...CREDENTIALS, fetch }).heroes()
    expect(calls[0]).toBeTruthy()
    expect(calls[1]).toBe(calls[0])
    expect(store.get(FINGERPRINT_KEY)).toBe(calls[0])
  })
})

describe('lazyApiClient', () => {
  it('fetches the client once, on the first call, and passes each call through it', async () => {
    const seen: string[] = []
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
      seen.push(String(input))
      return Response.json([{ id: 1, title: 'Royal Palace' }])
    })
    const lazy = lazyApiClient({ ...CREDENTIALS, fetch, fingerprint: () => 'fp-1', log: { error: vi.fn() } })
    expect(fetch).not.toHaveBeenCalled()
    expect(await lazy.calls.search('palace')).toEqual([{ id: 1, title: 'Royal Palace' }])
    expect(await lazy.calls.markers('royal-palace')).toEqual([{ id: 1, title: 'Royal Palace' }])
    expect(seen).toEqual(['/api/search?q=palace', '/api/maps/royal-palace/markers'])
    expect(await lazy.ready()).toBe(await lazy.ready())
  })

  it('rejects a call whose client script could not load, says so, and asks for the script again on the next call', async () => {
    const log = { error: vi.fn() }
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json([]))
    const load = vi
      .fn<() => Promise<typeof import('@/browser/api-client')>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('@/browser/api-client'))
    const lazy = lazyApiClient({ ...CREDENTIALS, fetch, log }, load)
    await expect(lazy.calls.search('palace')).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(log.error).toHaveBeenCalledWith('[api] the client could not be loaded', expect.any(TypeError))
    expect(await lazy.calls.search('palace')).toEqual([])
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('is not a promise itself and offers no token sync among its calls', async () => {
    const lazy = lazyApiClient(CREDENTIALS)
    expect(await lazy.calls).toBe(lazy.calls)
    expect((lazy.calls as unknown as Record<string, unknown>).startTokenSync).toBeUndefined()
    expect(typeof (await lazy.ready()).startTokenSync).toBe('function')
  })
})
