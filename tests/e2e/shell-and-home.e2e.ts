import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { holdPageAfter } from './support/held-page'

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('home: logo, four tiles, no top navigation, a tagline that changes every 10 s', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('img', { name: 'Hero Shooter Fan Guide' }).first()).toBeVisible()
      for (const name of ['News', 'Basics', 'Maps', 'Heroes']) {
        await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
      }
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
      const tagline = page.getByTestId('tagline')
      await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1)
      const first = await tagline.textContent()
      expect(first?.length).toBeGreaterThan(5)
      await expect(tagline).toHaveCSS('transition-duration', '0.4s')
      // Real time: after 10 s the tagline fades out (400 ms) and another fades in. The hidden phase is too
      // short to catch by polling, so the page records every state change with its time.
      await tagline.evaluate((el) => {
        const log: { state: string | null; text: string | null; at: number }[] = []
        ;(window as unknown as { taglineLog: typeof log }).taglineLog = log
        new MutationObserver(() => log.push({ state: el.getAttribute('data-state'), text: el.textContent, at: performance.now() })).observe(el, {
          attributes: true,
          childList: true,
          characterData: true,
          subtree: true,
        })
      })
      const watchedAt = Date.now()
      await expect(tagline).not.toHaveText(first!, { timeout: 12_000 })
      expect(Date.now() - watchedAt).toBeGreaterThan(8_000)
      const log = await page.evaluate(() => (window as unknown as { taglineLog: { state: string; text: string; at: number }[] }).taglineLog)
      const hiddenAt = log.find((entry) => entry.state === 'hidden')
      const changedAt = log.find((entry) => entry.text !== first)
      expect(hiddenAt?.text).toBe(first)
      expect(changedAt!.at - hiddenAt!.at).toBeGreaterThan(300)
      expect(changedAt!.at - hiddenAt!.at).toBeLessThan(1_000)
      await expect(tagline).toHaveAttribute('data-state', 'shown')
      const video = page.locator('video')
      await expect(video).toHaveJSProperty('muted', true)
      await expect(video).toHaveJSProperty('loop', true)
      // The clip came through the browser's media cache (spec §4) and plays from a blob of it.
      await expect
        .poll(() => page.evaluate(async () => (await (await caches.open('media-cache')).keys()).map((r) => r.url)))
        .toEqual([expect.stringMatching(/\/cms-api\/media\/file\/home-background.*\.webm(\?v=[0-9a-z]+)?$/)])
      await expect(video).toHaveAttribute('src', /^blob:/)
      await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused)).toBe(true)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('home stays where it was painted while the rest of the page arrives on a stalled connection', async ({ page, baseURL }) => {
      // The connection stalls just after the logo: the browser paints the logo alone, then the rest comes.
      const held = await holdPageAfter(baseURL!, '/', '</h1>')
      try {
        await page.addInitScript(() => {
          const record = window as unknown as { __shifts: { value: number; moved: string[] }[] }
          record.__shifts = []
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
              record.__shifts.push({ value: entry.value, moved: entry.sources.map(({ node }) => (node instanceof Element ? node.className : String(node?.nodeName))) })
            }
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await page.goto(`${held.origin}/`, { waitUntil: 'commit' })
        const logo = page.getByRole('img', { name: 'Hero Shooter Fan Guide' }).first()
        await expect(logo).toBeVisible()
        await expect(page.getByTestId('tagline')).toHaveCount(0)
        // Two frames: what has arrived is painted.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const painted = await logo.boundingBox()
        held.release()
        await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1)
        await expect(page.getByTestId('home-tile-heroes').locator('img')).toHaveCount(6)
        expect(await logo.boundingBox()).toEqual(painted)
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts)
        expect(shifts.reduce((sum, { value }) => sum + value, 0), JSON.stringify(shifts)).toBeLessThan(0.001)
      } finally {
        await held.close()
      }
    })

    test('home links to itself in the other languages, and remembers the one chosen', async ({ page }) => {
      await page.goto('/')
      const languages = page.getByRole('navigation', { name: 'Language' })
      await expect(languages.getByRole('link')).toHaveText(['Español', 'Português (Brasil)'])
      await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1)
      await languages.getByRole('link', { name: 'Español' }).click()
      await expect(page).toHaveURL(/\/es$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: /^Noticias/ })).toBeVisible()
      expect(await page.evaluate(() => localStorage.getItem('guide:language'))).toBe('es')
      // From Spanish, the way back to English and on to Portuguese, each link in its own language.
      const otherLanguages = page.getByRole('navigation', { name: 'Idioma' }).getByRole('link')
      await expect(otherLanguages).toHaveText(['English', 'Português (Brasil)'])
      await expect(otherLanguages.first()).toHaveAttribute('href', '/')
      await expect(otherLanguages.last()).toHaveAttribute('lang', 'pt-BR')
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the top navigation highlights the current section, with the page background of the route', async ({ page }) => {
      await page.goto('/basics')
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(nav).toBeVisible()
      await expect(page.getByTestId('page-background')).toHaveAttribute('data-image', '/basics/hero.webp')
      if (viewport.width >= 700) {
        await expect(nav.getByRole('link', { name: 'basics' })).toHaveAttribute('aria-current', 'page')
        await expect(nav.getByRole('link', { name: 'news' })).not.toHaveAttribute('aria-current', 'page')
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
      }
      await expect(page.getByRole('link', { name: 'Buy us a coffee' })).toHaveAttribute('href', /^https:\/\//)
      await expect(page.getByText(/Not affiliated with/)).toBeVisible()
    })

    test('an unknown path lands on home', async ({ page }) => {
      await page.goto('/this/page/does-not-exist')
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByTestId('tagline')).toBeVisible()
    })
  })
}

// The phone menu (full viewport, focus, Escape, scroll lock) is tested in phone-layout.e2e.ts.
