import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { languageScript } from '../support/language-script'

/**
 * Issue 45: no page ships more than 3 KB (brotli) of extra script for languages, the catalogue of its own language
 * only and only what its client components read. Measured on the production build the e2e server runs, over a
 * page of each kind in Spanish. How the "extra for languages" is told apart from the rest of a page's script is in
 * tests/support/language-script.ts: next-intl's client modules, found by name inside Turbopack's chunks, and the
 * catalogue serialized into the page, each compressed with brotli.
 */

const BUDGET_BYTES = 3 * 1024

const PAGES = ['/es', '/es/heroes', '/es/heroes/hulk', '/es/maps/yggsgard/royal-palace/golden-courtyard', '/es/news']

for (const path of PAGES) {
  test(`${path} ships at most 3 KB of script for languages`, async ({ request }) => {
    const page = await request.get(path)
    expect(page.status()).toBe(200)
    const measured = await languageScript(await page.text(), async (src) => {
      const script = await request.get(src)
      expect(script.status(), src).toBe(200)
      return script.text()
    })
    test.info().annotations.push({ type: 'language script (brotli bytes)', description: JSON.stringify(measured) })
    console.log(`${path}: ${JSON.stringify(measured)}`)
    // The measure finds what it measures: next-intl's client code is on every page, and a catalogue in Spanish.
    expect(measured.modules.length, path).toBeGreaterThan(0)
    expect(measured.catalogueKeys, path).toContain('Nav')
    expect(measured.total, path).toBeLessThanOrEqual(BUDGET_BYTES)
  })
}

const spanish = JSON.parse(readFileSync('src/i18n/messages/es/shell.json', 'utf8')) as { Shell: { siteInformation: string; about: string } }

/**
 * The browser formats the client components' words with its own small translator (src/i18n/browser.tsx), the
 * server with next-intl: the page must come to life without a hydration error, its client words in Spanish.
 */
for (const path of PAGES) {
  test(`${path} comes to life in Spanish without an error`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(path)
    await page.waitForLoadState('load')
    // The footer is a client component on every page: its words come from the browser's translator once
    // hydrated, its links from the language's own Link.
    const footer = page.getByRole('navigation', { name: spanish.Shell.siteInformation })
    await expect(footer.getByRole('link', { name: spanish.Shell.about, exact: true })).toHaveAttribute('href', '/es/about')
    // React reports a hydration mismatch as a console error once it has finished hydrating; idle means done.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    expect(errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([])
  })
}
