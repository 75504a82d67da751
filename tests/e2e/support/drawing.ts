/**
 * Shared steps of the admin drawing tests (a callout's area, a route's line): spots on the section's placement
 * map as fractions of its image, the stored points read back from the field's "as numbers" box, a drag by
 * small pointer steps, clean-up as the staff member who drew, and whether what was drawn or found lies in view on
 * the public map.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { MAP_IMAGE_BOUNDS } from '@/maps/coordinates'

export type Point = [lat: number, lng: number]
export type Fraction = { x: number; y: number }

/** Image fractions (x from the left, y from the top) to viewer coordinates, written from the spec's bounds. */
export function expectedPoint({ x, y }: Fraction): Point {
  const { minLat, maxLat, minLng, maxLng } = MAP_IMAGE_BOUNDS
  return [maxLat - y * (maxLat - minLat), minLng + x * (maxLng - minLng)]
}

/** The points as the field holds them, read from its "… as numbers" box (labelled "The corners as …"). */
export async function pointsIn(page: Page, label: RegExp): Promise<Point[]> {
  const text = await page.getByLabel(label).inputValue()
  return text ? JSON.parse(text) : []
}

/** Scrolls the field's map, buttons and messages into view, all at once. */
export const showField = (field: Locator) => field.evaluate((element) => element.scrollIntoView({ block: 'end' }))

/**
 * The placement map's image as measured now: where a fraction of it is on screen, and a check that a stored
 * point lies within a few pixels of where it was meant to be.
 */
export async function imageSpots(image: Locator) {
  const box = (await image.boundingBox())!
  const perPixel = { lat: (MAP_IMAGE_BOUNDS.maxLat - MAP_IMAGE_BOUNDS.minLat) / box.height, lng: (MAP_IMAGE_BOUNDS.maxLng - MAP_IMAGE_BOUNDS.minLng) / box.width }
  return {
    perPixel,
    at: (spot: Fraction) => ({ x: box.x + spot.x * box.width, y: box.y + spot.y * box.height }),
    near: (actual: Point, expected: Point, pixels = 2) => {
      expect(Math.abs(actual[0] - expected[0])).toBeLessThanOrEqual(perPixel.lat * pixels)
      expect(Math.abs(actual[1] - expected[1])).toBeLessThanOrEqual(perPixel.lng * pixels)
    },
  }
}

/** Drags with the mouse from one spot to another in ten steps, as a hand does (Leaflet waits for 3 px of travel). */
export async function dragBetween(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + ((to.x - from.x) * step) / 10, from.y + ((to.y - from.y) * step) / 10)
  await page.mouse.up()
}

/**
 * Removes what a drawing test made, as the staff member who drew it: the last edit screen still holds their
 * lock (Payload's document locking), which refuses anyone else, the admin included, for a while.
 */
export async function removeAsAuthorOf(request: APIRequestContext, who: { email: string; password: string }, collection: string, ids: number[]) {
  const login = await request.post('/cms-api/users/login', { data: { email: who.email, password: who.password } })
  expect(login.status()).toBe(200)
  const { token } = await login.json()
  for (const id of ids) {
    const response = await request.delete(`/cms-api/${collection}/${id}`, { headers: { Authorization: `JWT ${token}` } })
    expect([200, 404]).toContain(response.status())
  }
}

/** Whether the element's middle lies inside the public map's stage, as the visitor sees it. */
export const inMap = (page: Page, selector: string) =>
  page.getByTestId('map-stage').evaluate((stage, selector) => {
    const target = stage.querySelector(selector)
    if (!target) return false
    const map = stage.getBoundingClientRect()
    const box = (target.querySelector('span') ?? target).getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    return box.width > 0 && x >= map.left && x <= map.right && y >= map.top && y <= map.bottom
  }, selector)
