/**
 * The screenshots of docs/editors.md, taken in Chromium against a running, seeded guide:
 *
 *   npm start                                   # in one terminal
 *   npx tsx scripts/editor-screenshots.ts http://localhost:3000
 *
 * Signs in as the seeded admin (ADMIN_EMAIL / ADMIN_PASSWORD or the development defaults) and writes
 * docs/images/editor-*.png. Nothing is saved: the marker is placed on a new, unsaved marker, the callout is drawn on
 * a new, unsaved callout, the preview shows an autosaved draft that is then put back, and the marker import shown
 * is one the server rejects.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const base = process.argv[2] ?? 'http://localhost:3000'
const email = process.env.ADMIN_EMAIL ?? 'admin@guide.local'
const password = process.env.ADMIN_PASSWORD ?? 'guide-admin-password'
const out = (name: string) => path.join(root, 'docs', 'images', name)

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL: base })
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin\/?$/)

  // The marker field: a section with markers, an icon, and a click on the map.
  const first = (await (await page.request.get('/cms-api/map-markers?limit=1&depth=2&sort=id')).json()).docs[0]
  await page.goto('/admin/collections/map-markers/create')
  for (const [field, text] of [['section', first.section.title], ['icon', first.icon.name]] as const) {
    await page.locator(`#field-${field} .rs__control`).click()
    await page.locator(`#field-${field} input`).fill(text)
    await page.locator('.rs__option', { hasText: text }).first().click()
  }
  const image = page.locator('.marker-placement img.leaflet-image-layer')
  await image.waitFor()
  await image.scrollIntoViewIfNeeded()
  const box = (await image.boundingBox())!
  await page.mouse.click(box.x + box.width * 0.62, box.y + box.height * 0.4)
  await page.locator('#field-description').fill('Drop down here to flank the second checkpoint.')
  await page.waitForTimeout(500)
  // From the section picker down to the coordinates: a tall window so they all fit.
  await page.setViewportSize({ width: 1280, height: 1180 })
  await page.locator('#field-section').scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, -80))
  await page.screenshot({ path: out('editor-marker-field.png') })

  // The callout field: a new, unsaved callout drawn on the Throne Room, the section's seeded callouts faint around it.
  const throneRoom = (await (await page.request.get('/cms-api/map-sections?where[slug][equals]=throne-room&depth=0&limit=1')).json()).docs[0]
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin/collections/map-callouts/create')
  await page.locator('#field-name').fill('Lower Gallery')
  await page.locator('#field-section .rs__control').click()
  await page.locator('#field-section input').fill(throneRoom.title)
  await page.locator('.rs__option', { hasText: throneRoom.title }).first().click()
  const area = page.locator('.callout-polygon img.leaflet-image-layer')
  await area.waitFor()
  await page.locator('.callout-polygon').evaluate((element) => element.scrollIntoView({ block: 'end' }))
  const areaBox = (await area.boundingBox())!
  for (const [x, y] of [[0.22, 0.56], [0.36, 0.56], [0.42, 0.7], [0.36, 0.84], [0.22, 0.84]]) {
    await page.mouse.click(areaBox.x + areaBox.width * x, areaBox.y + areaBox.height * y)
  }
  await page.getByText('5 corners. The outline is fine.').waitFor()
  await page.mouse.move(0, 0)
  await page.waitForTimeout(500)
  await page.screenshot({ path: out('editor-callout-field.png') })

  // The live preview: Hulk's Gamma Ray Gun with a description not yet published.
  const ability = (await (await page.request.get('/cms-api/hero-abilities?where[slug][equals]=gamma-ray-gun&depth=0&limit=1')).json()).docs[0]
  await page.setViewportSize({ width: 1600, height: 900 })
  await page.goto(`/admin/collections/hero-abilities/${ability.id}`)
  await page.locator('#live-preview-toggler').click()
  const frame = page.frameLocator('.live-preview-window iframe')
  await frame.getByTestId('preview-bar').waitFor()
  await frame.locator('[data-ability="gamma-ray-gun"]').click()
  const draft = 'A wide green beam that now bounces once to a second target (draft, not yet published).'
  await page.locator('#field-description').fill(draft)
  await frame.getByTestId('ability-panel').getByText(draft).waitFor({ timeout: 15_000 })
  await frame.getByTestId('ability-panel').scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  await page.screenshot({ path: out('editor-live-preview.png') })
  // Put the published text back into the draft, so the next editor starts from it.
  await page.locator('#field-description').fill(ability.description)
  await frame.getByTestId('ability-panel').getByText(ability.description).waitFor({ timeout: 15_000 })

  // The dashboard's desk.
  await page.setViewportSize({ width: 1280, height: 1000 })
  await page.goto('/admin')
  await page.getByTestId('editor-desk').waitFor()
  await page.screenshot({ path: out('editor-dashboard.png') })

  // A hero's own screen: Hulk, with abilities by variant.
  const hulk = (await (await page.request.get('/cms-api/heroes?where[slug][equals]=hulk&depth=0&limit=1')).json()).docs[0]
  await page.setViewportSize({ width: 1280, height: 1400 })
  await page.goto(`/admin/collections/heroes/${hulk.id}`)
  await page.getByRole('heading', { name: 'Abilities · Bruce Banner' }).waitFor()
  await page.waitForTimeout(1500)
  await page.getByRole('heading', { name: 'Abilities · Bruce Banner' }).scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, -120))
  await page.screenshot({ path: out('editor-hero-screen.png') })

  // The marker list, filtered to the first marker's map.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin/collections/map-markers')
  const filters = page.getByRole('search', { name: 'Filter markers' })
  await filters.getByLabel('Map', { exact: true }).selectOption({ label: first.section.map.name })
  await page.waitForURL(/where/)
  await page.locator('[data-testid="marker-icon-cell"] img').first().waitFor()
  await page.waitForTimeout(800)
  await page.screenshot({ path: out('editor-marker-list.png') })

  // Markers in bulk: a file with two wrong rows, rejected whole.
  await page.goto(`/admin/collections/map-sections/${first.section.id}`)
  const bulk = page.getByTestId('map-data-in-bulk')
  await bulk.scrollIntoViewIfNeeded()
  const csv = ['icon,lat,lng,description', `${first.icon.slug},10,20,Behind the crates`, `${first.icon.slug},400,20,Off the top`, 'anchor,0,0,Unknown type'].join('\n')
  await bulk.getByLabel(/Import a .csv or .json file/).setInputFiles({ name: 'markers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await bulk.getByRole('button', { name: 'Check and import' }).click()
  await bulk.getByTestId('import-problems').waitFor()
  await bulk.screenshot({ path: out('editor-marker-import.png') })

  console.log(`Wrote the editor screenshots to ${out('')}`)
} finally {
  await browser.close()
}
