import { expect, test } from '@playwright/test'

import { VIEWPORTS } from './support/a11y'
import { adminToken, createStaff, expectFormReady, expectNoSeriousViolations, openDocument, signedGet, signInToAdmin, type Staff } from './editor-helpers'

// The seeded e2e site: Throne Room's utility placements have points where their text says (src/seed/content/maps).

type Placement = { id: number; description: string; lat: number | null; lng: number | null }
type ApiPlacement = { description: string; point: [number, number] | null }

const BEACON = 'Place the revive beacon under the north mezzanine stairs'

let editor: Staff
let placement: Placement

test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, 'editor')
  const token = await adminToken(request)
  const found = await request.get(`/cms-api/utility-placements?where[description][like]=${encodeURIComponent(BEACON)}&depth=0&limit=1`, {
    headers: { Authorization: `JWT ${token}` },
  })
  placement = (await found.json()).docs[0]
  expect(placement.lat).not.toBeNull()
})

// Whatever a run did, the seeded point comes back for the other tests: as the editor, who holds the
// document's edit lock while their page is open.
test.afterEach(async ({ request }) => {
  const login = await request.post('/cms-api/users/login', { data: { email: editor.email, password: editor.password } })
  const { token } = await login.json()
  const restored = await request.patch(`/cms-api/utility-placements/${placement.id}`, { headers: { Authorization: `JWT ${token}` }, data: { lat: placement.lat, lng: placement.lng } })
  expect(restored.status(), await restored.text()).toBe(200)
})

/** The placement's point as the public /api gives it. */
async function apiPoint(request: Parameters<typeof signedGet>[0]) {
  const answer = await signedGet(request, '/api/maps/royal-palace/utility-placements')
  return ((await answer.json()) as ApiPlacement[]).find((entry) => entry.description.startsWith(BEACON))!.point
}

for (const viewport of VIEWPORTS) {
  test.describe(`utility placement points at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('an editor moves a placement’s point on the section map, then takes it off the map; /api follows', async ({ page, request }) => {
      await signInToAdmin(page, editor)
      await openDocument(page, `/admin/collections/utility-placements/${placement.id}`)
      const frame = page.getByRole('group', { name: /click to place the placement/ })
      const image = frame.locator('img.leaflet-image-layer')
      await expect(image).toBeVisible()
      // The hero's portrait marks the point; the section's other placed placements show faintly.
      await expect(frame.locator('img[alt="This placement"]')).toBeVisible()
      await expect.poll(() => frame.locator('.leaflet-marker-icon').count()).toBeGreaterThan(2)
      await expectNoSeriousViolations(page, '.marker-placement')

      // A click moves it: lat and lng follow, and a save reaches /api.
      await image.scrollIntoViewIfNeeded()
      const box = (await image.boundingBox())!
      await page.mouse.click(box.x + 0.25 * box.width, box.y + 0.75 * box.height)
      const lat = page.locator('#field-lat')
      const lng = page.locator('#field-lng')
      await expect.poll(async () => Number(await lng.inputValue())).toBeLessThan(-400)
      const moved: [number, number] = [Number(await lat.inputValue()), Number(await lng.inputValue())]
      expect(moved[0]).toBeLessThan(-100)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByText(/updated successfully/i)).toBeVisible()
      await expect.poll(() => apiPoint(request)).toEqual(moved)

      // Off the map: both fields empty, the answer's point null.
      await page.getByRole('button', { name: 'Take the placement off the map' }).click()
      await expect(lat).toHaveValue('')
      await expect(lng).toHaveValue('')
      await expect(frame.locator('img[alt="This placement"]')).toHaveCount(0)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect.poll(() => apiPoint(request)).toBeNull()
      await expectFormReady(page)

      // One coordinate alone is refused with the reason.
      // As an editor's pace would: Save once the admin has checked the typed value (its form-state request, a
      // POST to this screen), so that answer does not land after the refusal and clear the field's message.
      const checked = page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.url().endsWith(`/admin/collections/utility-placements/${placement.id}`))
      await lat.fill('12')
      await checked
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByText(/The following fields? (is|are) invalid/)).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: 'Give both coordinates (lat and lng), or neither to leave the placement off the map.' })).toBeVisible()
      await expect.poll(() => apiPoint(request)).toBeNull()
    })
  })
}
