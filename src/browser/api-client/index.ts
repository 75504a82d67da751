import { errorReporter } from '@/browser/error-report'
import { FINGERPRINT_KEY } from '@/browser/guide-memory'
import { API_HEADERS, CSRF_COOKIE } from '@/contract/signing'
import type { AuthOptions, AuthToken } from './auth'
import { signRequest } from '@/contract/signing-web'
import type {
  BetaKeyCreated,
  BetaKeyValidity,
  Breakout,
  FeedbackPayload,
  GuideMap,
  Health,
  HeroAbility,
  HeroDetails,
  Hero,
  HowToWinEntry,
  Location,
  MapHero,
  MapCallout,
  MapRoute,
  MapMarker,
  MapSection,
  NewsEntry,
  PatchSummary,
  PowerPosition,
  SearchResult,
  SendFeedbackResult,
  TeamUp,
  Transformation,
  UtilityPlacement,
} from '@/contract/types'

export type * from '@/contract/types'
export type * from './auth'
export { signRequest } from '@/contract/signing-web'

export type ApiClientOptions = {
  appId: string
  clientId: string
  secret: string
  /** Origin (and optional path prefix) of the API; relative `/api/...` when left out. */
  baseUrl?: string
  fetch?: typeof fetch
  fingerprint?: () => string
  log?: Pick<Console, 'error'>
  /** A signed-in user's token goes with every call; without it no Authorization header is ever sent (spec §6). */
  auth?: AuthOptions
}

export { FINGERPRINT_KEY } from '@/browser/guide-memory'

const SECRETS_HINT =
  'The API refused the signature (403): GUIDE_APP_ID / GUIDE_CLIENT_ID / GUIDE_APP_SECRET must match between client and server.'

type Outcome<T> = { ok: true; data: T } | { ok: false; status?: number; error: string }

/** The path the server checks the signature against: no origin, no query, no hash. */
export function pathnameOf(url: string): string {
  return new URL(url, 'http://relative.invalid').pathname
}

const randomId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

// Kept for the life of the page when localStorage is missing or blocked, so all calls of a page agree.
let pageFingerprint: string | undefined

function defaultFingerprint(): string {
  try {
    if (typeof localStorage !== 'undefined') {
      let id = localStorage.getItem(FINGERPRINT_KEY)
      if (!id) localStorage.setItem(FINGERPRINT_KEY, (id = randomId()))
      return id
    }
  } catch {
    // Storage can throw (privacy modes, sandboxed frames): fall through to the per-page id.
  }
  return (pageFingerprint ??= randomId())
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(value.join('='))
    } catch {
      return value.join('=')
    }
  }
  return undefined
}

/**
 * The double-submit token: a random value in a first-party cookie, echoed in a header. Another site can make
 * the browser send the cookie but can neither read it nor set our header, so a forged request fails.
 */
function csrfToken(): string | undefined {
  const existing = readCookie(CSRF_COOKIE)
  if (existing || typeof document === 'undefined') return existing
  const token = randomId()
  document.cookie = `${CSRF_COOKIE}=${token}; Path=/; SameSite=Strict${typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''}`
  return readCookie(CSRF_COOKIE) ?? token
}

/** The CSRF cookie is only ours to send back to our own origin. */
function isSameOrigin(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true
  if (typeof location === 'undefined') return false
  try {
    return new URL(url, location.href).origin === location.origin
  } catch {
    return false
  }
}

/** Best effort: the server's own words for a failed call, when it sent any. */
async function errorText(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json()
    if (body && typeof body === 'object') {
      const { error, message } = body as { error?: unknown; message?: unknown }
      if (typeof error === 'string') return error
      if (typeof message === 'string') return message
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${response.status}`
}

export function createApiClient(options: ApiClientOptions) {
  const { appId, clientId, secret } = options
  const base = (options.baseUrl ?? '').replace(/\/+$/, '')
  // Called through a wrapper so the browser's fetch is never invoked with a foreign `this`.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const log = options.log ?? errorReporter
  const fingerprint = options.fingerprint ?? defaultFingerprint

  const auth = options.auth
  const now = auth?.now ?? Date.now

  /** The signed-in user's token, or null; a provider that fails counts as nobody signed in. */
  async function currentToken(forceRefresh = false): Promise<AuthToken | null> {
    if (!auth) return null
    try {
      const token = await auth.provider.getToken(forceRefresh ? { forceRefresh } : undefined)
      return token?.token ? token : null
    } catch (cause) {
      log.error('[api] the token provider failed:', cause)
      return null
    }
  }

  type Method = 'GET' | 'POST' | 'DELETE'

  async function call<T>(method: Method, path: string, body?: unknown, signed = true): Promise<Outcome<T>> {
    const token = await currentToken()
    return send<T>(method, `${base}/api/${path}`, { body, signed, bearer: token?.token })
  }

  async function send<T>(method: Method, url: string, { body, signed, bearer }: { body?: unknown; signed: boolean; bearer?: string }): Promise<Outcome<T>> {
    let status: number | undefined
    try {
      const headers: Record<string, string> = {}
      if (bearer) headers.Authorization = `Bearer ${bearer}`
      if (signed) {
        const timestamp = Date.now()
        headers['Content-Type'] = 'application/json'
        headers[API_HEADERS.appId] = appId
        headers[API_HEADERS.timestamp] = String(timestamp)
        headers[API_HEADERS.signature] = await signRequest(pathnameOf(url), timestamp, appId, clientId, secret)
        headers[API_HEADERS.fingerprint] = fingerprint()
      }
      if (method !== 'GET' && isSameOrigin(url)) {
        const token = csrfToken()
        if (token) headers[API_HEADERS.csrf] = token
      }
      const response = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      status = response.status
      if (!response.ok) {
        const error = await errorText(response)
        log.error(`[api] ${method} ${url} failed: ${status} ${error}`)
        if (status === 403) log.error(SECRETS_HINT)
        return { ok: false, status, error }
      }
      if (response.status === 204 || method === 'DELETE') return { ok: true, data: undefined as T }
      return { ok: true, data: (await response.json()) as T }
    } catch (cause) {
      // Network failure, or a 2xx whose body is not JSON.
      log.error(`[api] ${method} ${url} failed:`, cause)
      return { ok: false, status, error: cause instanceof Error ? cause.message : String(cause) }
    }
  }

  async function get<T>(path: string, fallback: T, signed = true): Promise<T> {
    const outcome = await call<T>('GET', path, undefined, signed)
    return outcome.ok ? outcome.data : fallback
  }

  // Lists are checked for shape so a component can always map over what it gets.
  async function list<T>(path: string): Promise<T[]> {
    const data = await get<unknown>(path, [])
    if (Array.isArray(data)) return data as T[]
    log.error(`[api] GET ${base}/api/${path} answered something other than a list`)
    return []
  }

  const mapPath = (map: string, what: string) => `maps/${encodeURIComponent(map)}/${what}`
  const heroPath = (hero: string, what: string) => `heroes/${encodeURIComponent(hero)}/${what}`

  // The token last sent to the sync URL, so a sign-out can say which one to drop.
  let syncedToken: string | undefined
  // The sign-in sync under way: a sign-out waits for it, so its DELETE follows the POST and names its token.
  let signingIn: Promise<void> = Promise.resolve()

  async function syncSignIn() {
    if (!auth?.syncUrl) return
    let token = await currentToken()
    if (!token) return
    if (now() - token.issuedAt > auth.maxTokenAgeSeconds * 1000) token = await currentToken(true)
    if (!token) return
    syncedToken = token.token
    await send<unknown>('POST', auth.syncUrl, { signed: true, bearer: token.token })
  }

  async function syncSignOut() {
    if (!auth?.syncUrl) return
    await signingIn
    const token = syncedToken
    syncedToken = undefined
    await send<unknown>('DELETE', auth.syncUrl, { signed: true, bearer: token })
  }

  return {
    /**
     * Listens for sign-in and sign-out and syncs the token when a sync URL is configured; returns the function
     * that stops. Without a provider or a sync URL it does nothing at all.
     */
    startTokenSync(): () => void {
      if (!auth?.syncUrl) return () => {}
      const stops = [auth.provider.onSignIn(() => void (signingIn = syncSignIn().catch(() => undefined))), auth.provider.onSignOut(() => void syncSignOut())]
      return () => stops.forEach((stop) => stop())
    },

    health: () => get<Health | null>('health', null, false),
    locations: () => list<Location>('locations'),
    maps: () => list<GuideMap>('maps'),
    sections: () => list<MapSection>('maps/sections'),
    markers: (map: string) => list<MapMarker>(mapPath(map, 'markers')),
    callouts: (map: string) => list<MapCallout>(mapPath(map, 'callouts')),
    routes: (map: string) => list<MapRoute>(mapPath(map, 'routes')),
    mapHeroes: (map: string) => list<MapHero>(mapPath(map, 'heroes')),
    powerPositions: (map: string) => list<PowerPosition>(mapPath(map, 'power-positions')),
    breakouts: (map: string) => list<Breakout>(mapPath(map, 'breakouts')),
    transformations: (map: string) => list<Transformation>(mapPath(map, 'transformations')),
    utilityPlacements: (map: string) => list<UtilityPlacement>(mapPath(map, 'utility-placements')),
    heroes: () => list<Hero>('heroes'),
    abilities: (hero: string) => list<HeroAbility>(heroPath(hero, 'abilities')),
    howToWin: (hero: string) => list<HowToWinEntry>(heroPath(hero, 'how-to-win')),
    details: (hero: string) => get<HeroDetails | null>(heroPath(hero, 'details'), null),
    teamUps: (hero: string) => list<TeamUp>(heroPath(hero, 'team-ups')),
    /** `locale` other than English rides along as a query (docs/api-contract.md, "locale"). */
    news: (limit: number, offset: number, locale?: string) =>
      list<NewsEntry>(`news/${limit}/${offset}${locale && locale !== 'en' ? `?${new URLSearchParams({ locale })}` : ''}`),
    /** Published patches, newest first: what "New since your last visit" compares against. */
    patches: (locale?: string) => list<PatchSummary>(`patches${locale && locale !== 'en' ? `?${new URLSearchParams({ locale })}` : ''}`),
    /** The signature covers the path only, so the query rides along unsigned (docs/api-contract.md); so does `locale`. */
    search: (query: string, locale?: string) =>
      list<SearchResult>(`search?${new URLSearchParams({ q: query, ...(locale && locale !== 'en' ? { locale } : {}) })}`),

    async sendFeedback(payload: FeedbackPayload): Promise<SendFeedbackResult> {
      const outcome = await call<unknown>('POST', 'feedback', payload)
      return outcome.ok ? { ok: true } : { ok: false, status: outcome.status, error: outcome.error }
    },

    async createBetaKey(): Promise<string | null> {
      const outcome = await call<Partial<BetaKeyCreated> | null>('POST', 'beta/create')
      return outcome.ok && typeof outcome.data?.betaKey === 'string' ? outcome.data.betaKey : null
    },

    /** true or false as the server says; null when it could not be asked. */
    async validateBetaKey(betaKey: string): Promise<boolean | null> {
      const outcome = await call<Partial<BetaKeyValidity> | null>('POST', 'beta/validate', { betaKey })
      return outcome.ok && typeof outcome.data?.valid === 'boolean' ? outcome.data.valid : null
    },
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
