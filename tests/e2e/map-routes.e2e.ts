import { expect, type Page, test } from '@playwright/test'

import { expectNoSeriousViolations, VIEWPORTS } from './support/a11y'
import { inMap } from './support/drawing'
import { openLegend } from './support/map-legend'

// Runs against the seeded e2e site: Midtown's Crimson Avenue has two seeded routes (src/seed/content/maps/routes.ts),
// the payload's path along the painted lane and the Marquee Flank.

const CRIMSON_AVENUE = '/maps/empire-of-eternal-night/midtown/crimson-avenue'
const SHOTS = process.env.ROUTE_SHOTS_DIR

async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` })
}

const legendButton = (page: Page, name: string) => page.getByTestId('map-legend').getByRole('button', { name: new RegExp(`^${name}`) })
const routeLine = (page: Page, slug = '') => page.getByTestId('map-stage').locator(slug ? `path[data-route="${slug}"]` : 'path[data-route]')

/** What lies on top at the middle of every marker, as a tap would find it: never a route. */
const onTopOfMarkers = (page: Page) =>
  page.getByTestId('map-stage').evaluate((stage) =>
    [...stage.querySelectorAll('[data-marker-id]')].map((marker) => {
      const box = marker.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return { marker: marker.getAttribute('data-marker-id'), onMarker: Boolean(top?.closest('[data-marker-id]')), route: Boolean(top?.closest('.leaflet-route-lines-pane')) }
    }),
  )

for (const viewport of VIEWPORTS) {
  test.describe(`map routes at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('the Routes layer draws one style per kind under the markers, and each kind is switched off and on in the legend, remembered', async ({ page }) => {
      await page.goto(CRIMSON_AVENUE)
      const stage = page.getByTestId('map-stage')
      await stage.hover()
      await expect(routeLine(page)).toHaveCount(2)
      const payload = routeLine(page, 'avenue-payload-route')
      const flank = routeLine(page, 'marquee-flank')
      await expect(payload).toHaveAttribute('data-kind', 'payload-path')
      await expect(flank).toHaveAttribute('data-kind', 'flank')
      // Told apart by more than colour: the payload's path is solid, the flank dotted.
      expect(await payload.getAttribute('stroke-dasharray')).toBeNull()
      expect(await flank.getAttribute('stroke-dasharray')).toBe('1 9')
      expect(await payload.getAttribute('stroke')).not.toBe(await flank.getAttribute('stroke'))
      // Drawn at the same width on screen whatever the zoom.
      await expect(payload).toHaveAttribute('stroke-width', '4')

      // Under the callouts' names and the markers: a tap on a marker reaches the marker.
      await expect(stage.locator('[data-marker-id]').first()).toBeAttached()
      const layers = await stage.evaluate((element) => {
        const z = (name: string) => Number(getComputedStyle(element.querySelector(`.leaflet-${name}-pane`)!).zIndex)
        return { image: z('overlay'), routes: z('route-lines'), names: z('callout-labels'), markers: z('marker') }
      })
      expect(layers.routes).toBeGreaterThan(layers.image)
      expect(layers.names).toBeGreaterThan(layers.routes)
      expect(layers.markers).toBeGreaterThan(layers.routes)
      const tops = await onTopOfMarkers(page)
      expect(tops.length).toBeGreaterThan(0)
      for (const top of tops) expect(top.route, `marker ${top.marker} under a route`).toBe(false)
      await shot(page, 'routes-layer', viewport.width)

      // Zoomed in, the lines keep their width and the markers stay on top.
      // Measured on the image, not the line: Leaflet clips a line to the view, so a zoomed one may look no longer.
      // The map is live already: its route lines are drawn.
      const imageWidth = () => stage.locator('.leaflet-image-layer').evaluate((element) => element.getBoundingClientRect().width)
      const before = await imageWidth()
      await stage.getByRole('button', { name: 'Zoom in' }).click()
      await expect.poll(imageWidth).toBeGreaterThan(before * 1.2)
      await expect(payload).toHaveAttribute('stroke-width', '4')
      for (const top of await onTopOfMarkers(page)) expect(top.route, `marker ${top.marker} under a route, zoomed`).toBe(false)
      await shot(page, 'routes-zoomed', viewport.width)

      // One legend row per kind, drawn as the map draws it.
      await openLegend(page)
      const flanks = legendButton(page, 'Flanks')
      const paths = legendButton(page, 'Payload path')
      await expect(flanks).toHaveAttribute('aria-pressed', 'true')
      await expect(paths).toHaveAttribute('aria-pressed', 'true')
      await expect(flanks.locator('[data-route-swatch="flank"] path').last()).toHaveAttribute('stroke-dasharray', '1 9')
      await expectNoSeriousViolations(page)
      await shot(page, 'routes-legend', viewport.width)
      await flanks.click()
      await expect(flanks).toHaveAttribute('aria-pressed', 'false')
      await expect(flank).toHaveCount(0)
      await expect(payload).toHaveCount(1)
      await expect(page.getByTestId('map-legend').getByRole('button', { name: /^Legend/ })).toContainText('1 hidden')

      // Remembered like the other legend choices.
      await page.reload()
      await openLegend(page)
      await page.getByTestId('map-stage').hover()
      await expect(routeLine(page, 'avenue-payload-route')).toHaveCount(1)
      await expect(legendButton(page, 'Flanks')).toHaveAttribute('aria-pressed', 'false')
      await expect(routeLine(page, 'marquee-flank')).toHaveCount(0)
      await shot(page, 'routes-flank-off', viewport.width)
      await legendButton(page, 'Flanks').click()
      await expect(routeLine(page, 'marquee-flank')).toHaveCount(1)
    })

    test('a route found with Find on map is shown again if its kind was hidden, centred and highlighted with its name', async ({ page }) => {
      await page.goto(CRIMSON_AVENUE)
      await openLegend(page)
      const flanks = legendButton(page, 'Flanks')
      await flanks.click()
      await expect(flanks).toHaveAttribute('aria-pressed', 'false')

      const field = page.getByTestId('map-legend').getByRole('combobox', { name: 'Find on map' })
      await field.fill('marquee fl')
      const option = page.getByRole('listbox', { name: 'Places found' }).getByRole('option').first()
      await expect(option).toContainText('Marquee Flank')
      await expect(option).toContainText('Route (flank)')
      await expectNoSeriousViolations(page)
      await field.press('Enter')
      await expect(field).toHaveValue('Marquee Flank')

      const line = routeLine(page, 'marquee-flank')
      await expect(line).toHaveAttribute('data-highlighted', 'true')
      await expect(line).toHaveAttribute('stroke-width', '7')
      await expect(flanks).toHaveAttribute('aria-pressed', 'true')
      const label = page.getByTestId('map-stage').locator('[data-route-label="marquee-flank"]')
      await expect(label).toHaveText('Marquee Flank')
      // Centred: the name at the route's middle is in view.
      await expect.poll(() => inMap(page, '[data-route-label="marquee-flank"]')).toBe(true)
      await page.getByTestId('map-stage').scrollIntoViewIfNeeded()
      await shot(page, 'routes-found', viewport.width)

      // Another route chosen: the first goes back to rest.
      await field.fill('avenue payload')
      await field.press('Enter')
      await expect(routeLine(page, 'avenue-payload-route')).toHaveAttribute('data-highlighted', 'true')
      await expect(line).toHaveAttribute('data-highlighted', 'false')
      await expect(page.getByTestId('map-stage').locator('[data-route-label]')).toHaveCount(1)
    })
  })
}
