import { expect, test, type Locator, type Page } from '@playwright/test'

import { VIEWPORTS } from './support/a11y'
import { dragBetween, expectedPoint, type Fraction, imageSpots, type Point, pointsIn, removeAsAuthorOf, showField } from './support/drawing'
import { chooseRelationship, createStaff, expectNoSeriousViolations, openDocument, signedGet, signInToAdmin, type Staff } from './editor-helpers'

// The seeded e2e site: Royal Palace's Throne Room has seeded callouts (src/seed/content/maps/callouts.ts), shown
// faintly while a new one is drawn.

const SHOTS = process.env.CALLOUT_SHOTS_DIR
const THRONE_ROOM = '/maps/yggsgard/royal-palace/throne-room'

/** The corners as the field holds them, read from its "Corners as numbers" box. */
const cornersIn = (page: Page) => pointsIn(page, /^The corners as \[\[lat, lng\]/)

async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` })
}

/** Nothing reaches past the right edge of the window: a phone would scroll sideways. */
async function expectNoSidewaysScroll(page: Page, field: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  expect(await field.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
}

let editor: Staff
let section: { id: number; title: string }
const created: number[] = []

test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, 'editor')
  const sections = await (await request.get('/cms-api/map-sections?where[slug][equals]=throne-room&depth=0&limit=1')).json()
  const found = sections.docs[0]
  section = { id: found.id, title: found.title }
})

test.afterAll(({ request }) => removeAsAuthorOf(request, editor, 'map-callouts', created))

for (const viewport of VIEWPORTS) {
  test.describe(`callout drawing at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('an editor draws a callout: adds corners, drags one, undoes the last, saves, and sees it on the public map', async ({ page, request }) => {
      test.setTimeout(120_000)
      // The section's callouts with an area, counted now: the other width's run adds one.
      const callouts = await (await request.get(`/cms-api/map-callouts?where[section][equals]=${section.id}&depth=0&pagination=false&limit=500`)).json()
      const withArea: number = callouts.docs.filter((doc: { polygon?: unknown }) => Array.isArray(doc.polygon)).length
      expect(withArea).toBeGreaterThan(0)
      // The section's routes show faintly too, as dashed lines.
      const routes = await (await request.get(`/cms-api/map-routes?where[section][equals]=${section.id}&depth=0&pagination=false&limit=500`)).json()
      const othersWithArea = withArea + (routes.docs.length as number)
      await signInToAdmin(page, editor)
      await openDocument(page, '/admin/collections/map-callouts/create')
      const field = page.locator('.callout-polygon')
      await expect(field.getByText('Choose a section first')).toBeVisible()
      await showField(field)
      await shot(page, 'draw-1-no-section', viewport.width)

      const name = `E2E Balcony ${viewport.width} ${Date.now().toString(36)}`
      await page.locator('#field-name').fill(name)
      await chooseRelationship(page, 'section', section.title)

      const frame = page.getByRole('group', { name: /click to add a corner/ })
      const image = frame.locator('img.leaflet-image-layer')
      await expect(image).toBeVisible()
      const status = page.getByRole('status').filter({ hasText: /corner/ })
      await expect(status).toHaveText('No corners yet: click the map to add the first.')
      // The section's other callouts and its routes are there, faintly: one outline or line each, and nothing drawn yet.
      const outlines = frame.locator('.leaflet-overlay-pane path')
      await expect(outlines).toHaveCount(othersWithArea)
      await expect(page.getByRole('button', { name: 'Undo last corner' })).toBeDisabled()
      // Scrolled once, before the spots are measured: from here on the map stays put.
      await showField(field)
      await shot(page, 'draw-2-section-chosen', viewport.width)

      // Clicks add corners where the pointer is.
      let spotsOn = await imageSpots(image)
      const at = (spot: Fraction) => spotsOn.at(spot)
      const near = (actual: Point, expected: Point, pixels = 2) => spotsOn.near(actual, expected, pixels)
      const spots: Fraction[] = [
        { x: 0.4, y: 0.25 },
        { x: 0.6, y: 0.25 },
        { x: 0.6, y: 0.55 },
        { x: 0.4, y: 0.55 },
      ]
      const corners = frame.getByRole('button', { name: /^Corner \d+/ })
      for (const [index, spot] of spots.entries()) {
        await page.mouse.click(at(spot).x, at(spot).y)
        await expect(corners).toHaveCount(index + 1)
        if (index === 1) {
          await expect(status).toHaveText('2 corners. A polygon needs at least 3 different corners; this one has 2.')
          // Saved with two corners, the server refuses it (the collection's own validation): nothing is created.
          await page.getByRole('button', { name: 'Save', exact: true }).click()
          await expect(page.getByText('The following field is invalid: Area on the map')).toBeVisible()
          await expect(page).toHaveURL(/\/create$/)
          await showField(field)
          await shot(page, 'draw-3a-refused', viewport.width)
          spotsOn = await imageSpots(image)
        }
      }
      await expect(status).toHaveText('4 corners. The outline is fine.')
      await expect(outlines).toHaveCount(othersWithArea + 1)
      const drawn = await cornersIn(page)
      expect(drawn).toHaveLength(4)
      drawn.forEach((corner, index) => near(corner, expectedPoint(spots[index])))
      await shot(page, 'draw-3-four-corners', viewport.width)

      // Dragging corner 3 moves it; the others stay.
      const third = frame.getByRole('button', { name: /^Corner 3 / })
      const from = at(spots[2])
      const to: Fraction = { x: 0.7, y: 0.65 }
      await dragBetween(page, from, at(to))
      await expect.poll(async () => (await cornersIn(page))[2][1]).toBeGreaterThan(drawn[2][1] + 0.05 * 1920)
      const dragged = await cornersIn(page)
      // Within a few pixels of where the pointer let go (Leaflet's drag threshold is 3 px).
      near(dragged[2], expectedPoint(to), 4)
      expect(dragged.filter((_, index) => index !== 2)).toEqual(drawn.filter((_, index) => index !== 2))
      await expect(third).toBeVisible()
      await expect(status).toHaveText('4 corners. The outline is fine.')

      // A fifth corner up and to the right makes the outline cross itself: the message says which edges, at once.
      // (Above the name, which sits in the middle of the area and keeps its own clicks for dragging.)
      const crossing = at({ x: 0.8, y: 0.15 })
      await page.mouse.click(crossing.x, crossing.y)
      await expect(corners).toHaveCount(5)
      await expect(status).toHaveText(/^5 corners\. The polygon crosses itself: edge \d meets edge \d\./)
      await expectNoSeriousViolations(page, '.callout-polygon')
      await shot(page, 'draw-4-crossing', viewport.width)

      // Undo takes the last corner away, and the outline is fine again.
      await page.getByRole('button', { name: 'Undo last corner' }).click()
      await expect(corners).toHaveCount(4)
      await expect(status).toHaveText('4 corners. The outline is fine.')
      expect(await cornersIn(page)).toEqual(dragged)

      // By keyboard: a focused corner moves with the arrow keys.
      await frame.getByRole('button', { name: /^Corner 1 / }).focus()
      await page.keyboard.press('ArrowLeft')
      await expect.poll(async () => (await cornersIn(page))[0]).toEqual([dragged[0][0], Math.round((dragged[0][1] - 10) * 100) / 100])
      const saved = await cornersIn(page)
      await expectNoSidewaysScroll(page, field)
      await expectNoSeriousViolations(page, '.callout-polygon')
      await shot(page, 'draw-5-undone', viewport.width)

      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/map-callouts\/\d+/)
      const id = Number(page.url().match(/map-callouts\/(\d+)/)![1])
      created.push(id)

      // Stored as drawn, with the name's spot placed inside it by the server.
      const doc = await (await request.get(`/cms-api/map-callouts/${id}?depth=0`)).json()
      expect(doc.polygon).toEqual(saved)
      expect(doc.labelComputed).toBe(true)

      // The public /api has it, and the public map guide outlines it and names it.
      await expect(async () => {
        const answer = await signedGet(request, '/api/maps/royal-palace/callouts')
        expect(answer.status()).toBe(200)
        const body = await answer.json()
        const list: { slug: string; polygon: Point[] | null }[] = Array.isArray(body) ? body : body.callouts
        expect(list.find((entry) => entry.slug === doc.slug)?.polygon).toEqual(saved)
      }).toPass({ timeout: 10_000 })
      // A context of its own: axe needs one made by browser.newContext().
      const visitorContext = await page.context().browser()!.newContext({ viewport })
      const visitor = await visitorContext.newPage()
      await visitor.goto(`${THRONE_ROOM}?callout=${doc.slug}`)
      const stage = visitor.getByTestId('map-stage')
      const label = stage.locator(`[data-callout="${doc.slug}"]`)
      await expect(label).toHaveAttribute('data-highlighted', 'true')
      await expect(label).toHaveAttribute('data-hidden', 'false')
      await expect(label).toContainText(name)
      const area = stage.locator('.leaflet-callout-areas-pane path[stroke-opacity="1"]')
      await expect(area).toHaveCount(1)
      // The outline covers the spots drawn on: corner 1's and the dragged corner 3's fractions of the image.
      const publicImage = (await stage.locator('.leaflet-image-layer').boundingBox())!
      const outline = (await area.boundingBox())!
      const fraction = (x: number, y: number) => ({ x: (x - publicImage.x) / publicImage.width, y: (y - publicImage.y) / publicImage.height })
      const topLeft = fraction(outline.x, outline.y)
      const bottomRight = fraction(outline.x + outline.width, outline.y + outline.height)
      expect(topLeft.x).toBeCloseTo(spots[0].x - 10 / 1920, 1)
      expect(topLeft.y).toBeCloseTo(spots[0].y, 1)
      expect(bottomRight.x).toBeCloseTo(to.x, 1)
      expect(bottomRight.y).toBeCloseTo(to.y, 1)
      await expectNoSeriousViolations(visitor)
      await shot(visitor, 'draw-6-public-map', viewport.width)
      await visitorContext.close()

      // Reopened, the field draws what was saved, with the other callouts still faint.
      await page.reload()
      await expect(corners).toHaveCount(4)
      await expect(status).toHaveText('4 corners. The outline is fine.')
      await expect(outlines).toHaveCount(othersWithArea + 1)
      await showField(field)
      await shot(page, 'draw-7-reopened', viewport.width)

      // The name's box is placed for the editor until dragged; dragging it fills Label lat and Label lng.
      const labelLat = page.locator('#field-labelLat')
      await expect(labelLat).toHaveValue(String(doc.labelLat))
      const nameBox = frame.getByRole('button', { name, exact: true })
      const start = (await nameBox.boundingBox())!
      const grab = { x: start.x + start.width / 2, y: start.y + start.height / 2 }
      await page.mouse.move(grab.x, grab.y)
      await page.mouse.down()
      for (let step = 1; step <= 10; step++) await page.mouse.move(grab.x + step * 3, grab.y + step * 2)
      await page.mouse.up()
      await expect.poll(async () => Number(await labelLat.inputValue())).toBeLessThan(doc.labelLat - spotsOn.perPixel.lat * 10)
      const placeForMe = page.getByRole('button', { name: 'Place the name automatically' })
      await placeForMe.click()
      await expect(labelLat).toHaveValue('')
      await expect(placeForMe).toHaveCount(0)

      // Clear all corners starts again.
      await page.getByRole('button', { name: 'Clear all corners' }).click()
      await expect(corners).toHaveCount(0)
      await expect(status).toHaveText('No corners yet: click the map to add the first.')
      // With neither an area nor a name's spot, saving is refused, and the field shows the server's reason.
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(field.getByRole('alert')).toHaveText('Give the callout a label point (lat and lng), a polygon, or both.')
      await showField(field)
      await shot(page, 'draw-8-refused-empty', viewport.width)
    })
  })
}
