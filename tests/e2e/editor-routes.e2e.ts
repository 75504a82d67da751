import { expect, test, type Page } from '@playwright/test'

import { VIEWPORTS } from './support/a11y'
import { dragBetween, expectedPoint, type Fraction, imageSpots, type Point, pointsIn as pointsOf, removeAsAuthorOf, showField } from './support/drawing'
import { chooseRelationship, createStaff, expectNoSeriousViolations, openDocument, signedGet, signInToAdmin, type Staff } from './editor-helpers'

// The seeded e2e site: Midtown's Crimson Avenue has seeded callouts and two routes, shown faintly while a new
// route is drawn.

const SHOTS = process.env.ROUTE_SHOTS_DIR
const CRIMSON_AVENUE = '/maps/empire-of-eternal-night/midtown/crimson-avenue'

/** The points as the field holds them, read from its "Points as numbers" box. */
const pointsIn = (page: Page) => pointsOf(page, /^The points as \[\[lat, lng\]/)

async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` })
}

let editor: Staff
let section: { id: number; title: string }
const created: number[] = []

test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, 'editor')
  const sections = await (await request.get('/cms-api/map-sections?where[slug][equals]=crimson-avenue&depth=0&limit=1')).json()
  section = { id: sections.docs[0].id, title: sections.docs[0].title }
})

test.afterAll(({ request }) => removeAsAuthorOf(request, editor, 'map-routes', created))

for (const viewport of VIEWPORTS) {
  test.describe(`route drawing at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('an editor draws a route: adds points, drags one, undoes the last, saves, and sees it on the public map', async ({ page, request }) => {
      test.setTimeout(120_000)
      // What the field shows faintly: the section's callouts with an area and its routes (the other width's run adds one).
      const [callouts, routes] = await Promise.all(
        ['map-callouts', 'map-routes'].map(async (collection) => (await request.get(`/cms-api/${collection}?where[section][equals]=${section.id}&depth=0&pagination=false&limit=500`)).json()),
      )
      const faint: number = callouts.docs.filter((doc: { polygon?: unknown }) => Array.isArray(doc.polygon)).length + routes.docs.length
      expect(routes.docs.length).toBeGreaterThan(0)

      await signInToAdmin(page, editor)
      await openDocument(page, '/admin/collections/map-routes/create')
      const field = page.locator('.route-line')
      await expect(field.getByText('Choose a section first')).toBeVisible()

      const name = `E2E Alley ${viewport.width} ${Date.now().toString(36)}`
      await page.locator('#field-name').fill(name)
      await page.locator('#field-kind .rs__control').click()
      await page.locator('.rs__option', { hasText: 'Rotation' }).first().click()
      await chooseRelationship(page, 'section', section.title)

      const frame = page.getByRole('group', { name: /click to add a point to the route/ })
      const image = frame.locator('img.leaflet-image-layer')
      await expect(image).toBeVisible()
      const status = page.getByRole('status').filter({ hasText: /point/ })
      await expect(status).toHaveText('No points yet: click the map to add the first.')
      // The section's callouts and routes are there, faintly, and nothing drawn yet.
      const lines = frame.locator('.leaflet-overlay-pane path')
      await expect(lines).toHaveCount(faint)
      await expect(page.getByRole('button', { name: 'Undo last point' })).toBeDisabled()
      await showField(field)
      await shot(page, 'route-draw-1-section-chosen', viewport.width)

      let spotsOn = await imageSpots(image)
      const at = (spot: Fraction) => spotsOn.at(spot)
      const near = (actual: Point, expected: Point, pixels = 2) => spotsOn.near(actual, expected, pixels)
      // Along the open ground at the bottom of the plan, clear of the seeded routes' names.
      const spots: Fraction[] = [
        { x: 0.2, y: 0.85 },
        { x: 0.45, y: 0.92 },
        { x: 0.7, y: 0.88 },
        { x: 0.85, y: 0.95 },
      ]
      const handles = frame.getByRole('button', { name: /^Point \d+/ })
      for (const [index, spot] of spots.entries()) {
        await page.mouse.click(at(spot).x, at(spot).y)
        await expect(handles).toHaveCount(index + 1)
        if (index === 0) {
          await expect(status).toHaveText('1 point. A route needs at least 2 different points; this one has 1.')
          // Saved with one point, the server refuses it (the collection's own validation): nothing is created.
          await page.getByRole('button', { name: 'Save', exact: true }).click()
          await expect(page.getByText('The following field is invalid: Route on the map')).toBeVisible()
          await expect(page).toHaveURL(/\/create$/)
          await showField(field)
          await shot(page, 'route-draw-2-refused', viewport.width)
          spotsOn = await imageSpots(image)
        }
      }
      await expect(status).toHaveText('4 points. The route is fine.')
      await expect(lines).toHaveCount(faint + 1)
      const drawn = await pointsIn(page)
      expect(drawn).toHaveLength(4)
      drawn.forEach((point, index) => near(point, expectedPoint(spots[index])))
      await expectNoSeriousViolations(page, '.route-line')
      await shot(page, 'route-draw-3-four-points', viewport.width)

      // Dragging point 2 moves it; the others stay.
      const from = at(spots[1])
      const to: Fraction = { x: 0.5, y: 0.75 }
      await dragBetween(page, from, at(to))
      await expect.poll(async () => (await pointsIn(page))[1][0]).toBeGreaterThan(drawn[1][0] + 0.1 * 640)
      const dragged = await pointsIn(page)
      near(dragged[1], expectedPoint(to), 4)
      expect(dragged.filter((_, index) => index !== 1)).toEqual(drawn.filter((_, index) => index !== 1))

      // Undo takes the last point away.
      await page.getByRole('button', { name: 'Undo last point' }).click()
      await expect(handles).toHaveCount(3)
      await expect(status).toHaveText('3 points. The route is fine.')
      const saved = await pointsIn(page)
      expect(saved).toEqual(dragged.slice(0, 3))
      await showField(field)
      await shot(page, 'route-draw-4-undone', viewport.width)

      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/map-routes\/\d+/)
      const id = Number(page.url().match(/map-routes\/(\d+)/)![1])
      created.push(id)
      const doc = await (await request.get(`/cms-api/map-routes/${id}?depth=0`)).json()
      expect(doc.line).toEqual(saved)
      expect(doc.kind).toBe('rotation')

      // The public /api has it, and the public map draws it in the rotation style; Find on map finds it.
      await expect(async () => {
        const answer = await signedGet(request, '/api/maps/midtown/routes')
        expect(answer.status()).toBe(200)
        const list: { slug: string; line: Point[] }[] = await answer.json()
        expect(list.find((entry) => entry.slug === doc.slug)?.line).toEqual(saved)
      }).toPass({ timeout: 10_000 })
      const visitorContext = await page.context().browser()!.newContext({ viewport })
      const visitor = await visitorContext.newPage()
      await visitor.goto(CRIMSON_AVENUE)
      const stage = visitor.getByTestId('map-stage')
      await stage.hover()
      const line = stage.locator(`path[data-route="${doc.slug}"]`)
      await expect(line).toHaveAttribute('data-kind', 'rotation')
      await expect(line).toHaveAttribute('stroke-dasharray', '14 8')
      // It runs where it was drawn: what the map shows of it lies between point 1 and point 3 across the image,
      // and from the dragged point 2 down (Leaflet leaves out what is outside the view, as on a phone).
      const publicImage = (await stage.locator('.leaflet-image-layer').boundingBox())!
      const drawnBox = (await line.boundingBox())!
      const fraction = (x: number, y: number) => ({ x: (x - publicImage.x) / publicImage.width, y: (y - publicImage.y) / publicImage.height })
      const topLeft = fraction(drawnBox.x, drawnBox.y)
      const bottomRight = fraction(drawnBox.x + drawnBox.width, drawnBox.y + drawnBox.height)
      const slack = 0.02
      expect(topLeft.x).toBeGreaterThanOrEqual(spots[0].x - slack)
      expect(bottomRight.x).toBeLessThanOrEqual(spots[2].x + slack)
      expect(bottomRight.x - topLeft.x).toBeGreaterThan(0.1)
      expect(topLeft.y).toBeCloseTo(to.y, 1)
      expect(bottomRight.y).toBeLessThanOrEqual(Math.max(spots[0].y, spots[2].y) + slack)
      await expectNoSeriousViolations(visitor)
      await shot(visitor, 'route-draw-5-public-map', viewport.width)
      await visitorContext.close()

      // Reopened, the field draws what was saved, with the others still faint.
      await page.reload()
      await expect(handles).toHaveCount(3)
      await expect(status).toHaveText('3 points. The route is fine.')
      await expect(lines).toHaveCount(faint + 1)
    })
  })
}
