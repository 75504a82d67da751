import { expect, type Locator, type Page, test } from '@playwright/test'

import { createStaff, openDocument, signInToAdmin, type Staff } from './editor-helpers'
import { VIEWPORTS } from './support/a11y'
import { removeAsAuthorOf } from './support/drawing'
import { openLegend } from './support/map-legend'

// Issue 43, finding 1: an editor saves markup in every text field of a marker, a callout, a route and a utility
// placement (a hero spot); a visitor who points at and taps all of them runs none of it and reads it as typed.
// Runs on the seeded e2e site's Crimson Avenue, in its open ground at the bottom of the plan.

const CRIMSON_AVENUE = '/maps/empire-of-eternal-night/midtown/crimson-avenue'
const HERO = 'rocket-raccoon'
const tag = Date.now().toString(36)

/** Markup that runs if it is ever parsed as HTML: the handler sets window.__xss to the field's name (names: 60 at most). */
const inline = (field: string) => `<img src=x onerror="window.__xss='${field}'"> ${tag}`
/** A script element and an alert as well, for the longer fields. */
const withScript = (field: string) => `<script>window.__xss='${field}'</script><img src=x onerror="window.__xss='${field}';alert(1)"> ${tag}`

const route = { slug: `xss-route-${tag}`, name: inline('route.name'), description: withScript('route.description') }
// A callout's name short enough for its highlighted label to fit a phone's map: the alert is the sign it ran.
const callout = { slug: `xss-callout-${tag}`, name: `<img src=x onerror=alert(1)> ${tag}`, aliases: [inline('callout.alias')], description: withScript('callout.description') }
const marker = { description: withScript('marker.description') }
const placement = { description: withScript('placement.description') }

let editor: Staff
let token: string
const made: Record<'map-routes' | 'map-callouts' | 'map-markers' | 'utility-placements', number[]> = {
  'map-routes': [],
  'map-callouts': [],
  'map-markers': [],
  'utility-placements': [],
}

test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, 'editor')
  const login = await request.post('/cms-api/users/login', { data: { email: editor.email, password: editor.password } })
  token = (await login.json()).token
  const headers = { Authorization: `JWT ${token}` }
  const first = async (path: string) => (await (await request.get(path, { headers })).json()).docs[0].id as number
  const section = await first('/cms-api/map-sections?where[slug][equals]=crimson-avenue&depth=0&limit=1')
  const icon = await first('/cms-api/marker-icons?depth=0&limit=1&sort=id')
  const hero = await first(`/cms-api/heroes?where[slug][equals]=${HERO}&depth=0&limit=1`)
  const save = async (collection: keyof typeof made, data: Record<string, unknown>) => {
    const answer = await request.post(`/cms-api/${collection}`, { headers, data: { section, ...data } })
    expect(answer.status(), await answer.text()).toBe(201)
    made[collection].push((await answer.json()).doc.id)
  }
  // Lat runs from 320 (top) to -320, lng from -960 (left) to 960: the open ground at the bottom of the plan.
  await save('map-routes', { ...route, kind: 'rotation', line: [[-262, -760], [-262, -260]] })
  await save('map-callouts', { ...callout, polygon: [[-170, 420], [-170, 860], [-300, 860], [-300, 420]] })
  await save('map-markers', { ...marker, icon, lat: -200, lng: 150 })
  await save('utility-placements', { ...placement, hero, side: 'atk', lat: -120, lng: -420 })
})

test.afterAll(async ({ request }) => {
  for (const [collection, ids] of Object.entries(made)) await removeAsAuthorOf(request, editor, collection, ids)
})

/**
 * Records any sign that stored markup ran: a dialog, and window.__xss (read by ranAnything). Nothing the page
 * shows may hold an element the payload would make, the broken image.
 */
function watch(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return {
    async expectNothingRan() {
      // The payload's image, had it been parsed, would be in the page now: its presence cannot come late.
      await expect(page.locator('img[src="x"]')).toHaveCount(0)
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
      expect(dialogs).toEqual([])
    },
  }
}

/** A point along a drawn line on screen (Leaflet's SVG path, `along` a fraction of its length), where a pointer finds it. */
const pointOn = (line: Locator, along: number) =>
  line.evaluate((path: SVGPathElement, along) => {
    const point = path.getPointAtLength(path.getTotalLength() * along)
    const matrix = path.getScreenCTM()!
    return { x: point.x * matrix.a + point.y * matrix.c + matrix.e, y: point.x * matrix.b + point.y * matrix.d + matrix.f }
  }, along)

/** Opens the section once the saved route is on its page (the page's cache expires on the save). */
async function openSection(page: Page, query = '') {
  const stage = page.getByTestId('map-stage')
  await expect(async () => {
    await page.goto(`${CRIMSON_AVENUE}${query}`)
    await stage.hover()
    await expect(stage.locator(`path[data-route="${route.slug}"]`)).toBeAttached({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  return stage
}

for (const viewport of VIEWPORTS) {
  test.describe(`stored markup on the map at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('a visitor points at and taps the route, callout, marker and hero spot: nothing runs, each name reads as typed', async ({ page }) => {
      const seen = watch(page)
      const stage = await openSection(page)

      // The route: its name in the tooltip on hover, and at its middle once tapped.
      const line = stage.locator(`path[data-route="${route.slug}"]`)
      await line.scrollIntoViewIfNeeded()
      // Clear of the seeded marker on its middle; the seeded route under the map's middle may keep its own tooltip.
      const spot = await pointOn(line, 0.85)
      await page.mouse.move(spot.x, spot.y)
      await expect(stage.getByRole('tooltip').filter({ hasText: tag })).toHaveText(route.name)
      await page.mouse.click(spot.x, spot.y)
      await expect(stage.locator(`[data-route-label="${route.slug}"]`)).toHaveText(route.name)
      await seen.expectNothingRan()

      // The callout: its name on the map, its description as the name's title. A long name gives way to others
      // on an overview; opened from its address (as from a search) it is highlighted and always shown.
      const name = stage.locator(`[data-callout="${callout.slug}"]`)
      await expect(name).toHaveText(callout.name)
      await expect(name).toHaveAttribute('title', callout.description)
      await openSection(page, `?callout=${callout.slug}`)
      await expect(name).toHaveAttribute('data-highlighted', 'true')
      await name.hover()
      await name.click()
      await seen.expectNothingRan()

      // The marker: named by its description, which its overlay shows; opened from its address (in view on a
      // phone too), then pointed at and tapped.
      const overlay = page.getByTestId('marker-overlay')
      const pin = stage.locator(`[data-marker-id="${made['map-markers'][0]}"]`)
      await openSection(page, `?marker=${made['map-markers'][0]}`)
      await expect(overlay).toContainText(marker.description)
      await overlay.getByRole('button', { name: 'Close' }).click()
      await expect(overlay).toBeHidden()
      await pin.hover()
      await pin.click()
      await expect(overlay).toContainText(marker.description)
      await overlay.getByRole('button', { name: 'Close' }).click()
      await expect(overlay).toBeHidden()
      await seen.expectNothingRan()

      // Find on map lists the route, the callout (and its alias) by name.
      await openLegend(page)
      const find = page.getByTestId('map-legend').getByRole('combobox', { name: 'Find on map' })
      await find.fill(tag)
      const places = page.getByTestId('find-on-map').getByRole('option')
      await expect(places.filter({ hasText: route.name })).toHaveCount(1)
      await expect(places.filter({ hasText: callout.name })).toHaveCount(1)
      await seen.expectNothingRan()

      // The hero spot, in the hero's layer: its text in the overlay a tap opens.
      await openSection(page, `?hero=${HERO}`)
      // Named by the hero, the side and the description's start.
      const heroSpot = stage.locator(`[data-hero-spot][alt*="window.__xss='placement.description'"]`)
      await expect(heroSpot).toHaveCount(1)
      await heroSpot.hover()
      await heroSpot.click()
      const spotOverlay = page.getByTestId('hero-spot-overlay')
      await expect(spotOverlay).toContainText(placement.description)
      await seen.expectNothingRan()
    })

    test('the admin’s drawing tools show the same names as typed and run nothing', async ({ page }) => {
      const seen = watch(page)
      await signInToAdmin(page, editor)

      // The callout's own name on its area, the route's name faintly beside it.
      await openDocument(page, `/admin/collections/map-callouts/${made['map-callouts'][0]}`)
      const calloutMap = page.getByRole('group', { name: /Map of .*Crimson Avenue/ })
      await expect(calloutMap.locator('.leaflet-marker-pane').getByText(callout.name, { exact: true })).toBeVisible()
      await seen.expectNothingRan()

      // The route's line among the section's faint callouts: the callout's name there as typed, where it fits.
      await openDocument(page, `/admin/collections/map-routes/${made['map-routes'][0]}`)
      await expect(page.getByRole('group', { name: /Map of .*Crimson Avenue/ }).locator('img.leaflet-image-layer')).toBeVisible()
      await seen.expectNothingRan()

      // The marker and the placement among the section's other points, named by their descriptions.
      await openDocument(page, `/admin/collections/map-markers/${made['map-markers'][0]}`)
      await expect(page.getByRole('group', { name: /Map of .*Crimson Avenue/ }).locator('img.leaflet-image-layer')).toBeVisible()
      await seen.expectNothingRan()
      await openDocument(page, `/admin/collections/utility-placements/${made['utility-placements'][0]}`)
      await expect(page.getByRole('group', { name: /Map of .*Crimson Avenue/ }).locator('img.leaflet-image-layer')).toBeVisible()
      await seen.expectNothingRan()
    })
  })
}
