import { expect, type Page, test } from '@playwright/test'

import { expectNoSeriousViolations, VIEWPORTS } from './support/a11y'
import { inMap } from './support/drawing'
import { openLegend } from './support/map-legend'

// Runs against the seeded e2e site: Royal Palace's Throne Room has seeded callouts and markers.

const THRONE_ROOM = '/maps/yggsgard/royal-palace/throne-room'
const SHOTS = process.env.FIND_SHOTS_DIR

async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` })
}

for (const viewport of VIEWPORTS) {
  test.describe(`find on map at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('finds a callout by its alias and a marker by its type with the keyboard, centres the map on each and opens it', async ({ page }) => {
      await page.goto(THRONE_ROOM)
      await openLegend(page)
      const field = page.getByTestId('map-legend').getByRole('combobox', { name: 'Find on map' })
      const places = page.getByRole('listbox', { name: 'Places found' })
      const status = page.getByTestId('find-on-map').getByRole('status')

      // A callout by an alias players use.
      await field.fill('point')
      await expect(field).toHaveAttribute('aria-expanded', 'true')
      await expect(places.getByRole('option').first()).toContainText('Dais')
      await expect(places.getByRole('option').first()).toContainText('also called Point')
      await expect(status).toHaveText(/^\d+ places? found$/)
      await expectNoSeriousViolations(page)
      await shot(page, 'find-callout', viewport.width)
      await field.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${THRONE_ROOM}\\?callout=dais$`))
      await expect(field).toHaveValue('Dais')
      await expect(field).toHaveAttribute('aria-expanded', 'false')
      const label = '[data-callout="dais"]'
      await expect(page.locator(label)).toHaveAttribute('data-highlighted', 'true')
      await expect.poll(() => inMap(page, label)).toBe(true)
      await shot(page, 'find-callout-chosen', viewport.width)

      // A marker by its type, chosen with the arrow keys.
      const type = (await page.getByRole('list', { name: 'Marker types' }).getByRole('button').first().locator('span').nth(1).textContent())!.trim()
      await field.fill(type)
      const option = places.getByRole('option').filter({ hasText: type }).first()
      await expect(option).toBeVisible()
      const index = await places.getByRole('option').evaluateAll((options, type) => options.findIndex((element) => element.textContent?.startsWith(type)), type)
      for (let step = 0; step < index; step++) await field.press('ArrowDown')
      await expect(option).toHaveAttribute('aria-selected', 'true')
      await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
      await field.press('Enter')
      const overlay = page.getByTestId('marker-overlay')
      await expect(overlay).toBeVisible()
      await expect(overlay).toHaveAttribute('aria-label', type)
      await expect(page).toHaveURL(new RegExp(`${THRONE_ROOM}\\?marker=\\d+$`))
      const marker = new URL(page.url()).searchParams.get('marker')
      await expect.poll(() => inMap(page, `[data-marker-id="${marker}"]`)).toBe(true)
      await shot(page, 'find-marker-chosen', viewport.width)
      await page.keyboard.press('Escape')
      await expect(overlay).toBeHidden()

      // Nothing found is said; Escape closes the list, then empties the field, and leaves the page as it was.
      await field.fill('zzzz nothing here')
      await expect(status).toHaveText('Nothing in this section matches')
      await expect(field).toHaveAttribute('aria-expanded', 'false')
      await field.press('Escape')
      await expect(field).toHaveValue('')
      await expect(page.getByTestId('map-frame')).toHaveAttribute('data-fullscreen', 'false')
    })

    test('in fullscreen the field is in the side navigation, and a click on a place opens it', async ({ page }) => {
      await page.goto(THRONE_ROOM)
      const frame = page.getByTestId('map-frame')
      await expect(async () => {
        if ((await frame.getAttribute('data-fullscreen')) !== 'true') await page.getByRole('button', { name: 'Enter fullscreen' }).click()
        await expect(frame).toHaveAttribute('data-fullscreen', 'true', { timeout: 2_000 })
      }).toPass({ timeout: 20_000 })
      const nav = page.getByTestId('map-side-nav')
      const navToggle = nav.getByRole('button', { name: /all maps/ })
      if ((await navToggle.getAttribute('aria-expanded')) === 'false') await navToggle.click()
      const field = nav.getByRole('combobox', { name: 'Find on map' })
      await expect(field).toBeVisible()
      await expect(page.getByRole('combobox', { name: 'Find on map' })).toHaveCount(1)
      await field.fill('mezz')
      await page.getByRole('option').filter({ hasText: 'North Mezzanine' }).first().click()
      await expect(page).toHaveURL(new RegExp(`${THRONE_ROOM}\\?callout=north-mezzanine$`))
      await expect(page.locator('[data-callout="north-mezzanine"]')).toHaveAttribute('data-highlighted', 'true')
      await expect.poll(() => inMap(page, '[data-callout="north-mezzanine"]')).toBe(true)
      // No horizontal scrolling in the fullscreen layout with the field in it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await expectNoSeriousViolations(page)
      await shot(page, 'find-fullscreen', viewport.width)
      // Escape with an empty field leaves fullscreen, as before.
      await field.fill('')
      await field.press('Escape')
      await expect(frame).toHaveAttribute('data-fullscreen', 'false')
    })
  })
}
