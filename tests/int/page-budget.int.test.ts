/**
 * Each main page's HTML as a browser downloads it, against the real built app (`npm start`,
 * tests/int/global-setup.ts): brotli (src/edge/page-brotli.ts) within its budget (issue 49), so a page that grows
 * past it fails here. The map guide's budget is higher: its still picture and text guide are in the HTML, its
 * markers, callouts and routes are not (they come from /map-layers when the map wakes).
 * Each page's render-blocking stylesheets stay within theirs too: the CSS of the components it renders, not of the
 * whole site (next.config.ts `cssChunking`).
 */
import zlib from 'node:zlib'

import { describe, expect, inject, it } from 'vitest'

import { LANGUAGES, localePath } from '@/i18n/languages'

import { rawRequest } from '../support/raw-http'

const base = inject('appUrl')
const KB = 1024
const MAP_GUIDE_BUDGET = 20 * KB
const PAGE_BUDGET = 16 * KB
/** Raw CSS a page links. With every component's CSS in one file each of these pages linked 72–81 KB. */
const STYLESHEET_BUDGET = 50 * KB
/** The main routes, each in every language of the guide: a translation is longer than the English it renders. */
const MAIN_PATHS: [path: string, budget: number][] = [
  ['/', PAGE_BUDGET],
  ['/news', PAGE_BUDGET],
  ['/basics', PAGE_BUDGET],
  ['/maps', PAGE_BUDGET],
  ['/maps/yggsgard', PAGE_BUDGET],
  ['/maps/yggsgard/royal-palace/golden-courtyard', MAP_GUIDE_BUDGET],
  ['/heroes', PAGE_BUDGET],
  ['/heroes/hulk', PAGE_BUDGET],
  ['/heroes/counters', PAGE_BUDGET],
  ['/tier-list', PAGE_BUDGET],
  ['/patches', PAGE_BUDGET],
  ['/team-builder', PAGE_BUDGET],
  // Rendered per request, as a stream: its headers are flushed before its body.
  ['/search', PAGE_BUDGET],
]
const MAIN_ROUTES = LANGUAGES.flatMap(({ code }) => MAIN_PATHS.map(([path, budget]): [string, number] => [localePath(code, path), budget]))

describe('each main page’s HTML, as brotli', () => {
  it.each(MAIN_ROUTES)('%s stays within its budget', async (path, budget) => {
    const get = () => rawRequest(base, 'GET', path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    // The second answer: the first sight of a page is compressed quickly, a page asked for again at brotli's best.
    await get()
    const page = await get()
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    const html = zlib.brotliDecompressSync(page.bytes).toString('utf8')
    expect(html).toMatch(/<\/html>\s*$/)
    console.log(`[budget] ${path}: ${(page.bytes.length / KB).toFixed(1)} KB brotli (budget ${budget / KB} KB), ${(html.length / KB).toFixed(0)} KB raw`)
    expect(page.bytes.length).toBeLessThanOrEqual(budget)
  })
})

describe('each main page’s stylesheets', () => {
  it.each(MAIN_PATHS.map(([path]) => path))('%s links only the CSS it uses', async (path) => {
    const page = await rawRequest(base, 'GET', path)
    expect(page.status).toBe(200)
    const hrefs = [...page.body.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((match) => match[1])
    expect(hrefs.length).toBeGreaterThan(0)
    const sizes = await Promise.all(
      hrefs.map(async (href) => {
        const sheet = await rawRequest(base, 'GET', href)
        expect(sheet.status).toBe(200)
        return sheet.bytes.length
      }),
    )
    const total = sizes.reduce((sum, size) => sum + size, 0)
    console.log(`[budget] ${path}: ${hrefs.length} stylesheets, ${(total / KB).toFixed(1)} KB raw (budget ${STYLESHEET_BUDGET / KB} KB)`)
    expect(total).toBeLessThanOrEqual(STYLESHEET_BUDGET)
  })
})
