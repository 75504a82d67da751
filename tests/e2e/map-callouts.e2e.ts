import { expect, type Page, test } from '@playwright/test'

import { expectNoSeriousViolations, VIEWPORTS } from './support/a11y'
import { openLegend } from './support/map-legend'

// Runs against the seeded e2e site: Royal Palace's Throne Room has seeded callouts (src/seed/content/maps/callouts.ts).

const THRONE_ROOM = '/maps/yggsgard/royal-palace/throne-room'
const SHOTS = process.env.CALLOUT_SHOTS_DIR

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1

/** The boxes of the names on show and of the markers, as the visitor sees them. */
const shownBoxes = (page: Page) =>
  page.getByTestId('map-stage').evaluate((stage) => {
    const box = (element: Element) => {
      const rect = (element.querySelector('span') ?? element).getBoundingClientRect()
      return { x: rect.left, y: rect.top, width: rect.width, height: rect.height }
    }
    return {
      labels: [...stage.querySelectorAll('[data-callout]')].filter((element) => element.getAttribute('data-hidden') !== 'true').map((element) => ({ slug: element.getAttribute('data-callout')!, ...box(element) })),
      markers: [...stage.querySelectorAll('[data-marker-id]')].map(box),
    }
  })

const legendButton = (page: Page, name: string) => page.getByTestId('map-legend').getByRole('button', { name: new RegExp(`^${name}`) })

async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` })
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 700
  test.describe(`map callouts at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('the Callouts layer names places without overlaps or covering markers, outlines on hover, and is switched off and on, remembered', async ({ page }) => {
      await page.goto(THRONE_ROOM)
      const stage = page.getByTestId('map-stage')
      await stage.hover()
      const mezzanine = stage.locator('[data-callout="north-mezzanine"]')
      await expect(mezzanine).toBeAttached()
      await expect(stage.locator('[data-callout]')).toHaveCount(10)
      // Markers come once their icons are cached; names are placed from the markers' data, not their elements.
      await expect(stage.locator('[data-marker-id]').first()).toBeAttached()

      // Every name on show is readable: whole inside the map, covering no other name and no marker.
      const { labels, markers } = await shownBoxes(page)
      const map = (await stage.boundingBox())!
      expect(labels.length).toBeGreaterThanOrEqual(phone ? 2 : 6)
      expect(markers.length).toBeGreaterThan(0)
      for (const [index, label] of labels.entries()) {
        expect(label.height, label.slug).toBeGreaterThanOrEqual(14)
        expect(label.x >= map.x - 1 && label.y >= map.y - 1 && label.x + label.width <= map.x + map.width + 1 && label.y + label.height <= map.y + map.height + 1, `${label.slug} inside the map`).toBe(true)
        for (const other of labels.slice(index + 1)) expect(overlap(label, other), `${label.slug} / ${other.slug}`).toBe(false)
        for (const marker of markers) expect(overlap(label, marker), `${label.slug} over a marker`).toBe(false)
      }
      await shot(page, 'callouts-layer', viewport.width)

      // Pointing at a name outlines its area.
      const shown = stage.locator('[data-callout]:not([data-hidden="true"])').first()
      const slug = (await shown.getAttribute('data-callout'))!
      const outlined = () => stage.locator('.leaflet-callout-areas-pane path[stroke-opacity="0.95"]')
      // The pointer rested on the map's middle to wake it, maybe over an area; move it off the map first.
      await page.mouse.move(0, 0)
      await expect(outlined()).toHaveCount(0)
      await shown.hover()
      await expect(outlined()).toHaveCount(1)
      await shot(page, 'callouts-hover', viewport.width)
      await page.mouse.move(0, 0)
      await expect(outlined()).toHaveCount(0)

      // A tap (click) picks it: highlighted and in the address, to share.
      await shown.click()
      await expect(page).toHaveURL(new RegExp(`${THRONE_ROOM}\\?callout=${slug}$`))
      await expect(stage.locator(`[data-callout="${slug}"]`)).toHaveAttribute('data-highlighted', 'true')

      await openLegend(page)
      const layer = legendButton(page, 'Callouts')
      await expect(layer).toHaveAttribute('aria-pressed', 'true')
      await expectNoSeriousViolations(page)
      await layer.click()
      await expect(layer).toHaveAttribute('aria-pressed', 'false')
      // Off: only the callout the address names stays.
      await expect(stage.locator('[data-callout]')).toHaveCount(1)
      await page.goto(THRONE_ROOM)
      await openLegend(page)
      await stage.hover()
      await expect(legendButton(page, 'Callouts')).toHaveAttribute('aria-pressed', 'false')
      await expect(stage.locator('.leaflet-marker-icon').first()).toBeAttached()
      await expect(stage.locator('[data-callout]')).toHaveCount(0)
      await shot(page, 'callouts-off', viewport.width)
      await legendButton(page, 'Callouts').click()
      await expect(stage.locator('[data-callout]')).toHaveCount(10)
    })

    test('a callout found through site search opens its section with the callout in view and highlighted', async ({ page }) => {
      await page.goto('/maps')
      let box
      if (phone) {
        await expect(async () => {
          await page.getByRole('button', { name: 'Open menu' }).click()
          await expect(page.locator('#mobile-nav')).toBeVisible({ timeout: 1_000 })
        }).toPass({ timeout: 20_000 })
        box = page.locator('#mobile-nav').getByRole('combobox', { name: 'Search the guide' })
      } else {
        box = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search the guide' })
      }
      await box.click()
      // "Mezz" is an alias of North Mezzanine.
      await box.pressSequentially('mezz', { delay: 20 })
      const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: /^North Mezzanine Callout/ })
      await expect(option).toHaveAttribute('data-type', 'callout')
      await option.click()

      await expect(page).toHaveURL(/\/maps\/yggsgard\/royal-palace\/throne-room\?callout=north-mezzanine$/)
      const stage = page.getByTestId('map-stage')
      const label = stage.locator('[data-callout="north-mezzanine"]')
      await expect(label).toHaveAttribute('data-highlighted', 'true')
      await expect(label).toHaveAttribute('data-hidden', 'false')
      // In view: the name lies inside the map's box, and its area is outlined.
      await expect
        .poll(async () => {
          const [own, map] = await Promise.all([label.locator('span').boundingBox(), stage.boundingBox()])
          return Boolean(own && map && own.x >= map.x && own.y >= map.y && own.x + own.width <= map.x + map.width && own.y + own.height <= map.y + map.height)
        })
        .toBe(true)
      await expect(stage.locator('.leaflet-callout-areas-pane path[stroke-opacity="1"]')).toHaveCount(1)
      // The outline is drawn over the section image, under the markers.
      const layers = await stage.evaluate((element) => {
        const z = (name: string) => Number(getComputedStyle(element.querySelector(`.leaflet-${name}-pane`)!).zIndex)
        return { image: z('overlay'), areas: z('callout-areas'), names: z('callout-labels'), markers: z('marker') }
      })
      expect(layers.areas).toBeGreaterThan(layers.image)
      expect(layers.names).toBeGreaterThan(layers.areas)
      expect(layers.markers).toBeGreaterThan(layers.names)
      await shot(page, 'callouts-search', viewport.width)
      await expectNoSeriousViolations(page)

      // The address is shareable: opened afresh, it shows the same.
      await page.goto('/maps/yggsgard/royal-palace/golden-courtyard?callout=north-mezzanine')
      await expect(page).toHaveURL(/\/throne-room\?callout=north-mezzanine$/)
      await expect(page.getByTestId('map-stage').locator('[data-callout="north-mezzanine"]')).toHaveAttribute('data-highlighted', 'true')
    })
  })
}
