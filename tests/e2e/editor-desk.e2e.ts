import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { MAP_IMAGE_BOUNDS } from '@/maps/coordinates'
import { MARKER_LIST_PAGE_SIZE } from '@/collections/MapMarkers/admin-list'

import { VIEWPORTS } from './support/a11y'
import {
  adminToken,
  createStaff,
  expectNoSeriousViolations,
  openDocument,
  removeAsAdmin,
  signedGet,
  signInToAdmin,
  type Staff,
} from './editor-helpers'

// The editor's desk (issue 14): one screen per hero guide and per map, a clean "Create New", variants as a
// choice, the marker list, the marker screen's Save bar, the dashboard, news pages and markers in bulk.

const stamp = Date.now().toString(36)
let editor: Staff

const created: Record<string, number[]> = { 'hero-abilities': [], 'how-to-win': [], 'map-markers': [] }

test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, 'editor')
})

test.afterAll(async ({ request }) => {
  for (const [collection, ids] of Object.entries(created)) await removeAsAdmin(request, collection, ids)
})

/** Payload REST as the seeded admin (counts include drafts, as the admin's own lists do). */
async function cmsJson(request: APIRequestContext, path: string) {
  const token = await adminToken(request)
  const answer = await request.get(`/cms-api${path}`, { headers: { Authorization: `JWT ${token}` } })
  expect(answer.status(), path).toBe(200)
  return answer.json()
}

const totalOf = async (request: APIRequestContext, path: string) => (await cmsJson(request, path)).totalDocs as number

/** The page has no sideways scroll. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(1)
}

test.describe('a hero guide on the hero’s own screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('an editor adds an ability and a how-to-win entry from the hero’s screen; the hero guide shows both', async ({ page, request }) => {
    // Two drawers, two publishes and the public guide: a long walk on a shared machine.
    test.setTimeout(180_000)
    const hero = (await cmsJson(request, '/heroes?where[slug][equals]=hulk&depth=0&limit=1')).docs[0]
    await signInToAdmin(page, editor)
    await openDocument(page, `/admin/collections/heroes/${hero.id}`)

    // Abilities by variant, details, how to win and team-ups are all on this screen.
    for (const heading of ['Abilities · Bruce Banner', 'Abilities · Hero Hulk', 'Abilities · Monster Hulk', 'Details', 'How to win', 'Team-ups']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }

    // "Add new" under a variant opens a drawer with the hero filled in.
    const abilityName = `Gamma Leap ${stamp}`
    const abilities = page.locator('.join').filter({ has: page.getByRole('heading', { name: 'Abilities · Monster Hulk', exact: true }) })
    await abilities.getByRole('button', { name: /Add new/i }).click()
    const drawer = page.locator('.drawer__content').last()
    await expect(drawer.locator('#field-hero')).toContainText('Hulk')
    await drawer.locator('#field-name').fill(abilityName)
    await chooseSelect(page, drawer.locator('#field-variant'), 'Monster Hulk')
    await expect(drawer.locator('#field-variant')).toContainText('Monster Hulk')
    await chooseSelect(page, drawer.locator('#field-type'), 'Ability')
    await chooseSelect(page, drawer.locator('#field-button'), 'shift')
    await drawer.locator('#field-description').fill(`Leaps across the lane (${stamp}).`)
    await drawer.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    const ability = (await cmsJson(request, `/hero-abilities?where[name][equals]=${encodeURIComponent(abilityName)}&depth=0`)).docs[0]
    created['hero-abilities'].push(ability.id)
    expect(ability).toMatchObject({ hero: hero.id, variant: 'monster-hulk', slug: `gamma-leap-${stamp}`, _status: 'published' })
    await page.keyboard.press('Escape')

    const howToWinText = `Bait the leap, then punish the landing (${stamp}).`
    const howToWin = page.locator('.join').filter({ has: page.getByRole('heading', { name: 'How to win', exact: true }) })
    await howToWin.getByRole('button', { name: /Add new/i }).click()
    const second = page.locator('.drawer__content').last()
    await expect(second.locator('#field-hero')).toContainText('Hulk')
    await chooseSelect(page, second.locator('#field-side'), 'Playing against')
    await chooseSelect(page, second.locator('#field-type'), 'Insight')
    await second.locator('#field-text').fill(howToWinText)
    await second.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    const entry = (await cmsJson(request, `/how-to-win?where[text][equals]=${encodeURIComponent(howToWinText)}&depth=0`)).docs[0]
    created['how-to-win'].push(entry.id)
    expect(entry.hero).toBe(hero.id)

    // Both are on the public guide.
    await page.goto('/heroes/hulk')
    await page.getByLabel('Form', { exact: true }).selectOption('monster-hulk')
    await expect(page.getByText(abilityName, { exact: true }).first()).toBeVisible()
    await expect(page.getByText(howToWinText).first()).toBeAttached()
  })

  test('a map’s screen lists its sections; a section’s screen its markers, hot spot, breakouts, transformations and utility placements', async ({ page, request }) => {
    const section = (await cmsJson(request, '/map-markers?limit=1&depth=1&sort=id')).docs[0].section
    await signInToAdmin(page, editor)
    await page.goto(`/admin/collections/maps/${section.map}`)
    await expect(page.getByRole('heading', { name: 'Sections', exact: true })).toBeVisible()
    await expect(page.locator('.join').first()).toContainText(section.name)
    await openDocument(page, `/admin/collections/map-sections/${section.id}`)
    for (const heading of ['Markers', 'Hot spot', 'Breakouts', 'Transformations', 'Utility placements']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    const markerCount = await totalOf(request, `/map-markers?limit=0&where[section][equals]=${section.id}`)
    const markers = page.locator('.join').filter({ has: page.getByRole('heading', { name: 'Markers', exact: true }) })
    await expect(markers.locator('tbody tr')).toHaveCount(Math.min(markerCount, MARKER_LIST_PAGE_SIZE))
  })
})

/** Picks an option of a Payload select (react-select) inside `field`. */
async function chooseSelect(page: Page, field: ReturnType<Page['locator']>, option: string) {
  await field.locator('.rs__control').click()
  await page.locator('.rs__option', { hasText: option }).first().click()
}

test.describe('forms that leave nothing behind', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('opening "Create New" and leaving keeps the list count; an empty publish names the missing name, not the slug', async ({ page, request }) => {
    const before = await totalOf(request, '/hero-abilities?limit=0&draft=true')
    await signInToAdmin(page, editor)
    await page.goto('/admin/collections/hero-abilities')
    // A click before the list has hydrated is lost: the list then writes its own query into the address over it.
    await expect(async () => {
      await page.getByRole('link', { name: /Create new/i }).first().click()
      await expect(page).toHaveURL(/\/hero-abilities\/create/, { timeout: 5_000 })
    }).toPass()
    // Payload's server decides at render whether opening the form stores an empty draft (and redirects to it);
    // the form on /create shows it did not. The count below, taken after the form is gone, is the proof.
    await expect(page.locator('#field-name')).toBeVisible()
    await expect(page).toHaveURL(/\/hero-abilities\/create/)

    // Publishing the empty form: the name is missing; the slug (made from it) is not blamed.
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.locator('.field-type.text', { has: page.locator('#field-name') })).toHaveClass(/error/)
    await expect(page.locator('.field-type', { has: page.locator('#field-slug') })).not.toHaveClass(/error/)

    await page.goto('/admin/collections/hero-abilities')
    await expect(page.locator('table tbody tr').first()).toBeVisible()
    expect(await totalOf(request, '/hero-abilities?limit=0&draft=true')).toBe(before)
    await expect(page.getByText(new RegExp(`of ${before}\\b`)).first()).toBeVisible()
  })

  test('an ability’s variant is a choice among its hero’s own variants', async ({ page }) => {
    await signInToAdmin(page, editor)
    await openDocument(page, '/admin/collections/hero-abilities/create')
    await expect(page.locator('#field-variant')).toContainText('Choose the hero first')
    await page.locator('#field-hero .rs__control').click()
    await page.locator('#field-hero input').fill('Hulk')
    await page.locator('.rs__option', { hasText: /^Hulk$/ }).first().click()
    await page.locator('#field-variant .rs__control').click()
    await expect(page.locator('.rs__option')).toHaveText(['Bruce Banner', 'Hero Hulk', 'Monster Hulk'])
    await page.locator('.rs__option', { hasText: 'Hero Hulk' }).click()
    await expect(page.locator('#field-variant')).toContainText('Hero Hulk')

    // A one-form hero's only variant is chosen by itself.
    await page.locator('#field-hero .rs__control').click()
    await page.locator('#field-hero input').fill('Iron Man')
    await page.locator('.rs__option', { hasText: /^Iron Man$/ }).first().click()
    await expect(page.locator('#field-variant')).toContainText('Iron Man')
    // No axe check here: the field is Payload's own SelectInput, whose react-select markup axe flags the same
    // way on every select of the admin (Type, Button).
  })

  test('collapsed ability properties read as their names', async ({ page, request }) => {
    const ability = (await cmsJson(request, '/hero-abilities?where[slug][equals]=gamma-ray-gun&depth=0&limit=1')).docs[0]
    await signInToAdmin(page, editor)
    await openDocument(page, `/admin/collections/hero-abilities/${ability.id}`)
    const first = ability.properties[0]
    const label = page.locator('#field-properties [data-testid="name-value-row-label"]').first()
    await expect(label).toHaveText(`${first.name.replace(/_/g, ' ')}: ${first.value}`)
    await expect(page.locator('#field-properties').getByText(/Property 01/)).toHaveCount(0)
  })
})

for (const viewport of VIEWPORTS) {
  test.describe(`the map-marker list at ${viewport.width}px`, () => {
    test.use({ viewport })

    test('shows map · section, icon thumbnails and description starts, 50 a page, and filters by map and section', async ({ page, request }) => {
      const total = await totalOf(request, '/map-markers?limit=0')
      const first = (await cmsJson(request, '/map-markers?limit=1&depth=2&sort=id')).docs[0]
      await signInToAdmin(page, editor)
      await page.goto('/admin/collections/map-markers')
      for (const heading of ['Map · section', 'Icon', 'Description']) {
        await expect(page.locator('table thead').getByText(heading, { exact: true })).toBeVisible()
      }
      await expect(page.locator('table tbody tr')).toHaveCount(Math.min(total, MARKER_LIST_PAGE_SIZE))
      await expect(page.locator('[data-testid="marker-icon-cell"] img').first()).toBeVisible()
      // The column comes with the page itself: no row first reads "<No Map · section>" while titles load.
      const firstPaint = await page.request.get('/admin/collections/map-markers')
      expect(firstPaint.status()).toBe(200)
      expect(await firstPaint.text()).not.toContain('No Map · section')
      await expect(page.locator('table tbody tr td.cell-section').first()).toHaveText(/^\S.* · \S/)

      const filters = page.getByRole('search', { name: 'Filter markers' })
      await filters.getByLabel('Map', { exact: true }).selectOption({ label: first.section.map.name })
      const onMap = await totalOf(request, `/map-markers?limit=0&where[section.map][equals]=${first.section.map.id}`)
      await expect(page.locator('table tbody tr')).toHaveCount(Math.min(onMap, MARKER_LIST_PAGE_SIZE))
      // The list reloads under the filter (50 rows before and after): wait until every row names the map.
      const onMapTitle = new RegExp(`^${first.section.map.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `)
      await expect(page.locator('table tbody tr td.cell-section')).toHaveText(
        Array.from({ length: Math.min(onMap, MARKER_LIST_PAGE_SIZE) }, () => onMapTitle),
      )
      await filters.getByLabel('Section', { exact: true }).selectOption({ label: first.section.name })
      const inSection = await totalOf(request, `/map-markers?limit=0&where[section][equals]=${first.section.id}`)
      await expect(page.locator('table tbody tr')).toHaveCount(inSection)
      await expect(page.locator('table tbody tr td.cell-section').first()).toContainText(first.section.title)
      // The filters live in the address: a reload keeps them.
      await page.reload()
      await expect(page.locator('table tbody tr')).toHaveCount(inSection)
      await expect(filters.getByLabel('Section', { exact: true })).toHaveValue(String(first.section.id))
      await expectNoSeriousViolations(page, '[aria-label="Filter markers"]')
    })

    test('the Save bar stays above the placement map and clickable when the page scrolls', async ({ page, request }) => {
      const marker = (await cmsJson(request, '/map-markers?limit=1&depth=0&sort=id')).docs[0]
      await signInToAdmin(page, editor)
      await openDocument(page, `/admin/collections/map-markers/${marker.id}`)
      const map = page.locator('.marker-placement img.leaflet-image-layer')
      await expect(map).toBeVisible()
      await expectNoHorizontalOverflow(page)
      const save = page.getByRole('button', { name: 'Save', exact: true })
      // Scroll until the map passes under the sticky bar.
      const bar = (await save.boundingBox())!
      const mapBox = (await map.boundingBox())!
      await page.mouse.wheel(0, mapBox.y - bar.y - 10)
      await expect.poll(async () => (await map.boundingBox())!.y).toBeLessThan(bar.y + bar.height)
      const now = (await save.boundingBox())!
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? null,
        [now.x + now.width / 2, now.y + now.height / 2],
      )
      expect(onTop).toBe('Save')
      // The title is the marker's description, shown whole (wrapped), not cut off.
      const title = page.locator('.doc-header__title, h1').first()
      const clipped = await title.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis')
      expect(clipped).toBe(false)
    })

    test('the dashboard’s counts match the database', async ({ page, request }) => {
      await signInToAdmin(page, editor)
      const desk = page.getByTestId('editor-desk')
      await expect(desk).toBeVisible()
      for (const collection of ['maps', 'map-markers', 'heroes', 'hero-abilities', 'news', 'feedback']) {
        const count = await totalOf(request, `/${collection}?limit=0&draft=true`)
        await expect(desk.getByTestId(`desk-count-${collection}`).locator('dd')).toHaveText(String(count))
      }
      const unread = await totalOf(request, '/feedback?limit=0&where[read][equals]=false')
      await expect(desk.getByTestId('desk-unread-feedback')).toContainText(`${unread} unread feedback`)

      // Heroes without abilities: every hero minus those with at least one.
      const heroes = (await cmsJson(request, '/heroes?limit=0&depth=0&draft=true&select[nickname]=true')).docs as { id: number }[]
      const abilities = (await cmsJson(request, '/hero-abilities?limit=0&depth=0&draft=true&select[hero]=true')).docs as { hero: number }[]
      const withAbilities = new Set(abilities.map((ability) => ability.hero))
      const missing = heroes.filter((hero) => !withAbilities.has(hero.id)).length
      await expect(desk.getByTestId('desk-heroes-without-abilities').locator('summary')).toHaveText(`Heroes without abilities (${missing})`)
      await expect(desk.getByTestId('desk-latest').locator('li')).toHaveCount(8)
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousViolations(page, '[data-testid="editor-desk"]')
    })

    test('a news entry has its own page with its metadata, linked from the feed', async ({ page, request }) => {
      const [latest] = (await (await signedGet(request, '/api/news/1/0')).json()) as { title: string; slug: string; excerpt: string }[]
      expect(latest.slug).toMatch(/^[a-z0-9-]+$/)
      await page.goto('/news')
      const link = page.getByRole('link', { name: latest.title, exact: true })
      await expect(link).toHaveAttribute('href', `/news/${latest.slug}`)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`/news/${latest.slug}$`))
      await expect(page.getByRole('heading', { level: 1, name: latest.title })).toBeVisible()
      await expect(page.getByTestId('news-article')).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(latest.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', latest.excerpt)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', latest.title)
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//)
      await expect(page.getByRole('link', { name: /All news/ })).toHaveAttribute('href', '/news')
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousViolations(page)

      const unknown = await request.get(`/news/no-such-entry-${stamp}`)
      expect(unknown.status()).toBe(404)
    })
  })
}

test.describe('markers in bulk', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('an import with one bad row is rejected whole; a clean one appears on the public map', async ({ page, request }) => {
    test.setTimeout(120_000)
    const first = (await cmsJson(request, '/map-markers?limit=1&depth=2&sort=id')).docs[0]
    const section = first.section
    const map = await cmsJson(request, `/maps/${section.map.id}?depth=1`)
    const icon = first.icon.slug as string
    const before = await totalOf(request, `/map-markers?limit=0&where[section][equals]=${section.id}`)

    await signInToAdmin(page, editor)
    await openDocument(page, `/admin/collections/map-sections/${section.id}`)
    const bulk = page.getByTestId('map-data-in-bulk')
    await bulk.scrollIntoViewIfNeeded()
    const good = `Imported marker ${stamp}`
    const bad = [
      'icon,lat,lng,description',
      `${icon},10,20,${good}`,
      `${icon},${MAP_IMAGE_BOUNDS.maxLat + 50},20,Too high`,
      `no-such-icon,0,0,Unknown icon`,
    ].join('\n')
    await bulk.getByLabel(/Import a .csv or .json file/).setInputFiles({ name: 'markers.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) })
    await bulk.getByRole('button', { name: 'Check and import' }).click()
    const problems = bulk.getByTestId('import-problems')
    await expect(problems).toContainText('Nothing was imported')
    await expect(problems.locator('tbody tr')).toHaveCount(2)
    await expect(problems.locator('tbody tr').nth(0)).toContainText('off the map')
    await expect(problems.locator('tbody tr').nth(1)).toContainText('not a marker icon type')
    expect(await totalOf(request, `/map-markers?limit=0&where[section][equals]=${section.id}`)).toBe(before)

    const clean = JSON.stringify([{ icon, lat: 40, lng: -120, description: good }])
    await bulk.getByLabel(/Import a .csv or .json file/).setInputFiles({ name: 'markers.json', mimeType: 'application/json', buffer: Buffer.from(clean) })
    await bulk.getByRole('button', { name: 'Check and import' }).click()
    await expect(bulk.getByTestId('import-success')).toHaveText('Imported 1 marker.')
    const imported = (await cmsJson(request, `/map-markers?where[description][equals]=${encodeURIComponent(good)}&depth=0`)).docs
    expect(imported).toHaveLength(1)
    created['map-markers'].push(imported[0].id)

    // The public map draws it where the file put it.
    await page.goto(`/maps/${map.location.slug}/${map.slug}/${section.slug}`)
    const stage = page.getByTestId('map-stage')
    const marker = stage.locator(`[data-marker-id="${imported[0].id}"]`)
    await expect(marker).toBeAttached()
    const image = (await stage.locator('.leaflet-image-layer').boundingBox())!
    const box = (await marker.boundingBox())!
    expect((box.x + box.width / 2 - image.x) / image.width).toBeCloseTo((-120 + 960) / 1920, 2)
    expect((box.y + box.height / 2 - image.y) / image.height).toBeCloseTo((320 - 40) / 640, 2)
  })

  test('callouts and a whole section go through the same form: a bad file names its row or feature, and nothing is stored', async ({ page, request }) => {
    const section = (await cmsJson(request, '/map-callouts?limit=1&depth=1&sort=id')).docs[0].section
    const callouts = await totalOf(request, `/map-callouts?limit=0&where[section][equals]=${section.id}`)
    await signInToAdmin(page, editor)
    await openDocument(page, `/admin/collections/map-sections/${section.id}`)
    const bulk = page.getByTestId('map-data-in-bulk')
    await bulk.scrollIntoViewIfNeeded()

    await bulk.getByRole('radio', { name: 'Callouts' }).check()
    await expect(bulk.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', new RegExp(`/map-callouts/export\\?section=${section.id}&format=csv$`))
    const crossing = JSON.stringify([{ name: `Knot ${stamp}`, polygon: [[0, 0], [30, 40], [0, 40], [30, 0]] }])
    await bulk.getByLabel(/Import a .csv or .json file/).setInputFiles({ name: 'callouts.json', mimeType: 'application/json', buffer: Buffer.from(crossing) })
    await bulk.getByRole('button', { name: 'Check and import' }).click()
    const problems = bulk.getByTestId('import-problems')
    await expect(problems).toContainText('Nothing was imported')
    await expect(problems.locator('tbody tr')).toHaveCount(1)
    await expect(problems.locator('tbody tr td').nth(1)).toHaveText('polygon')

    await bulk.getByRole('radio', { name: 'Whole section (GeoJSON)' }).check()
    await expect(bulk.getByRole('link', { name: 'GEOJSON' })).toHaveAttribute('href', new RegExp(`/map-sections/${section.id}/geojson$`))
    const farAway = JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [5000, 0] }, properties: { layer: 'callout', name: `Far ${stamp}` } }] })
    await bulk.getByLabel('Import a .geojson file').setInputFiles({ name: 'section.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(farAway) })
    await bulk.getByRole('button', { name: 'Check and import' }).click()
    await expect(problems.locator('thead')).toContainText('Feature')
    await expect(problems).toContainText('off the image')
    // Every refused line names feature 1, the file's only one (both of its label's fields are off the image).
    expect(new Set(await problems.locator('tbody tr td:first-child').allTextContents())).toEqual(new Set(['1']))
    expect(await totalOf(request, `/map-callouts?limit=0&where[section][equals]=${section.id}`)).toBe(callouts)
    await expectNoSeriousViolations(page, '[data-testid="map-data-in-bulk"]')
  })
})
