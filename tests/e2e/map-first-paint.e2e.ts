import { expect, type Page, test } from '@playwright/test'

import { stillAddress } from '../support/map-still'

import { VIEWPORTS } from './support/a11y'

// Runs against the seeded e2e site. The map guide paints the server-rendered section image first; Leaflet's code
// loads when the page is idle or the visitor reaches for the map.

const SECTION = '/maps/yggsgard/royal-palace/golden-courtyard'
const SECTION_IMAGE = /^\/cms-api\/media\/file\/section-royal-palace-golden-courtyard\.webp\?v=\w+$/
const OBJECTIVE = /^Objective: The capture circle wraps around a gilded fountain/

/**
 * Holds back the script that carries Leaflet (the chunk whose code names `leaflet-container`) until `release()`.
 * `requested` settles once the page has asked for it.
 */
async function holdLeafletScript(page: Page) {
  let markRequested!: () => void
  let release!: () => void
  const requested = new Promise<void>((resolve) => (markRequested = resolve))
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('leaflet-container')) {
      markRequested()
      await released
    }
    await route.fulfill({ response, body })
  })
  return { requested, release }
}

/**
 * With Leaflet's script held, the page's load event may never come: the map asks for the script when the browser is
 * idle, which can be before load, and a script asked for before load holds load back. So wait for the document only.
 */
const gotoHeld = (page: Page, url: string) => page.goto(url, { waitUntil: 'domcontentloaded' })

/** Where an element inside the map lies relative to the map's own box (the page may have scrolled in between). */
const placeInMap = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const own = element.getBoundingClientRect()
    const map = element.closest('[data-testid="map-stage"]')!.getBoundingClientRect()
    return { x: own.left - map.left, y: own.top - map.top, width: own.width }
  })

for (const viewport of VIEWPORTS) {
  test.describe(`map guide first paint at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })
    // A script still on its way through holdLeafletScript's handler when a test ends (a route the page prefetched
    // after load) would fail the test with "Response has been disposed" once the page closes under it.
    test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

    test("the section image shows at its final address before Leaflet's script has loaded, and the map takes its place", async ({ page }) => {
      const leaflet = await holdLeafletScript(page)
      await gotoHeld(page, SECTION)
      const still = page.getByTestId('map-still')
      await expect(still).toHaveAttribute('src', SECTION_IMAGE)
      await expect(still).toBeVisible()
      // Painted, not just in the markup: the browser has decoded the file.
      await expect.poll(() => still.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      await leaflet.requested
      await expect(page.locator('.leaflet-container')).toHaveCount(0)
      const stillBox = await placeInMap(page, '[data-testid="map-still"]')

      // The rest of the guide is live without the map's script: the utility picker answers.
      const picker = page.getByTestId('guide-utility').getByRole('group', { name: 'Utility hero' })
      await expect(async () => {
        await picker.getByRole('button', { name: 'Peni Parker' }).click()
        await expect(picker.getByRole('button', { name: 'Peni Parker' })).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await expect(page.getByTestId('utility-placements')).toContainText('Build the spider-nest under the north balcony')
      await expect(page.locator('.leaflet-container')).toHaveCount(0)

      leaflet.release()
      const stage = page.getByTestId('map-stage')
      await expect(stage.getByRole('button', { name: OBJECTIVE })).toBeVisible()
      // The map draws the image where the still picture was (no jump), and the still picture goes.
      await expect(still).toHaveCount(0)
      const drawn = await placeInMap(page, '[data-testid="map-stage"] .leaflet-image-layer')
      expect(Math.abs(drawn.x - stillBox.x)).toBeLessThan(4)
      expect(Math.abs(drawn.y - stillBox.y)).toBeLessThan(4)
      expect(Math.abs(drawn.width - stillBox.width)).toBeLessThan(8)
    })

    test('?marker= opens its marker, and once the map is live it is centred there and opens again from the map', async ({ page }) => {
      await page.goto(SECTION)
      const stage = page.getByTestId('map-stage')
      const id = await stage.getByRole('button', { name: OBJECTIVE }).getAttribute('data-marker-id')
      expect(id).toMatch(/^\d+$/)

      const leaflet = await holdLeafletScript(page)
      await gotoHeld(page, `${SECTION}?marker=${id}`)
      const overlay = page.getByTestId('marker-overlay')
      await expect(overlay).toContainText('The capture circle wraps around a gilded fountain')
      await leaflet.requested
      await expect(page.locator('.leaflet-container')).toHaveCount(0)

      leaflet.release()
      const shared = stage.locator(`[data-marker-id="${id}"]`)
      await expect(shared).toBeAttached()
      // The viewer opens on the shared marker: it lies inside the map, near its middle.
      const stageBox = (await stage.boundingBox())!
      await expect
        .poll(async () => {
          const at = (await shared.boundingBox())!
          return Math.hypot(at.x + at.width / 2 - (stageBox.x + stageBox.width / 2), at.y + at.height / 2 - (stageBox.y + stageBox.height / 2))
        })
        .toBeLessThan(Math.min(stageBox.width, stageBox.height) / 2)
      await expect(overlay).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`\\?marker=${id}$`))

      await page.keyboard.press('Escape')
      await expect(overlay).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${SECTION}$`))
      await shared.click()
      await expect(overlay).toContainText('The capture circle wraps around a gilded fountain')
      await expect(page).toHaveURL(new RegExp(`\\?marker=${id}$`))
    })

    test('the section image is downloaded once: the image cache adopts the copy the page has shown', async ({ page }) => {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      const urls = new Map<string, string>()
      const fromCache = new Set<string>()
      const downloads: string[] = []
      cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url))
      cdp.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId))
      cdp.on('Network.responseReceived', (event) => {
        if (!event.response.fromDiskCache && !event.response.fromPrefetchCache && !fromCache.has(event.requestId)) downloads.push(event.response.url)
      })

      // The still picture may be gone by the time a locator looks (the map took its place), and holding the map's
      // script back would need request routing, which turns the browser's HTTP cache off. So read the address from
      // the page as the server sent it.
      const address = stillAddress(await (await page.goto(SECTION))!.text())
      expect(address).toMatch(SECTION_IMAGE)
      await expect(page.getByTestId('map-stage').getByRole('button', { name: OBJECTIVE })).toBeVisible()
      // The spec's image cache holds the section image, and the map draws the cached copy.
      await expect
        .poll(() => page.evaluate(async (url) => Boolean(await (await caches.open('image-cache')).match(url)), address))
        .toBe(true)
      await expect(page.locator('[data-testid="map-stage"] .leaflet-image-layer')).toHaveAttribute('src', /^blob:/)
      expect(downloads.filter((url) => url.endsWith(address))).toHaveLength(1)
      expect([...urls.values()].filter((url) => url.endsWith(address)).length).toBeGreaterThanOrEqual(2)
    })

    test('a guide part below the screen waits to be drawn until the reader scrolls near it, then shows in full', async ({ page }) => {
      await page.goto(SECTION)
      const utility = page.getByTestId('guide-utility')
      const heading = utility.getByRole('heading', { name: 'Utility' })
      // In the page from the start (for search engines, find in page and screen readers), but not drawn yet.
      await expect(heading).toBeAttached()
      expect(await utility.evaluate((part) => part.getBoundingClientRect().top)).toBeGreaterThan(viewport.height * 2)
      // What lies inside a part the browser skips counts as hidden to checkVisibility's contentVisibilityAuto.
      const drawn = () => heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
      expect(await drawn()).toBe(false)
      await heading.scrollIntoViewIfNeeded()
      await expect.poll(drawn).toBe(true)
      await expect(heading).toBeInViewport()
      await expect(utility.getByRole('button').first()).toBeVisible()
    })

    test("the page's scripts and styles arrive as brotli, and the map still comes to life", async ({ page }) => {
      const answers: Promise<{ path: string; encoding: string | undefined; bytes: number }>[] = []
      page.on('response', (response) => {
        const { pathname } = new URL(response.url())
        if (!/^\/_next\/static\/.+\.(js|css)$/.test(pathname)) return
        answers.push(
          response.allHeaders().then((headers) => ({ path: pathname, encoding: headers['content-encoding'], bytes: Number(headers['content-length'] ?? Infinity) })),
        )
      })
      await page.goto(SECTION)
      await expect(page.getByTestId('map-stage').getByRole('button', { name: OBJECTIVE })).toBeVisible()
      const arrived = await Promise.all(answers)
      expect(arrived.filter(({ path }) => path.endsWith('.js')).length).toBeGreaterThan(3)
      expect(arrived.some(({ path }) => path.endsWith('.css'))).toBe(true)
      // Files under 1 KB go as they are (neither the build nor Next compresses them).
      expect(arrived.filter(({ encoding, bytes }) => encoding !== 'br' && bytes >= 1024)).toEqual([])
    })
  })
}

// A section of each written map. Once about 12.8 KB of a page is written, React's server sends any further
// Suspense boundary apart, to be swapped in by a script; the map guide's first paint must not wait for that.
const WRITTEN_SECTIONS = [
  SECTION,
  '/maps/empire-of-eternal-night/midtown/crimson-avenue',
  '/maps/tokyo-2099/shin-shibuya/scramble-crossing',
  '/maps/yggsgard/yggdrasill-path/rainbow-gate',
]

test('the server sends each map guide in one piece, its section image in place: nothing is swapped in by a script', async ({ request }) => {
  for (const path of WRITTEN_SECTIONS) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('data-testid="map-still"')
    expect(html, path).not.toContain('<div hidden id="S:')
  }
})

/** What marks the parts no first paint shows in a script: each one's own test id, kept as a string when minified. */
const LATER_PARTS = ['marker-overlay', 'map-side-nav', 'map-guide-coming']

test("a map guide's first scripts carry neither the spot overlay, the fullscreen navigation nor the guide-coming notice", async ({ request }) => {
  for (const path of WRITTEN_SECTIONS) {
    const html = await (await request.get(path)).text()
    // The scripts the page runs on arrival (not the noModule polyfills an older browser would take instead).
    const scripts = [...html.matchAll(/<script src="([^"]+\.js)"(?![^>]*noModule)/g)].map((match) => match[1])
    expect(scripts.length, path).toBeGreaterThan(3)
    for (const src of scripts) {
      const body = await (await request.get(src)).text()
      for (const part of LATER_PARTS) expect(body.includes(part), `${path}: ${src} carries ${part}`).toBe(false)
    }
  }
})
