import { expect, test, type Locator, type Page } from '@playwright/test'

import { MAP_IMAGE_BOUNDS } from '@/maps/coordinates'

import { VIEWPORTS } from './support/a11y'
import {
  chooseRelationship,
  createStaff,
  expectNoSeriousViolations,
  openDocument,
  removeAsAdmin,
  signedGet,
  signInToAdmin,
  type Staff,
} from './editor-helpers'

// The seeded e2e site: every section of the guided maps has a map image and a few markers.

type SeededSection = { id: number; title: string; slug: string; mapSlug: string; locationSlug: string; markerCount: number }
type SeededIcon = { name: string }

/** Image fractions (x from the left, y from the top) to viewer coordinates, written from the spec's bounds. */
function expectedPoint(x: number, y: number) {
  const { minLat, maxLat, minLng, maxLng } = MAP_IMAGE_BOUNDS
  return { lat: maxLat - y * (maxLat - minLat), lng: minLng + x * (maxLng - minLng) }
}

async function numberIn(input: Locator) {
  return Number(await input.inputValue())
}

/** Where the edited marker's icon sits, as fractions of the section image. */
async function markerFraction(image: Locator, marker: Locator) {
  const box = (await image.boundingBox())!
  const icon = (await marker.boundingBox())!
  return { x: (icon.x + icon.width / 2 - box.x) / box.width, y: (icon.y + icon.height / 2 - box.y) / box.height }
}

let editor: Staff
let section: SeededSection
let icon: SeededIcon

test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, 'editor')
  // A section with markers already on it, so the faint ones can be seen.
  const markers = await (await request.get('/cms-api/map-markers?limit=1&depth=2&sort=id')).json()
  const first = markers.docs[0]
  const count = await (await request.get(`/cms-api/map-markers?limit=1&depth=0&where[section][equals]=${first.section.id}`)).json()
  const map = await (await request.get(`/cms-api/maps/${first.section.map.id}?depth=1`)).json()
  section = {
    id: first.section.id,
    title: first.section.title,
    slug: first.section.slug,
    mapSlug: map.slug,
    locationSlug: map.location.slug,
    markerCount: count.totalDocs,
  }
  icon = { name: first.icon.name }
  expect(section.markerCount).toBeGreaterThan(0)
})

const created: number[] = []
test.afterAll(async ({ request }) => removeAsAdmin(request, 'map-markers', created))

async function openNewMarker(page: Page) {
  await signInToAdmin(page, editor)
  await openDocument(page, '/admin/collections/map-markers/create')
  await expect(page.getByText('Choose a section first')).toBeVisible()
}

for (const viewport of VIEWPORTS) {
  test.describe(`marker placement at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('an editor places a marker by clicking the section map, drags it, types lat/lng, and saves it', async ({ page, request }) => {
      // Each run adds one to this section, so count what is there now.
      const existing = await (await request.get(`/cms-api/map-markers?limit=1&depth=0&where[section][equals]=${section.id}`)).json()
      section.markerCount = existing.totalDocs
      await openNewMarker(page)
      await chooseRelationship(page, 'section', section.title)
      await chooseRelationship(page, 'icon', icon.name)

      const frame = page.getByRole('group', { name: /click to place the marker/ })
      const image = frame.locator('img.leaflet-image-layer')
      await expect(image).toBeVisible()
      // The section's other markers are there, faintly, and nothing is placed yet.
      await expect(frame.locator('.leaflet-marker-icon')).toHaveCount(section.markerCount)
      const lat = page.locator('#field-lat')
      const lng = page.locator('#field-lng')
      await expect(lat).toHaveValue('')

      // A click places the marker at the spot under the pointer.
      await image.scrollIntoViewIfNeeded()
      const box = (await image.boundingBox())!
      const click = { x: 0.3, y: 0.7 }
      await page.mouse.click(box.x + click.x * box.width, box.y + click.y * box.height)
      const placed = expectedPoint(click.x, click.y)
      // Viewer units per screen pixel, across (lng) and down (lat): the image is drawn at 16:9, the bounds are 3:1.
      const perPixel = {
        x: (MAP_IMAGE_BOUNDS.maxLng - MAP_IMAGE_BOUNDS.minLng) / box.width,
        y: (MAP_IMAGE_BOUNDS.maxLat - MAP_IMAGE_BOUNDS.minLat) / box.height,
      }
      await expect(lat).not.toHaveValue('')
      expect(Math.abs((await numberIn(lng)) - placed.lng)).toBeLessThanOrEqual(perPixel.x * 2)
      expect(Math.abs((await numberIn(lat)) - placed.lat)).toBeLessThanOrEqual(perPixel.y * 2)

      const marker = frame.locator('img[alt="This marker"]')
      await expect(marker).toBeVisible()
      const icons = frame.locator('.leaflet-marker-icon')
      await expect(icons).toHaveCount(section.markerCount + 1)
      const at = await markerFraction(image, marker)
      expect(Math.abs(at.x - click.x)).toBeLessThan(0.02)
      expect(Math.abs(at.y - click.y)).toBeLessThan(0.02)

      // Dragging moves it: lat and lng follow.
      const before = { lat: await numberIn(lat), lng: await numberIn(lng) }
      const start = (await marker.boundingBox())!
      const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 }
      const by = { x: Math.round(box.width * 0.2), y: -Math.round(box.height * 0.25) }
      await page.mouse.move(from.x, from.y)
      await page.mouse.down()
      for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + (by.x * step) / 10, from.y + (by.y * step) / 10)
      await page.mouse.up()
      await expect.poll(() => numberIn(lng)).toBeGreaterThan(before.lng + 0.15 * 1920)
      const dragged = { lat: await numberIn(lat), lng: await numberIn(lng) }
      // Within a few pixels of where the pointer let go (Leaflet's drag threshold is 3 px).
      expect(Math.abs(dragged.lng - before.lng - by.x * perPixel.x)).toBeLessThanOrEqual(4 * perPixel.x)
      expect(Math.abs(dragged.lat - before.lat + by.y * perPixel.y)).toBeLessThanOrEqual(4 * perPixel.y)

      // Typing in the inputs moves the marker the other way round.
      await lat.fill('100')
      await lng.fill('-600')
      await lat.press('Tab')
      const typed = expectedPoint(0, 0)
      const target = { x: (-600 - typed.lng) / 1920, y: (typed.lat - 100) / 640 }
      await expect.poll(async () => (await markerFraction(image, marker)).x).toBeCloseTo(target.x, 1)
      expect((await markerFraction(image, marker)).y).toBeCloseTo(target.y, 1)

      await expectNoSeriousViolations(page, '.marker-placement')

      // Put it back where it was dragged to, describe it and save.
      await lat.fill(String(dragged.lat))
      await lng.fill(String(dragged.lng))
      const description = `E2E marker ${viewport.width} ${Date.now().toString(36)}`
      await page.locator('#field-description').fill(description)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/map-markers\/\d+/)
      created.push(Number(page.url().match(/map-markers\/(\d+)/)![1]))

      // The public /api (the map viewer's source) has it at that spot at once.
      await expect(async () => {
        const answer = await signedGet(request, `/api/maps/${section.mapSlug}/markers`)
        expect(answer.status()).toBe(200)
        const saved = (await answer.json()).find((entry: { description: string }) => entry.description === description)
        expect(saved).toMatchObject({ section: section.slug, lat: dragged.lat, lng: dragged.lng })
      }).toPass({ timeout: 5_000 })

      // The public map guide draws it at that spot of the section image.
      const markerId = created.at(-1)!
      const visitor = await page.context().browser()!.newPage({ viewport })
      await visitor.goto(`/maps/${section.locationSlug}/${section.mapSlug}/${section.slug}`)
      const stage = visitor.getByTestId('map-stage')
      const publicMarker = stage.locator(`[data-marker-id="${markerId}"]`)
      await expect(publicMarker).toBeAttached()
      const onPublicMap = await markerFraction(stage.locator('.leaflet-image-layer'), publicMarker)
      expect(onPublicMap.x).toBeCloseTo((dragged.lng + 960) / 1920, 2)
      expect(onPublicMap.y).toBeCloseTo((320 - dragged.lat) / 640, 2)
      await visitor.close()

      // Reopened, the marker stands where it was saved.
      await page.reload()
      await expect(marker).toBeVisible()
      const reopened = await markerFraction(image, marker)
      expect(reopened.x).toBeCloseTo((dragged.lng + 960) / 1920, 1)
      expect(reopened.y).toBeCloseTo((320 - dragged.lat) / 640, 1)
    })
  })
}
