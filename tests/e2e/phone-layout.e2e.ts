import { expect, test, type Page } from '@playwright/test'

// Phone first (issue 17): the open menu is the whole viewport, and no route is wider than a 375 px phone.

const PHONE = { width: 375, height: 800 }

/** Every public route of the spec's table, with the seed's slugs (the heroes and maps with written guides). */
const ROUTES = [
  '/news',
  '/basics',
  '/maps',
  '/maps/yggsgard',
  '/maps/yggsgard/royal-palace',
  '/maps/hydra-charteris-base/hells-heaven',
  '/heroes',
  '/heroes?role=strategist',
  '/heroes/hulk',
  '/heroes/the-thing',
  '/tier-list',
  '/tier-list/S5.5?role=duelist',
  '/terms',
  '/privacy',
  '/about',
  '/contact',
  '/profiles/the-whisper',
]

/** What a visitor would notice on a phone: sideways scrolling, or something sticking out past the edge. */
async function overflowProblems(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const problems: string[] = []
    if (document.documentElement.scrollWidth > width) problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`)
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      // Things inside a sideways scroller (a row of buttons) or a clipping box are allowed past the edge.
      let clipped = false
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (style.overflowX !== 'visible' || style.position === 'fixed') {
          clipped = true
          break
        }
      }
      if (clipped) continue
      if (box.width > width + 0.5 || box.right > width + 0.5 || box.left < -0.5) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ')[0]}`
        problems.push(`${name}: ${Math.round(box.left)}..${Math.round(box.right)}`)
      }
    }
    return problems.slice(0, 10)
  })
}

async function openMenu(page: Page) {
  const open = page.getByRole('button', { name: 'Open menu' })
  const panel = page.locator('#mobile-nav')
  // The button answers once React has hydrated; retry the first tap until it takes.
  await expect(async () => {
    await open.click()
    await expect(panel).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  return panel
}

/** The open menu's box is the viewport, every spot of the screen is the menu, and it hides the page fully. */
async function expectMenuCoversViewport(page: Page) {
  const panel = page.locator('#mobile-nav')
  const box = await panel.boundingBox()
  expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height })
  const points = [
    [1, 1],
    [PHONE.width / 2, 70],
    [PHONE.width - 2, PHONE.height / 3],
    [PHONE.width / 2, PHONE.height / 2],
    [10, PHONE.height - 60],
    [PHONE.width - 2, PHONE.height - 2],
  ]
  const hits = await page.evaluate(
    (spots) => spots.map(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('#mobile-nav'))),
    points,
  )
  expect(hits).toEqual(points.map(() => true))
  const background = await panel.evaluate((element) => getComputedStyle(element).backgroundColor)
  // rgb(...) is opaque; rgba(..., a) must have a = 1.
  expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/)
}

test.describe('the phone menu', () => {
  test.use({ viewport: PHONE })

  test('covers the whole viewport, keeps focus inside, closes on Escape, and the page behind does not scroll', async ({ page }) => {
    await page.goto('/basics')
    const panel = await openMenu(page)
    await expectMenuCoversViewport(page)
    await expect(panel.getByRole('link', { name: 'basics' })).toHaveAttribute('aria-current', 'page')

    // Focus stays inside: tabbing forwards and backwards never leaves the menu.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-nav')))).toBe(true)
    }

    // The page behind keeps its place under wheel, touch-like scrolling and keys.
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.move(PHONE.width / 2, PHONE.height / 2)
    await page.mouse.wheel(0, 1200)
    await page.keyboard.press('PageDown')
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    // The close icon and any link close it too; a link takes you there.
    await openMenu(page)
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(panel).toBeHidden()
    await openMenu(page)
    await panel.getByRole('link', { name: 'heroes' }).click()
    await expect(page).toHaveURL(/\/heroes$/)
    await expect(panel).toBeHidden()
  })

  test("the menu's code comes only when the visitor reaches for the button, and the first tap still opens it", async ({ page }) => {
    // The menu's chunk is the one that carries Radix's dialog (its part names survive minifying).
    const menuChunks: string[] = []
    await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('DialogContent')) menuChunks.push(route.request().url())
      await route.fulfill({ response, body })
    })
    await page.goto('/basics', { waitUntil: 'networkidle' })
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    expect(menuChunks).toEqual([])

    const panel = await openMenu(page)
    expect(menuChunks.length).toBeGreaterThan(0)
    await expect(panel.getByRole('link', { name: 'basics' })).toHaveAttribute('aria-current', 'page')
  })

  test('the menu button shows its three bars, drawn in the middle of the button, and the back link its arrow before its words', async ({ page }) => {
    await page.goto('/maps/yggsgard/royal-palace/golden-courtyard')
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    const button = await menuButton.boundingBox()
    const bars = await menuButton.locator('svg').boundingBox()
    expect(bars!.width).toBeGreaterThanOrEqual(14)
    expect(Math.abs(bars!.x + bars!.width / 2 - (button!.x + button!.width / 2))).toBeLessThanOrEqual(1.5)
    expect(Math.abs(bars!.y + bars!.height / 2 - (button!.y + button!.height / 2))).toBeLessThanOrEqual(1.5)

    const back = page.getByRole('link', { name: 'All Maps' })
    const arrow = await back.locator('svg').boundingBox()
    const words = await back.evaluate((link) => {
      const range = document.createRange()
      range.selectNodeContents(link.lastChild!)
      const box = range.getBoundingClientRect()
      return { x: box.x, y: box.y, height: box.height }
    })
    expect(arrow!.width).toBeGreaterThanOrEqual(10)
    expect(arrow!.x + arrow!.width).toBeLessThanOrEqual(words.x + 0.5)
    // On the words' line, not above or below it.
    expect(arrow!.y).toBeGreaterThanOrEqual(words.y - 1)
    expect(arrow!.y + arrow!.height).toBeLessThanOrEqual(words.y + words.height + 1)
  })

  test('from 700 px up there is no menu icon; the links are in the bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/basics')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'maps' })).toBeVisible()
  })
})

test.describe('the map guide under the page at 375 px', () => {
  test.use({ viewport: PHONE })

  /** What a tap at (x, y) would land on: the top navigation, the open menu, the marker sheet, or something else. */
  const landsOn = (page: Page, x: number, y: number) =>
    page.evaluate(
      ([px, py]) => {
        const element = document.elementFromPoint(px, py)
        if (element?.closest('#mobile-nav')) return 'menu'
        if (element?.closest('[data-testid="marker-overlay"]')) return 'marker sheet'
        if (element?.closest('nav[aria-label="Main"]')) return 'navigation'
        return element?.closest('[data-testid="map-frame"]') ? 'map' : 'page'
      },
      [x, y],
    )

  test('scrolled under the navigation the map stays beneath it; the menu covers its controls; a marker sheet covers all', async ({ page }) => {
    await page.goto('/maps/yggsgard/royal-palace/golden-courtyard')
    const marker = page.getByTestId('map-stage').getByRole('button', { name: /^Objective: / })
    await expect(marker).toBeVisible()

    // The map's top half under the sticky bar: every point of the bar is still the bar.
    const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!
    const frameTop = await page.getByTestId('map-frame').evaluate((frame) => frame.getBoundingClientRect().top + window.scrollY)
    await page.evaluate((top) => window.scrollTo(0, top - 20), frameTop)
    await expect.poll(() => page.getByTestId('map-frame').evaluate((frame) => Math.round(frame.getBoundingClientRect().top))).toBeLessThan(bar.height)
    for (const x of [10, PHONE.width / 2, PHONE.width - 10]) expect(await landsOn(page, x, bar.height / 2)).toBe('navigation')

    // The open menu hides the map's zoom buttons too.
    await page.evaluate(() => window.scrollTo(0, 0))
    const zoom = (await page.getByTestId('map-stage').locator('.leaflet-control-zoom').boundingBox())!
    const panel = await openMenu(page)
    expect(await landsOn(page, zoom.x + zoom.width / 2, zoom.y + zoom.height / 2)).toBe('menu')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    // A marker's sheet takes the whole screen, the bar included.
    await expect(async () => {
      await marker.click()
      await expect(page.getByTestId('marker-overlay')).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    expect(await landsOn(page, PHONE.width / 2, bar.height / 2)).toBe('marker sheet')
  })
})

test.describe('every route at 375 px', () => {
  test.use({ viewport: PHONE })

  for (const route of ROUTES) {
    test(`${route}: no sideways scrolling, nothing wider than the screen, the menu covers it`, async ({ page }) => {
      await page.goto(route)
      await expect(page.locator('main')).toBeVisible()
      // A map's address without a section moves on to its first section in the browser, and a route change
      // closes the menu: wait for the move before opening it (seen: the menu opened, then vanished).
      if (/^\/maps\/[^/]+\/[^/]+$/.test(route)) await expect(page).toHaveURL(new RegExp(`${route}/[\\w-]+`))
      // Late content (guides, images) settles before measuring.
      await page.waitForLoadState('networkidle')
      expect(await overflowProblems(page)).toEqual([])
      // Halfway down the page too: the menu is fixed to the viewport, not to the top of the page.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
      await openMenu(page)
      await expectMenuCoversViewport(page)
    })
  }

  test('/ (home): no sideways scrolling and nothing wider than the screen', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(await overflowProblems(page)).toEqual([])
  })
})
