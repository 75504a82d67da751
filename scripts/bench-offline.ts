/**
 * `npm run bench:offline -- URL`: what the offline copy and Save-Data change for a visitor (issue 47), in a real
 * Chromium at phone width.
 *
 * 1. Bytes: the home page, a hero guide and a map guide, each in a fresh browser, loaded until the network is quiet,
 *    without and with Save-Data (the request header, and navigator.connection.saveData through the DevTools
 *    protocol's data-saver override). Counts what crossed the network (encoded bytes), the page's own requests.
 * 2. A repeat visit to a map guide on a slow connection (DevTools throttling: 400 ms round trip, 400 kbit/s down):
 *    first visit, then a new tab opens it again; first contentful paint and largest contentful paint of the second
 *    visit, without the worker (service workers blocked: the browser's HTTP cache only) and with it.
 *    Chromium's throttling of a page does not reach its service worker's own fetches, so "with" is the copy or
 *    precache answering; pages still go to the network first, so the page's HTML is throttled in both.
 * 3. The same repeat visit when the network holds the page longer than the worker waits for it (a connection that
 *    is up but hardly answers): a pass-through in this process sits in front of the guide and, for the second
 *    visit, holds every page (a request that accepts HTML) for STALLED_PAGE_MS before passing it on. The hold is
 *    in front of the server, so the worker's own fetch meets it too.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test'

import { CHROMIUM_FLAGS, median } from './bench/chromium'

const url = process.argv[2] ?? 'http://127.0.0.1:3000'
const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 3)
const PAGES = { home: '/', 'hero guide': '/heroes/hulk', 'map guide': '/maps/yggsgard/royal-palace/golden-courtyard' }
const PHONE = { width: 375, height: 800 }
const SLOW = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 }

async function countBytes(cdp: CDPSession): Promise<() => number> {
  let bytes = 0
  await cdp.send('Network.enable')
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength))
  return () => bytes
}

async function quiet(page: Page) {
  await page.waitForLoadState('networkidle')
}

async function pageBytes(path: string, saveData: boolean): Promise<number> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {} })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (saveData) await cdp.send('Emulation.setDataSaverOverride' as 'Emulation.setCPUThrottlingRate', { dataSaverEnabled: true } as never)
    const total = await countBytes(cdp)
    await page.goto(url + path, { waitUntil: 'load' })
    await quiet(page)
    // Let the video (lazy, fetched whole through the media cache) start if it is going to.
    await page.waitForFunction(() => document.querySelector('video')?.src || !document.querySelector('video') || (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData, undefined, { timeout: 10_000 }).catch(() => {})
    await quiet(page)
    return total()
  } finally {
    await browser.close()
  }
}

async function paints(page: Page): Promise<{ fcp: number; lcp: number }> {
  return page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
        new PerformanceObserver((list) => {
          const entries = list.getEntries()
          resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? NaN })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}

type Paints = { fcp: number; lcp: number }

/**
 * A first visit to the map guide at `base` (with the worker: until it controls the page and its precache and copies
 * have settled), then a second in a new tab, once `beforeSecond` has slowed that tab's way to the page.
 */
async function repeatVisit(withWorker: boolean, base: string, beforeSecond: (page: Page) => Promise<void>): Promise<Paints> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  try {
    const context: BrowserContext = await browser.newContext({ viewport: PHONE, serviceWorkers: withWorker ? 'allow' : 'block' })
    const first = await context.newPage()
    await first.goto(base + PAGES['map guide'], { waitUntil: 'load' })
    if (withWorker) await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
    // The precache and the copies settle before the second visit.
    await quiet(first)
    if (withWorker) await first.reload({ waitUntil: 'load' })
    await quiet(first)
    await first.close()
    const page = await context.newPage()
    await beforeSecond(page)
    await page.goto(base + PAGES['map guide'], { waitUntil: 'load', timeout: 120_000 })
    return await paints(page)
  } finally {
    await browser.close()
  }
}

/** The second visit's tab on the slow connection (DevTools throttling). */
async function slowConnection(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW)
}

/** Longer than the worker waits for a page (PAGE_NETWORK_SECONDS in src/offline/sw.ts, 4 s). */
const STALLED_PAGE_MS = 8_000

/** A pass-through to the guide that, while `stalled`, holds each page request for STALLED_PAGE_MS. */
async function stallingProxy(): Promise<{ url: string; stall: (on: boolean) => void; close: () => Promise<void> }> {
  const target = new URL(url)
  let stalled = false
  const server = http.createServer((req, res) => {
    const forward = () => {
      const upstream = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.destroy())
      req.pipe(upstream)
    }
    if (stalled && (req.headers.accept ?? '').includes('text/html')) setTimeout(forward, STALLED_PAGE_MS)
    else forward()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stall: (on) => (stalled = on),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

async function stalledVisit(withWorker: boolean): Promise<Paints> {
  const proxy = await stallingProxy()
  try {
    return await repeatVisit(withWorker, proxy.url, async () => proxy.stall(true))
  } finally {
    await proxy.close()
  }
}

/** Medians of RUNS visits without the worker, then with it. */
async function reportRepeatVisits(title: string, visit: (withWorker: boolean) => Promise<Paints>) {
  console.log(`${title} (median of ${RUNS}):`)
  for (const withWorker of [false, true]) {
    const runs: Paints[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await visit(withWorker))
    const fcp = median(runs.map((r) => r.fcp))
    const lcp = median(runs.map((r) => r.lcp))
    console.log(`  ${withWorker ? 'with the worker   ' : 'without the worker'} FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms`)
  }
}

console.log(`Bytes at ${PHONE.width} px (encoded, median of ${RUNS}):`)
for (const [name, path] of Object.entries(PAGES)) {
  const plain: number[] = []
  const light: number[] = []
  for (let run = 0; run < RUNS; run++) {
    plain.push(await pageBytes(path, false))
    light.push(await pageBytes(path, true))
  }
  console.log(`  ${name.padEnd(10)} ${path.padEnd(48)} ${Math.round(median(plain) / 1024)} KB -> Save-Data ${Math.round(median(light) / 1024)} KB`)
}

await reportRepeatVisits('Repeat visit to the map guide on a slow connection', (withWorker) => repeatVisit(withWorker, url, slowConnection))
await reportRepeatVisits(`Repeat visit to the map guide while the network holds each page ${STALLED_PAGE_MS / 1000} s`, stalledVisit)
