import { expect, type Locator, type Page, test } from '@playwright/test'

import { expectNoSeriousViolations, VIEWPORTS } from './support/a11y'
import { legendToggle, openLegend } from './support/map-legend'
import { CROWDED, ensureCrowdedSection, ensureStressSection, STRESS } from './support/maps-stress-section'

// Runs against the seeded e2e site; names and texts below are the seed's (Royal Palace has a full guide).

const GUIDE = '/maps/yggsgard/royal-palace'
const OBJECTIVE = /^Objective: The capture circle wraps around a gilded fountain/

/** Buttons answer once React has hydrated; retry the first click until it takes. */
async function clickWhenHydrated(page: Page, click: () => Promise<void>, until: () => Promise<void>) {
  await expect(async () => {
    await click()
    await until()
  }).toPass({ timeout: 20_000 })
}

/** Clicks the map where nothing lies over the image (no marker, control or legend), as a visitor would. */
async function clickEmptyMapSpot(page: Page) {
  const stage = page.getByTestId('map-stage')
  const spot = await stage.evaluate((element) => {
    const box = element.getBoundingClientRect()
    for (let y = 0.3; y < 0.8; y += 0.05) {
      for (let x = 0.15; x < 0.85; x += 0.05) {
        const hit = document.elementFromPoint(box.left + x * box.width, box.top + y * box.height)
        // The image takes no pointer events itself: a click there lands on the map's container or a pane.
        if (hit && element.contains(hit) && /\bleaflet-(container|pane)\b/.test(hit.className)) return { x: x * box.width, y: y * box.height }
      }
    }
    return null
  })
  expect(spot, 'an empty spot on the map').not.toBeNull()
  await stage.click({ position: spot! })
}

/** After the first click the page scrolls the map to the middle of the screen; wait until it is there. */
async function expectMapCentred(page: Page, viewportHeight: number) {
  await expect
    .poll(async () => {
      const box = (await page.getByTestId('map-stage').boundingBox())!
      return Math.abs(box.y + box.height / 2 - viewportHeight / 2)
    })
    .toBeLessThan(40)
}

/** Where the map's image sits once an animation (zoom, bounce back) has finished: the same twice in a row. */
async function settledImageAt(stage: Locator) {
  const image = stage.locator('.leaflet-image-layer')
  const imageAt = () => image.evaluate((element) => `${Math.round(element.getBoundingClientRect().left)},${Math.round(element.getBoundingClientRect().top)}`)
  let last = ''
  await expect.poll(async () => last === (last = await imageAt()), { intervals: [150] }).toBe(true)
  return last
}

const marker = (page: Page, name: RegExp) => page.getByTestId('map-stage').getByRole('button', { name })

for (const viewport of VIEWPORTS) {
  test.describe(`maps at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('the mode filter hides the list for 350 ms, then shows only that mode with its explanation', async ({ page }) => {
      await page.goto('/maps')
      await expect(page).toHaveTitle(/Maps/)
      await expect(page.getByRole('heading', { level: 1, name: 'Maps' })).toBeVisible()
      const list = page.getByTestId('maps-list')
      const filter = page.getByRole('group', { name: 'Filter maps by mode' })
      await expect(filter.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true')
      await expect(list.getByTestId('map-card').filter({ hasText: 'Sanctum Sanctorum' })).toContainText('Arcade')

      // Record the hidden phase: too short to poll for reliably.
      await list.evaluate((element) => {
        const log: { hidden: boolean; at: number }[] = []
        ;(window as unknown as { listLog: typeof log }).listLog = log
        new MutationObserver(() => log.push({ hidden: element.hasAttribute('hidden'), at: performance.now() })).observe(element, { attributes: true, attributeFilter: ['hidden'] })
      })
      await clickWhenHydrated(
        page,
        () => filter.getByRole('button', { name: 'Domination' }).click(),
        () => expect(filter.getByRole('button', { name: 'Domination' })).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 }),
      )
      await expect(list).toBeVisible()
      const log = await page.evaluate(() => (window as unknown as { listLog: { hidden: boolean; at: number }[] }).listLog)
      const shown = log.findIndex((entry) => !entry.hidden)
      expect(log[0]?.hidden).toBe(true)
      expect(shown).toBeGreaterThan(0)
      const hiddenFor = log[shown].at - log[0].at
      expect(hiddenFor).toBeGreaterThanOrEqual(330)
      expect(hiddenFor).toBeLessThan(1_500)

      const cards = list.getByTestId('map-card')
      expect(await cards.count()).toBeGreaterThan(0)
      for (const type of await cards.evaluateAll((links) => links.map((link) => link.getAttribute('data-type')))) expect(type).toBe('domination')
      await expect(list.getByTestId('location-card').filter({ hasText: 'Yggsgard' }).getByTestId('map-card')).toHaveText([/Royal Palace/])
      // Empire of Eternal Night has no domination map, so its card is gone.
      await expect(list.getByTestId('location-card').filter({ hasText: 'Empire of Eternal Night' })).toHaveCount(0)
      await expect(page.getByTestId('mode-intro').getByRole('link')).toHaveAttribute('href', '/basics#domination')

      await filter.getByRole('button', { name: 'Convoy' }).click()
      await expect(list).toBeVisible()
      await expect(page.getByTestId('mode-intro').getByRole('link')).toHaveAttribute('href', '/basics#convoy')
      await expect(list.getByTestId('map-card').filter({ hasText: 'Royal Palace' })).toHaveCount(0)
      await expect(list.getByTestId('map-card').filter({ hasText: 'Midtown' })).toBeVisible()
      await expectNoSeriousViolations(page)
    })

    test('a location links to its page, and a map card opens its guide on the first section', async ({ page }) => {
      await page.goto('/maps')
      const yggsgard = page.getByTestId('location-card').filter({ hasText: 'Yggsgard' })
      await expect(yggsgard.getByRole('link', { name: 'Yggsgard' })).toHaveAttribute('href', '/maps/yggsgard')
      await expect(yggsgard.getByRole('link', { name: /Royal Palace/ })).toHaveAttribute('href', GUIDE)

      await yggsgard.getByRole('link', { name: 'Yggsgard' }).click()
      await expect(page).toHaveURL(/\/maps\/yggsgard$/)
      await expect(page).toHaveTitle(/Yggsgard/)
      await expect(page.getByRole('heading', { level: 1, name: 'Yggsgard' })).toBeVisible()
      const cards = page.getByTestId('map-card')
      await expect(cards).toHaveCount(2)
      await expect(cards.filter({ hasText: 'Yggdrasill Path' })).toContainText('Convoy')
      await expect(page.getByRole('link', { name: /All Maps/ })).toHaveAttribute('href', '/maps')
      await expectNoSeriousViolations(page)

      await cards.filter({ hasText: 'Royal Palace' }).click()
      await expect(page).toHaveURL(new RegExp(`${GUIDE}/golden-courtyard$`))
      await expect(page.getByRole('heading', { level: 1, name: 'Royal Palace' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Yggsgard' })).toHaveAttribute('href', '/maps/yggsgard')
    })

    test('the guide without a section opens the first one, and choosing a section updates the address', async ({ page }) => {
      await page.goto(GUIDE)
      await expect(page).toHaveURL(new RegExp(`${GUIDE}/golden-courtyard$`))
      await expect(page).toHaveTitle(/Royal Palace: Golden Courtyard/)
      const sections = page.getByRole('group', { name: 'Map sections' })
      await expect(sections.getByRole('button')).toHaveText(['Golden Courtyard', 'Throne Room', 'Starlit Observatory'])
      await expect(sections.getByRole('button', { name: 'Golden Courtyard' })).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByRole('link', { name: /All Maps/ })).toHaveAttribute('href', '/maps')

      // Parts of the guide for this map and section.
      await expect(page.getByRole('heading', { level: 2, name: 'How to win' })).toBeVisible()
      await expect(page.getByTestId('guide-how-to-win').getByRole('link')).toHaveAttribute('href', '/basics#domination')
      const heroes = page.getByTestId('guide-heroes')
      await expect(heroes.getByRole('heading', { level: 3 })).toHaveText(['Attacking', 'Defending', 'Both sides'])
      await expect(heroes.getByRole('link', { name: /Magneto/ })).toHaveAttribute('href', '/heroes/magneto')
      await expect(page.getByTestId('guide-breakout').getByRole('heading', { level: 3 })).toHaveText(['Defenders', 'Attackers'])
      // Domination: one hot-spot text.
      await expect(page.getByTestId('guide-hot-spot').getByRole('heading', { level: 3 })).toHaveText(['Hold here'])
      await expect(page.getByTestId('guide-transformations').locator('video').first()).toHaveJSProperty('muted', true)

      await clickWhenHydrated(
        page,
        () => sections.getByRole('button', { name: 'Throne Room' }).click(),
        () => expect(page).toHaveURL(new RegExp(`${GUIDE}/throne-room$`), { timeout: 2_000 }),
      )
      await expect(sections.getByRole('button', { name: 'Throne Room' })).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId('guide-breakout')).toContainText('Throne Room')
      await expect(page).toHaveTitle(/Royal Palace: Throne Room/)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${GUIDE}/golden-courtyard$`))
      await expect(sections.getByRole('button', { name: 'Golden Courtyard' })).toHaveAttribute('aria-pressed', 'true')
    })

    test('the first click hands the mouse to the map; a marker opens its overlay, closed by a click', async ({ page }) => {
      await page.goto(`${GUIDE}/golden-courtyard`)
      const stage = page.getByTestId('map-stage')
      await expect(stage).toHaveAttribute('data-interactive', 'false')
      await expect(marker(page, OBJECTIVE)).toBeVisible()

      await clickWhenHydrated(
        page,
        () => clickEmptyMapSpot(page),
        () => expect(stage).toHaveAttribute('data-interactive', 'true', { timeout: 1_000 }),
      )
      await expectMapCentred(page, viewport.height)

      await marker(page, OBJECTIVE).click()
      const overlay = page.getByTestId('marker-overlay')
      await expect(overlay).toBeVisible()
      await expect(overlay).toContainText('The capture circle wraps around a gilded fountain that splits the point into two halves.')
      await expect(overlay.getByRole('img')).toHaveCount(2)
      await expect(page).toHaveURL(/\?marker=\d+$/)
      await expectNoSeriousViolations(page)

      await overlay.click({ position: { x: 5, y: 5 } })
      await expect(overlay).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${GUIDE}/golden-courtyard$`))
    })

    test('a marker share link opens its section with the overlay open', async ({ page }) => {
      await page.goto(`${GUIDE}/golden-courtyard`)
      const id = await marker(page, OBJECTIVE).getAttribute('data-marker-id')
      expect(id).toMatch(/^\d+$/)

      await clickWhenHydrated(
        page,
        () => marker(page, OBJECTIVE).click(),
        () => expect(page.getByTestId('marker-overlay')).toBeVisible({ timeout: 1_000 }),
      )
      await expect(page.getByTestId('marker-share-link')).toHaveAttribute('href', `${GUIDE}/golden-courtyard?marker=${id}`)

      // Shared from another section's address: the guide moves to the marker's own section.
      await page.goto(`${GUIDE}/throne-room?marker=${id}`)
      await expect(page).toHaveURL(new RegExp(`${GUIDE}/golden-courtyard\\?marker=${id}$`))
      const overlay = page.getByTestId('marker-overlay')
      await expect(overlay).toBeVisible()
      await expect(overlay).toContainText('The capture circle wraps around a gilded fountain')
      await page.keyboard.press('Escape')
      await expect(overlay).toBeHidden()

      // And from the map's address without a section.
      await page.goto(`${GUIDE}?marker=${id}`)
      await expect(page).toHaveURL(new RegExp(`${GUIDE}/golden-courtyard\\?marker=${id}$`))
      await expect(page.getByTestId('marker-overlay')).toContainText('The capture circle wraps')
    })

    test('legend state and hidden marker types survive a reload', async ({ page }) => {
      await page.goto(`${GUIDE}/golden-courtyard`)
      const legend = page.getByTestId('map-legend')
      const toggle = legendToggle(page)
      const spawnDoors = marker(page, /^Spawn door:/)
      await expect(spawnDoors).toHaveCount(2)
      // Open from 731 px up, folded on phones.
      if (viewport.width <= 730) {
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await openLegend(page)
      }
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')

      await clickWhenHydrated(
        page,
        () => legend.getByRole('button', { name: /^Spawn door/ }).click(),
        () => expect(legend.getByRole('button', { name: /^Spawn door/ })).toHaveAttribute('aria-pressed', 'false', { timeout: 1_000 }),
      )
      await expect(spawnDoors).toHaveCount(0)
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(legend.getByRole('list', { name: 'Marker types' })).toBeHidden()
      expect(await page.evaluate(() => localStorage.getItem('legendToggle'))).toBe('false')

      await page.reload()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(marker(page, OBJECTIVE)).toBeVisible()
      await expect(spawnDoors).toHaveCount(0)
      await openLegend(page)
      await expect(legend.getByRole('button', { name: /^Spawn door/ })).toHaveAttribute('aria-pressed', 'false')
      await legend.getByRole('button', { name: 'Show all' }).click()
      await expect(spawnDoors).toHaveCount(2)
    })

    test('fullscreen fades in, marks the body, keeps its side navigation state and leaves on Escape', async ({ page }) => {
      await page.goto(`${GUIDE}/golden-courtyard`)
      const frame = page.getByTestId('map-frame')
      await frame.evaluate((element) => {
        const log: { fading: string | null; at: number }[] = []
        ;(window as unknown as { fadeLog: typeof log }).fadeLog = log
        new MutationObserver(() => log.push({ fading: element.getAttribute('data-fading'), at: performance.now() })).observe(element, {
          attributes: true,
          attributeFilter: ['data-fading'],
        })
      })
      await page.evaluate(() => window.scrollTo(0, 300))
      await clickWhenHydrated(
        page,
        () => page.getByRole('button', { name: 'Enter fullscreen' }).click(),
        () => expect(frame).toHaveAttribute('data-fullscreen', 'true', { timeout: 2_000 }),
      )
      await expect(page.locator('body')).toHaveClass(/\bmap-open\b/)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await expect(frame).toHaveAttribute('data-fading', 'false')
      const fades = await page.evaluate(() => (window as unknown as { fadeLog: { fading: string; at: number }[] }).fadeLog)
      expect(fades.map((entry) => entry.fading)).toEqual(['true', 'false'])
      expect(fades[1].at - fades[0].at).toBeGreaterThanOrEqual(350)

      const nav = page.getByTestId('map-side-nav')
      await expect(nav).toBeVisible()
      const navToggle = nav.getByRole('button', { name: /all maps/ })
      const wasExpanded = (await navToggle.getAttribute('aria-expanded')) === 'true'
      await navToggle.click()
      await expect(navToggle).toHaveAttribute('aria-expanded', String(!wasExpanded))
      expect(await page.evaluate(() => localStorage.getItem('mapNavToggle'))).toBe(String(wasExpanded))

      await page.reload()
      await clickWhenHydrated(
        page,
        () => page.getByRole('button', { name: 'Enter fullscreen' }).click(),
        () => expect(frame).toHaveAttribute('data-fullscreen', 'true', { timeout: 2_000 }),
      )
      await expect(navToggle).toHaveAttribute('aria-expanded', String(!wasExpanded))
      if (wasExpanded) await navToggle.click()
      await expect(nav.getByRole('list', { name: 'Royal Palace sections' }).getByRole('link')).toHaveText([
        'Golden Courtyard',
        'Throne Room',
        'Starlit Observatory',
      ])
      await expect(nav.getByRole('link', { name: 'Golden Courtyard' })).toHaveAttribute('aria-current', 'page')
      await expect(nav.getByRole('link', { name: 'Royal Palace' })).toBeInViewport()
      await expectNoSeriousViolations(page)

      await page.keyboard.press('Escape')
      await expect(frame).toHaveAttribute('data-fullscreen', 'false')
      await expect(page.locator('body')).not.toHaveClass(/\bmap-open\b/)
    })

    test('choosing another map in the side navigation opens its first section, still fullscreen', async ({ page }) => {
      await page.goto(`${GUIDE}/throne-room`)
      const frame = page.getByTestId('map-frame')
      await clickWhenHydrated(
        page,
        () => page.getByRole('button', { name: 'Enter fullscreen' }).click(),
        () => expect(frame).toHaveAttribute('data-fullscreen', 'true', { timeout: 2_000 }),
      )
      const nav = page.getByTestId('map-side-nav')
      const navToggle = nav.getByRole('button', { name: /all maps/ })
      if ((await navToggle.getAttribute('aria-expanded')) === 'false') await navToggle.click()
      await expect(nav.getByRole('link')).not.toHaveCount(0)
      await nav.getByRole('link', { name: 'Midtown' }).click()
      await expect(page).toHaveURL(/\/maps\/empire-of-eternal-night\/midtown\/crimson-avenue$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Midtown' })).toBeAttached()
      await expect(frame).toHaveAttribute('data-fullscreen', 'true')
      await expect(page.locator('body')).toHaveClass(/\bmap-open\b/)
      await page.getByRole('button', { name: 'Leave fullscreen' }).click()
      await expect(page.locator('body')).not.toHaveClass(/\bmap-open\b/)
    })

    test('the utility picker offers the heroes placed on the map and switches between them', async ({ page }) => {
      await page.goto(`${GUIDE}/golden-courtyard`)
      const utility = page.getByTestId('guide-utility')
      const picker = utility.getByRole('group', { name: 'Utility hero' })
      await expect(picker.getByRole('button')).toHaveText(['Rocket Raccoon', 'Peni Parker', 'The Punisher', 'Doctor Strange'])
      await expect(picker.getByRole('button', { name: 'Rocket Raccoon' })).toHaveAttribute('aria-pressed', 'true')
      const placements = utility.getByTestId('utility-placements')
      await expect(placements).toContainText('Tuck the revive beacon behind the fountain')
      await expect(placements.getByRole('heading', { level: 3 })).toHaveText(['Attacking', 'Defending'])

      await clickWhenHydrated(
        page,
        () => picker.getByRole('button', { name: 'Peni Parker' }).click(),
        () => expect(picker.getByRole('button', { name: 'Peni Parker' })).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 }),
      )
      await expect(placements).toContainText('Build the spider-nest under the north balcony')
      await expect(placements).not.toContainText('revive beacon')
      await expect(placements.getByRole('heading', { level: 3 })).toHaveText(['Defending'])

      // The choice stays while the section changes; the placements follow the section.
      await page.getByRole('group', { name: 'Map sections' }).getByRole('button', { name: 'Throne Room' }).click()
      await expect(page).toHaveURL(/\/throne-room$/)
      await expect(picker.getByRole('button', { name: 'Peni Parker' })).toHaveAttribute('aria-pressed', 'true')
      await expect(placements).toContainText('Spin the spider-nest on the throne steps')
    })

    test('the legend sits below the map and shows every type at once; coordinates only on request', async ({ page }) => {
      await page.goto(`${GUIDE}/golden-courtyard`)
      const legend = page.getByTestId('map-legend')
      const stage = page.getByTestId('map-stage')
      if (viewport.width <= 730) await openLegend(page)
      const types = legend.getByRole('list', { name: 'Marker types' }).getByRole('listitem')
      await expect(types).not.toHaveCount(0)
      // Below the map, never over it (nor over the title drawn in the map's corner).
      const mapBox = (await stage.boundingBox())!
      const legendBox = (await legend.boundingBox())!
      expect(legendBox.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height - 2)
      // Every type is on screen inside the legend: nothing scrolls inside it.
      expect(await legend.evaluate((element) => [...element.querySelectorAll('*')].every((child) => child.scrollHeight <= child.clientHeight + 1))).toBe(true)
      for (const item of await types.all()) await expect(item).toBeVisible()
      // A phone gets a tall viewer, filled by the image.
      if (viewport.width <= 730) expect(mapBox.height).toBeGreaterThanOrEqual(400)
      const image = (await stage.locator('.leaflet-image-layer').boundingBox())!
      expect(image.y).toBeLessThanOrEqual(mapBox.y + 1)
      expect(image.y + image.height).toBeGreaterThanOrEqual(mapBox.y + mapBox.height - 1)

      // Clicking the map shows no coordinates to visitors, until the Coordinates switch is on.
      await clickWhenHydrated(
        page,
        () => clickEmptyMapSpot(page),
        () => expect(stage).toHaveAttribute('data-interactive', 'true', { timeout: 1_000 }),
      )
      await expectMapCentred(page, viewport.height)
      await clickEmptyMapSpot(page)
      await expect(page.getByTestId('map-point')).toHaveCount(0)
      await legend.getByRole('button', { name: 'Coordinates' }).click()
      await expect(legend.getByRole('button', { name: 'Coordinates' })).toHaveAttribute('aria-pressed', 'true')
      // The switch is below the map: bring the map back to the middle of the screen before clicking it.
      await stage.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await clickEmptyMapSpot(page)
      await expect(page.getByTestId('map-point')).toHaveText(/^lat -?\d+(\.\d+)? · lng -?\d+(\.\d+)?$/)
    })

    test('fullscreen uses the whole screen: the image covers it, the legend is folded to one line on phones', async ({ page }) => {
      await page.goto(`${GUIDE}/golden-courtyard`)
      const frame = page.getByTestId('map-frame')
      await clickWhenHydrated(
        page,
        () => page.getByRole('button', { name: 'Enter fullscreen' }).click(),
        () => expect(frame).toHaveAttribute('data-fullscreen', 'true', { timeout: 2_000 }),
      )
      await expect(frame).toHaveAttribute('data-fading', 'false')
      const image = page.getByTestId('map-stage').locator('.leaflet-image-layer')
      await expect
        .poll(async () => {
          const box = (await image.boundingBox())!
          const stage = (await page.getByTestId('map-stage').boundingBox())!
          return box.y <= stage.y + 1 && box.y + box.height >= stage.y + stage.height - 1 && box.x <= stage.x + 1 && box.x + box.width >= stage.x + stage.width - 1
        })
        .toBe(true)
      const legend = (await page.getByTestId('map-legend').boundingBox())!
      if (viewport.width <= 730) expect(legend.height).toBeLessThan(60)
      await page.keyboard.press('Escape')
      await expect(frame).toHaveAttribute('data-fullscreen', 'false')
    })

    test('a marker icon that fails to load is reported and drawn as a fallback marker', async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.route(/\/marker-objective[^/]*\.webp(\?.*)?$/, (route) => route.fulfill({ status: 404, body: 'gone' }))
      await page.goto(`${GUIDE}/golden-courtyard`)
      const objective = page.getByTestId('map-stage').getByRole('button', { name: OBJECTIVE })
      await expect(objective).toBeVisible()
      await expect(objective).toHaveText('O')
      await expect.poll(() => errors.filter((text) => text.includes('Error retrieving icon')).length).toBe(1)
      // The rest of the markers keep their icons.
      await expect(marker(page, /^Spawn door:/).first()).toHaveJSProperty('tagName', 'IMG')
    })

    test('a marker icon the browser has shown is kept in the image cache and drawn from it when its address fails', async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.goto(`${GUIDE}/golden-courtyard`)
      const objective = marker(page, OBJECTIVE).first()
      await expect(objective).toHaveJSProperty('tagName', 'IMG')
      await expect.poll(() => objective.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      // Drawn from its own address, with no detour through a copy.
      const direct = (await objective.getAttribute('src'))!
      expect(direct).not.toMatch(/^blob:/)
      const absolute = new URL(direct, page.url()).href
      await expect.poll(() => page.evaluate(async (url) => Boolean(await (await caches.open('image-cache')).match(url)), absolute)).toBe(true)

      // The icon's address now fails (a dropped connection): the kept copy takes its place, and nothing is reported.
      await page.route((url) => url.href === absolute, (route) => route.abort('internetdisconnected'))
      await page.reload()
      await expect(objective).toHaveAttribute('src', /^blob:/)
      await expect.poll(() => objective.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      expect(errors.filter((text) => text.includes('Error retrieving icon'))).toEqual([])
    })

    test('utility pictures have readable captions and a picture of their own for each side', async ({ page }) => {
      await page.goto(`${GUIDE}/golden-courtyard`)
      const placements = page.getByTestId('utility-placements')
      await expect(placements.locator('figcaption')).toHaveText(['Rocket Raccoon · Attacking · Golden Courtyard', 'Rocket Raccoon · Defending · Golden Courtyard'])
      const sources = await placements.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('data-source') ?? image.getAttribute('src')))
      expect(new Set(sources).size).toBe(sources.length)
    })

    test('the section buttons stay on one row', async ({ page }) => {
      await page.goto('/maps/yggsgard/yggdrasill-path')
      const buttons = page.getByRole('group', { name: 'Map sections' }).getByRole('button')
      await expect(buttons).toHaveCount(4)
      const tops = await buttons.evaluateAll((list) => list.map((button) => Math.round(button.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(1)
    })

    test('a map without a written guide says so and links to maps that have one', async ({ page }) => {
      await page.goto('/maps/hydra-charteris-base/hells-heaven')
      const coming = page.getByTestId('map-guide-coming')
      await expect(coming).toContainText("We have not written a guide for Hell's Heaven yet")
      const links = coming.getByRole('link')
      expect(await links.count()).toBeGreaterThan(0)
      for (const href of await links.evaluateAll((list) => list.map((link) => link.getAttribute('href')))) {
        expect(['/maps/yggsgard/royal-palace', '/maps/yggsgard/yggdrasill-path', '/maps/tokyo-2099/shin-shibuya', '/maps/empire-of-eternal-night/midtown']).toContain(href)
      }
      await page.goto(`${GUIDE}/golden-courtyard`)
      await expect(page.getByTestId('guide-breakout')).toBeVisible()
      await expect(page.getByTestId('map-guide-coming')).toHaveCount(0)
    })

    test('the maps list counts and marks the maps with a full guide; one colour per mode', async ({ page }) => {
      await page.goto('/maps')
      await expect(page.getByTestId('maps-written')).toContainText('4 of 16 maps')
      await expect(page.locator('[data-testid="map-card"][data-written="true"]')).toHaveCount(4)
      await expect(page.getByTestId('map-card').filter({ hasText: 'Royal Palace' }).getByText('Full guide')).toBeVisible()
      await expect(page.getByTestId('map-card').filter({ hasText: "Hell's Heaven" }).getByText('Full guide')).toHaveCount(0)
      const dot = (name: string) =>
        page.getByTestId('map-card').filter({ hasText: name }).locator('[data-mode]').evaluate((element) => getComputedStyle(element, '::before').backgroundColor)
      expect(await dot('Royal Palace')).toBe('rgb(63, 198, 232)')
    })

    test("the first location's picture, in view as the list opens, comes with the page; the others wait to be scrolled near", async ({ page }) => {
      await page.goto('/maps')
      const banners = page.getByTestId('location-card').locator('img[data-source$="/hero.webp"]:not([data-testid="map-card"] img)')
      const first = banners.first()
      await expect(first).toBeInViewport()
      await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      // Not lazy: a lazy picture is asked for only once laid out, late for the page's largest paint.
      await expect(first).toHaveAttribute('loading', 'eager')
      await expect(first).toHaveAttribute('fetchpriority', 'high')
      await expect(banners.last()).toHaveAttribute('loading', 'lazy')
    })

    test('a section with 1,000 markers, 200 callouts and 50 routes opens and pans without errors', async ({ page, playwright, baseURL }) => {
      test.setTimeout(300_000)
      const request = await playwright.request.newContext({ baseURL })
      await ensureCrowdedSection(request)
      await request.dispose()

      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.goto(`/maps/${CROWDED.location}/${CROWDED.map}/${CROWDED.section}`)
      const stage = page.getByTestId('map-stage')
      // Live: clustered markers, callout names (those with room) and route lines are drawn.
      await expect(stage.locator('.leaflet-marker-icon').first()).toBeVisible()
      await expect(stage.locator('[data-callout]').first()).toBeAttached()
      await expect(stage.locator('[data-route]').first()).toBeAttached()
      expect(await stage.locator('[data-route]').count()).toBeGreaterThanOrEqual(1)

      const box = (await stage.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.wheel(0, -600)
      const zoomed = await settledImageAt(stage)
      await page.mouse.down()
      for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2 - step * 15, box.y + box.height / 2 - step * 6)
      await page.mouse.up()
      expect(await settledImageAt(stage)).not.toBe(zoomed)
      await page.mouse.wheel(0, 600)
      await settledImageAt(stage)
      expect(errors).toEqual([])
    })

    test('a section with 1,000 markers opens and pans without errors', async ({ page, playwright, baseURL }) => {
      test.setTimeout(300_000)
      const request = await playwright.request.newContext({ baseURL })
      await ensureStressSection(request)
      await request.dispose()

      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`/maps/${STRESS.location}/${STRESS.map}/${STRESS.section}`)
      const stage = page.getByTestId('map-stage')
      // Clustered: far fewer elements than markers, and the legend still counts every one.
      const clusters = stage.locator('.leaflet-marker-icon')
      await expect(clusters.first()).toBeVisible()
      expect(await clusters.count()).toBeLessThan(STRESS.markers / 4)
      // Phones fold the legend: open it, as a visitor would, to read its counts.
      const legend = page.getByTestId('map-legend')
      if (viewport.width <= 730) await openLegend(page)
      const types = legend.getByRole('list', { name: 'Marker types' }).getByRole('listitem')
      await expect(types).not.toHaveCount(0)
      const counts = await types.allTextContents()
      expect(counts.reduce((sum, text) => sum + Number(/(\d+)$/.exec(text)![1]), 0)).toBe(STRESS.markers)

      await clickWhenHydrated(
        page,
        () => clickEmptyMapSpot(page),
        () => expect(stage).toHaveAttribute('data-interactive', 'true', { timeout: 1_000 }),
      )
      await expectMapCentred(page, viewport.height)
      const box = (await stage.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.wheel(0, -600)
      await expect.poll(() => stage.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0)
      const before = await settledImageAt(stage)
      const start = Date.now()
      await page.mouse.down()
      for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2 - step * 15, box.y + box.height / 2 - step * 6)
      await page.mouse.up()
      expect(Date.now() - start).toBeLessThan(5_000)
      expect(await settledImageAt(stage)).not.toBe(before)

      // Zoomed all the way in, single markers open their overlay as usual.
      for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -600)
      await settledImageAt(stage)
      // The single marker nearest the middle: clear of the legend and the buttons in the corners.
      const nearest = await stage.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 }
        const distance = (icon: Element) => {
          const rect = icon.getBoundingClientRect()
          return Math.hypot(rect.left + rect.width / 2 - centre.x, rect.top + rect.height / 2 - centre.y)
        }
        const icons = [...element.querySelectorAll('[data-marker-id]')].sort((a, b) => distance(a) - distance(b))
        return icons[0]?.getAttribute('data-marker-id') ?? null
      })
      expect(nearest).not.toBeNull()
      const single = stage.locator(`[data-marker-id="${nearest}"]`)
      await expect(single).toHaveAccessibleName(/: Stress marker \d+/)
      await single.click()
      await expect(page.getByTestId('marker-overlay')).toContainText(/Stress marker \d+: generated test data/)
      expect(errors).toEqual([])
    })
  })
}
