/// <reference lib="webworker" />
/**
 * The guide's service worker (issue 47), on Serwist. src/offline/build-worker.ts bundles it after `next build`
 * with the build's id and precache list; /sw.js (src/app/sw.js/route.ts) serves it.
 *
 * - Pages: network first (editors' edits show as today), the stored copy when the network fails or is slower than
 *   PAGE_NETWORK_SECONDS, else the offline page of the address's language.
 * - The build's scripts and styles: precached per build id; the previous build's stay until the next one, so a page
 *   still running the old build finds its scripts after a deploy.
 * - Images: the stored copy at once, refreshed behind it. Other same-origin GETs (the map's data): network first.
 * - What may be stored and what goes first past 50 MB: src/offline/rules.ts.
 */
import { CacheFirst, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistPlugin } from 'serwist'

import { ASSETS_CACHE, INDEX_CACHE, PAGES_CACHE, precacheId, SAVED_AT_HEADER, type KeptPage, type OfflineAnswer, type OfflineRequest } from './protocol'
import { evictionPlan, mayKeepRequest, mayKeepResponse, OFFLINE_BUDGET_BYTES } from './rules'

declare const self: ServiceWorkerGlobalScope
/** Set by src/offline/build-worker.ts. */
declare const GUIDE_BUILD_ID: string
declare const GUIDE_PRECACHE: PrecacheEntry[]

/** How long a page may take on the network before the stored copy is shown (a weak connection). */
const PAGE_NETWORK_SECONDS = 4
const OFFLINE_PAGES: Record<string, string> = { es: '/es/offline', 'pt-br': '/pt-br/offline' }
const INDEX_KEY = '/offline-index.json'

function offlinePageFor(url: URL): string {
  return OFFLINE_PAGES[url.pathname.split('/')[1] ?? ''] ?? '/offline'
}

// ---------- The index: sizes, last use, kept pages ----------

type IndexEntry = { cache: string; bytes: number; lastUsed: number; keptBy: string[] }
type Index = {
  entries: Record<string, IndexEntry>
  kept: Record<string, { title: string; savedAt: number; urls: string[] }>
  /** Build ids whose precache is still held, oldest first, and the current one's bytes. */
  builds: string[]
  reserved: number
}

let queue: Promise<unknown> = Promise.resolve()

async function readIndex(): Promise<Index> {
  const stored = await (await caches.open(INDEX_CACHE)).match(INDEX_KEY)
  const empty: Index = { entries: {}, kept: {}, builds: [], reserved: 0 }
  return stored ? { ...empty, ...((await stored.json()) as Partial<Index>) } : empty
}

/** One change of the index at a time: the worker answers many fetches at once. */
function withIndex<T>(change: (index: Index) => Promise<T> | T): Promise<T> {
  const run = queue.then(async () => {
    const index = await readIndex()
    const result = await change(index)
    await (await caches.open(INDEX_CACHE)).put(INDEX_KEY, new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json' } }))
    return result
  })
  queue = run.catch(() => undefined)
  return run
}

async function enforceBudget(index: Index) {
  const entries = Object.entries(index.entries).map(([url, entry]) => ({ url, bytes: entry.bytes, lastUsed: entry.lastUsed, kept: entry.keptBy.length > 0 }))
  for (const url of evictionPlan(entries, OFFLINE_BUDGET_BYTES, index.reserved)) {
    const entry = index.entries[url]
    await (await caches.open(entry.cache)).delete(url)
    delete index.entries[url]
    for (const page of entry.keptBy) delete index.kept[page]
  }
}

function record(cache: string, url: string, bytes: number, keptBy?: string) {
  return withIndex(async (index) => {
    const before = index.entries[url]
    const owners = new Set(before?.keptBy ?? [])
    if (keptBy) owners.add(keptBy)
    index.entries[url] = { cache, bytes, lastUsed: Date.now(), keptBy: [...owners] }
    await enforceBudget(index)
  })
}

function touch(url: string) {
  return withIndex((index) => {
    const entry = index.entries[url]
    if (entry) entry.lastUsed = Date.now()
  })
}

// ---------- Plugins ----------

/** Stores only what the rules allow, and notes its size for the budget. */
const keeper: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => (mayKeepResponse(response) ? response : null),
  cacheDidUpdate: async ({ cacheName, request, newResponse }) => {
    await record(cacheName, request.url, (await newResponse.clone().blob()).size)
  },
  cachedResponseWillBeUsed: ({ request, cachedResponse }) => {
    if (cachedResponse) void touch(request.url)
    return cachedResponse
  },
}

/** The clients (tabs) whose page came from the stored copy, with the copy's time: the offline notice asks. */
const servedFromCopy = new Map<string, number>()

function savedAtOf(response: Response): number | null {
  const value = Number(response.headers.get(SAVED_AT_HEADER))
  return Number.isFinite(value) && value > 0 ? value : null
}

async function withSavedAt(response: Response): Promise<Response> {
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT_HEADER, String(Date.now()))
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers })
}

const pageCopies: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeepResponse(response) ? withSavedAt(response) : null),
  cachedResponseWillBeUsed: ({ event, cachedResponse }) => {
    const client = (event as FetchEvent).resultingClientId
    if (cachedResponse && client) servedFromCopy.set(client, savedAtOf(cachedResponse) ?? Date.now())
    return cachedResponse
  },
  // Neither the network nor a copy: the offline page that lists what is kept, never the browser's error.
  handlerDidError: async ({ request }) => serwist.matchPrecache(offlinePageFor(new URL(request.url))),
}

/** A script of an older build, still held in its precache or in the assets cache. */
const anyBuild: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => cachedResponse ?? (await caches.match(request)),
}

// ---------- Routes ----------

function keepable(request: Request, navigation: boolean): boolean {
  if (request.headers.has('range')) return false
  return mayKeepRequest({ url: request.url, method: request.method, origin: self.location.origin, headers: request.headers, navigation })
}

const serwist = new Serwist({
  precacheEntries: GUIDE_PRECACHE,
  // Serwist's own clean-up would drop the previous build's precache too; the activate handler below keeps one back.
  // Named per build here: Serwist names its precache before it reads `cacheId`, so `cacheId` alone would put every
  // build's scripts in one cache, and a tab still on the old build could lose its scripts to the new one's install.
  precacheOptions: { cleanupOutdatedCaches: false, concurrency: 4, cacheName: `${precacheId(GUIDE_BUILD_ID)}-precache-v2-${self.registration.scope}` },
  cacheId: precacheId(GUIDE_BUILD_ID),
  // The new build takes over at once; a page already open keeps its scripts (the previous precache stays).
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => request.mode === 'navigate' && keepable(request, true),
      handler: new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: PAGE_NETWORK_SECONDS, plugins: [pageCopies, keeper] }),
    },
    {
      matcher: ({ request, url }) => url.pathname.startsWith('/_next/static/') && keepable(request, false),
      handler: new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [anyBuild, keeper] }),
    },
    {
      matcher: ({ request }) => request.destination === 'image' && keepable(request, false),
      handler: new StaleWhileRevalidate({ cacheName: ASSETS_CACHE, plugins: [keeper] }),
    },
    {
      // The map's data and anything else a page fetches from the guide (never the signed /api: rules.ts).
      matcher: ({ request, url }) => url.pathname !== '/sw.js' && request.mode !== 'navigate' && keepable(request, false),
      handler: new NetworkFirst({ cacheName: ASSETS_CACHE, networkTimeoutSeconds: PAGE_NETWORK_SECONDS, plugins: [keeper] }),
    },
  ],
})

// ---------- Builds ----------

self.addEventListener('activate', (event) => {
  event.waitUntil(
    withIndex(async (index) => {
      // This build and the one before it: a tab still on the old build finds its scripts.
      index.builds = [...index.builds.filter((id) => id !== GUIDE_BUILD_ID), GUIDE_BUILD_ID].slice(-2)
      const held = index.builds.map((id) => `${precacheId(id)}-precache`)
      for (const name of await caches.keys()) {
        if (name.includes('-precache-') && name.startsWith('guide-') && !held.some((prefix) => name.startsWith(prefix))) await caches.delete(name)
      }
      let reserved = 0
      for (const name of await caches.keys()) {
        if (!name.startsWith(`${precacheId(GUIDE_BUILD_ID)}-precache`)) continue
        const cache = await caches.open(name)
        for (const key of await cache.keys()) reserved += (await (await cache.match(key))?.blob())?.size ?? 0
      }
      index.reserved = reserved
      await enforceBudget(index)
    }),
  )
})

// ---------- Keep offline, the Offline page, the notice ----------

async function keep(url: string, title: string, pages: string[], assets: string[]): Promise<KeptPage> {
  const absolute = (address: string) => new URL(address, self.location.origin).href
  const page = absolute(url)
  const pageSet = new Set([page, ...pages.map(absolute)])
  const wanted = [...pageSet, ...assets.map(absolute)]
  let bytes = 0
  for (const address of new Set(wanted)) {
    const request = new Request(address, { credentials: 'same-origin' })
    const isPage = pageSet.has(address)
    if (!keepable(request, isPage)) continue
    const cacheName = isPage ? PAGES_CACHE : ASSETS_CACHE
    const cache = await caches.open(cacheName)
    let response = await fetch(request).catch(() => undefined)
    if (response && mayKeepResponse(response)) {
      if (isPage) response = await withSavedAt(response)
      await cache.put(request, response.clone())
    } else {
      // Offline or refused: what the worker already holds still counts.
      response = await cache.match(request, { ignoreVary: true })
      if (!response) continue
    }
    const size = (await response.blob()).size
    bytes += size
    await record(cacheName, address, size, page)
  }
  const savedAt = Date.now()
  await withIndex((index) => {
    index.kept[page] = { title, savedAt, urls: [...new Set(wanted)].filter((address) => index.entries[address]) }
  })
  return { url: page, title, savedAt, bytes }
}

async function listKept(): Promise<KeptPage[]> {
  const index = await withIndex((current) => current)
  return Object.entries(index.kept)
    .map(([url, item]) => ({ url, title: item.title, savedAt: item.savedAt, bytes: item.urls.reduce((sum, address) => sum + (index.entries[address]?.bytes ?? 0), 0) }))
    .sort((a, b) => b.savedAt - a.savedAt)
}

/** Drops a kept page and what no other kept page needs. */
function forget(url: string) {
  return withIndex(async (index) => {
    const item = index.kept[url]
    delete index.kept[url]
    for (const address of item?.urls ?? []) {
      const entry = index.entries[address]
      if (!entry) continue
      entry.keptBy = entry.keptBy.filter((owner) => owner !== url)
      if (entry.keptBy.length === 0) {
        await (await caches.open(entry.cache)).delete(address)
        delete index.entries[address]
      }
    }
  })
}

async function answer(message: OfflineRequest, source: Client | null): Promise<OfflineAnswer> {
  switch (message.type) {
    case 'keep':
      return { type: 'kept', page: await keep(message.url, message.title, message.pages, message.assets) }
    case 'forget':
      await forget(new URL(message.url, self.location.origin).href)
      return { type: 'done' }
    case 'list':
      return { type: 'list', pages: await listKept() }
    case 'copy-of':
      return { type: 'copy', savedAt: (source && servedFromCopy.get(source.id)) ?? null }
  }
}

self.addEventListener('message', (event) => {
  const port = event.ports[0]
  if (!port) return
  const source = event.source instanceof Client ? event.source : null
  event.waitUntil(
    answer(event.data as OfflineRequest, source).then(
      (reply) => port.postMessage(reply),
      (error: unknown) => port.postMessage({ type: 'error', message: String(error) } satisfies OfflineAnswer),
    ),
  )
})

serwist.addEventListeners()
