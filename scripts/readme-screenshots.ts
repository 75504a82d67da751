/**
 * The screenshots of the public guide in docs/guide.md (home, a map guide, a hero guide) at a phone's and a desktop's
 * width, taken in Chromium against a running, seeded guide:
 *
 *   npm start                                   # in one terminal
 *   npx tsx scripts/readme-screenshots.ts http://localhost:3000 [out-dir]
 *
 * Writes docs/images/guide-{home,map,hero}-{phone,desktop}.png (or into out-dir), the first screen of each page
 * as a visitor sees it once the page has settled.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'

import { CHROMIUM_FLAGS } from './bench/chromium'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const base = process.argv[2] ?? 'http://localhost:3000'
const outDir = process.argv[3] ? path.resolve(process.argv[3]) : path.join(root, 'docs', 'images')

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'map', path: '/maps/yggsgard/royal-palace/golden-courtyard' },
  { name: 'hero', path: '/heroes/hulk' },
]
const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 800 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
})
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: width.viewport, baseURL: base, reducedMotion: 'reduce' })
    const page = await context.newPage()
    for (const entry of PAGES) {
      await page.goto(entry.path)
      await page.waitForLoadState('networkidle')
      // Fonts, the tagline's fade and the route background's short wait.
      await page.evaluate(() => document.fonts.ready)
      await page.waitForTimeout(800)
      const file = path.join(outDir, `guide-${entry.name}-${width.name}.png`)
      await page.screenshot({ path: file })
      console.log(file)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
