import fs from 'node:fs'
import path from 'node:path'

import { expect, type BrowserContext, type Page, test } from '@playwright/test'

import { KILL_SWITCH_WORKER } from '@/offline/kill-switch'

import { expectNoSeriousViolations, VIEWPORTS } from './support/a11y'

// The offline copy (issue 47): only this file lets the service worker in (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const HERO = '/heroes/hulk'
const MAP = '/maps/yggsgard/royal-palace/golden-courtyard'
const MAP_IMAGE = /\/cms-api\/media\/file\/section-royal-palace-golden-courtyard\.webp/
const OBJECTIVE = /^Objective: The capture circle wraps around a gilded fountain/
const NOTICE = /^You are offline\. This copy is from .+, patch S?[\d.]+\.$/

/** The page is answered by the worker: it has taken control (clientsClaim) of this tab. */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
}

/** Every address in every cache the browser keeps for the guide. */
const storedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname + new URL(request.url).search)
    return found
  })

/** The images on screen are painted (those further down load lazily, when scrolled to). */
async function expectImagesPainted(page: Page) {
  const unpainted = () =>
    page.locator('main img:visible').evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => {
        const box = image.getBoundingClientRect()
        const onScreen = box.bottom > 0 && box.top < innerHeight && box.width > 0
        return onScreen && (!image.complete || image.naturalWidth === 0)
      }).length,
    )
  await expect.poll(unpainted).toBe(0)
}

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

/** The map's picture painted and its markers drawn, from wherever they came. */
async function expectMapShown(page: Page) {
  const picture = page.locator('[data-testid="map-still"], [data-testid="map-stage"] .leaflet-image-layer').first()
  // The still picture at the section image's address, or, once the map has woken and taken its place, the map's
  // image layer drawing the image cache's copy of that address (a blob: URL). A busy machine may wake it first.
  await expect(picture).toHaveAttribute('src', new RegExp(`${MAP_IMAGE.source}|^blob:`))
  if ((await picture.getAttribute('src'))!.startsWith('blob:')) {
    await expect.poll(() => page.evaluate(async (pattern) => (await (await caches.open('image-cache')).keys()).some((request) => new RegExp(pattern).test(request.url)), MAP_IMAGE.source)).toBe(true)
  }
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await expect(page.getByTestId('map-stage').getByRole('button', { name: OBJECTIVE })).toBeVisible()
}

async function visitOnline(page: Page) {
  await page.goto(HERO)
  await controlledByWorker(page)
  // The first page loaded before the worker existed; from now on the worker stores what the visitor opens.
  await page.goto(MAP)
  await expectMapShown(page)
  await page.goto(HERO)
  await expect(page.getByRole('heading', { level: 1, name: 'Hulk' })).toBeVisible()
  await expectImagesPainted(page)
}

for (const viewport of VIEWPORTS) {
  test.describe(`offline copy at ${viewport.width}px`, () => {
    test.use({ viewport })

    test('pages opened before read offline with their images and map, and an address never opened shows the offline page', async ({ page, context }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await visitOnline(page)
      await expect(page.getByTestId('offline-notice')).toHaveCount(0)

      await context.setOffline(true)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Hulk' })).toBeVisible()
      await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE)
      await expectImagesPainted(page)
      await expectNoOverflow(page)

      await page.screenshot({ path: `test-results/offline/hero-offline-${viewport.width}.png` })

      await page.goto(MAP)
      await expectMapShown(page)
      await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE)

      await page.goto('/news/an-address-never-opened')
      await expect(page.getByRole('heading', { level: 1, name: 'Read offline' })).toBeVisible()
      await expect(page.getByText('You are offline, and this page was not saved.')).toBeVisible()
      await expectNoOverflow(page)
      await expectNoSeriousViolations(page)
      await context.setOffline(false)
      expect(errors).toEqual([])
    })

    test('"Keep offline" keeps a map guide with its sections never opened, the Offline page lists it with its size and removes it', async ({ page, context }) => {
      await page.goto(MAP)
      await controlledByWorker(page)
      const keep = page.getByRole('button', { name: 'Keep offline' })
      await keep.click()
      await expect(page.getByRole('button', { name: /^Kept offline \([\d.]+ (KB|MB)\)$/ })).toBeVisible({ timeout: 60_000 })
      const box = await page.getByRole('button', { name: /^Kept offline/ }).boundingBox()
      expect(box!.height).toBeGreaterThanOrEqual(44)

      // Another section of the same guide, never opened, reads offline.
      const other = await page.evaluate(async () => {
        const index = await (await caches.open('guide-offline-index')).match('/offline-index.json')
        const { kept } = (await index!.json()) as { kept: Record<string, { urls: string[] }> }
        return Object.values(kept)[0].urls.map((url) => new URL(url).pathname).find((path) => path.startsWith('/maps/') && !path.endsWith('/golden-courtyard'))
      })
      expect(other).toBeTruthy()
      await context.setOffline(true)
      await page.goto(other!)
      await expect(page.getByRole('heading', { level: 1, name: 'Read offline' })).toHaveCount(0)
      await expect(page.getByTestId('map-stage')).toBeVisible()
      await context.setOffline(false)

      await page.goto('/offline')
      const item = page.getByRole('listitem').filter({ hasText: 'Royal Palace' })
      await expect(item).toBeVisible()
      await expect(item.getByTestId('kept-size')).toHaveText(/^[\d.]+ (KB|MB)$/)
      await page.screenshot({ path: `test-results/offline/offline-page-${viewport.width}.png`, fullPage: true })
      await expectNoOverflow(page)
      await expectNoSeriousViolations(page)
      await item.getByRole('button', { name: /^Remove Royal Palace/ }).click()
      await expect(page.getByText('Nothing is kept yet.')).toBeVisible()
    })
  })
}

test('the Offline page and the notice speak Spanish and Portuguese', async ({ page, context }) => {
  await page.goto('/es/heroes/hulk')
  await controlledByWorker(page)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Guardar sin conexión' })).toBeVisible()
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('offline-notice')).toHaveText(/^Estás sin conexión\. Esta copia es del .+, parche S?[\d.]+\.$/)
  await page.goto('/pt-br/heroes/nunca-aberto')
  await expect(page.getByRole('heading', { level: 1, name: 'Ler sem conexão' })).toBeVisible()
  await context.setOffline(false)
})

test('never kept: the admin, the CMS API, the preview doors, signed /api answers, searches nobody made', async ({ page }) => {
  await visitOnline(page)
  // What a page fetches and links to, through the worker: a signed call, the CMS API, a preview door, a search link.
  await page.evaluate(async () => {
    await Promise.allSettled([fetch('/cms-api/heroes?limit=1'), fetch('/preview?path=/heroes'), fetch('/search/for/storm'), fetch('/admin')])
  })
  await page.goto('/search?q=hulk')
  const stored = await storedAddresses(page)
  expect(stored.filter((address) => /^\/(?:(?:es|pt-br)\/)?(?:admin|preview)(?:[/?]|$)/.test(address))).toEqual([])
  expect(stored.filter((address) => address.startsWith('/cms-api/') && !address.startsWith('/cms-api/media/file/'))).toEqual([])
  // The page's own signed /api calls are never stored (the answers are `private`).
  expect(stored.filter((address) => address.startsWith('/api/'))).toEqual([])
  expect(stored).not.toContain('/search/for/storm')
  // The search the visitor made is kept; and the pages and images they opened are.
  expect(stored.some((address) => address === '/search?q=hulk')).toBe(true)
  expect(stored).toContain(HERO)
  expect(stored.some((address) => MAP_IMAGE.test(address))).toBe(true)
})

test('Chromium finds the guide installable: manifest, icons, worker', async ({ page, context }) => {
  await page.goto('/')
  await controlledByWorker(page)
  const cdp = await context.newCDPSession(page)
  // Playwright's contexts are incognito ones, which Chromium never installs from; every other check must pass.
  const errors = async () =>
    ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')
  await expect.poll(errors).toEqual([])
  const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] }
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/)
  expect(parsed.errors).toEqual([])
  const manifest = await (await page.request.get('/es/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/es', short_name: 'Guía 6v6' })
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(['/es/maps', '/es/heroes', '/es/tier-list'])
  expect(manifest.icons.some((icon: { purpose: string; sizes: string }) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true)
})

/** Serves `body` as /sw.js to this context until the returned function is called. */
async function serveWorker(context: BrowserContext, body: string) {
  const handler = (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) => route.fulfill({ body, contentType: 'text/javascript', headers: { 'cache-control': 'no-store' } })
  await context.route('**/sw.js', handler)
  return () => context.unroute('**/sw.js', handler)
}

const precacheNames = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('-precache')))

test('a deploy: a visitor on build A gets build B at the next navigation, with no failed script and no page error', async ({ page, context }) => {
  // Build A is this build's worker under another build id: the cheap stand-in for a second `next build` (the
  // worker tells builds apart by id only; the scripts' addresses carry their own hashes).
  const real = await (await page.request.get('/sw.js')).text()
  const buildId = fs.readFileSync(path.join('.next', 'BUILD_ID'), 'utf8').trim()
  expect(real).toContain(buildId)
  const stopA = await serveWorker(context, real.replaceAll(buildId, `${buildId}A`))
  await page.goto(MAP)
  await controlledByWorker(page)
  await expect.poll(() => precacheNames(page)).toEqual([expect.stringContaining(`${buildId}A`)])
  await page.reload()
  await expectMapShown(page)

  const failed: string[] = []
  const errors: string[] = []
  page.on('requestfailed', (request) => request.url().includes('/_next/') && failed.push(request.url()))
  page.on('response', (response) => response.url().includes('/_next/') && response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`))
  page.on('pageerror', (error) => errors.push(error.message))

  // Build B is deployed: the browser finds the new worker and installs it in the background.
  await stopA()
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
  await expect.poll(() => precacheNames(page)).toContainEqual(expect.not.stringContaining(`${buildId}A`))
  // The page on screen still works (client navigation to another guide), then a new document uses build B.
  await page.getByRole('link', { name: 'heroes', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Heroes' })).toBeVisible()
  await page.goto(HERO)
  await expect(page.getByRole('heading', { level: 1, name: 'Hulk' })).toBeVisible()
  await expectImagesPainted(page)
  expect(failed).toEqual([])
  expect(errors).toEqual([])
})

test('the kill switch: a worker that unregisters itself and drops the copy', async ({ page, context }) => {
  await visitOnline(page)
  expect((await storedAddresses(page)).length).toBeGreaterThan(0)
  // Playwright can route the script of a registration, not the browser's update check of one already installed
  // (microsoft/playwright#14711): the kill switch comes in as this scope's worker under another script address,
  // as a browser meets it when /sw.js starts to answer with it. The page's own registration of /sw.js after the
  // reload gets the kill switch too.
  await context.route('**/sw.js?*', (route) => route.fulfill({ body: KILL_SWITCH_WORKER, contentType: 'text/javascript', headers: { 'cache-control': 'no-store' } }))
  await serveWorker(context, KILL_SWITCH_WORKER)
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?off', { scope: '/', updateViaCache: 'none' }).then(() => undefined))
  // The kill switch reloads the open tabs: a look taken while the page reloads counts as not yet.
  const settled = <T>(look: () => Promise<T>) => look().catch(() => null)
  await expect.poll(() => settled(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined))).toBe(true)
  await expect.poll(() => settled(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('guide-'))))).toEqual([])
  await page.goto(MAP)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  await expectMapShown(page)
})
