import { expect, type Page, test } from '@playwright/test'

import { VIEWPORTS } from './support/a11y'

// Each page names the fixed image addresses it shows (PageImages) and writes the uploads they stand for, so a
// visitor's browser never takes a fixed address's redirect, and no page carries every hero's addresses (issue 49).

/** The spec's fixed image addresses, which answer with a redirect to the upload they stand for. */
const FIXED_ADDRESS = /^\/(heroes\/(avatars|backgrounds)\/[^/]+\.webp|maps\/.+\/hero\.webp)$/

/** Every fixed address the page's browser was sent on from (a redirect to the upload), as the page loads. */
function fixedAddressesRedirected(page: Page): string[] {
  const redirected: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (FIXED_ADDRESS.test(url.pathname) && response.status() >= 300 && response.status() < 400) redirected.push(url.pathname)
  })
  return redirected
}

/** Scrolls through the page so lazy images load, then waits until every image laid out has loaded (or failed) and the background has decided. */
async function everyImageSettled(page: Page) {
  await expect(page.getByTestId('page-background')).toHaveAttribute('data-decided', 'true')
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600)
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll((images) => images.filter((image) => image.getClientRects().length > 0 && !(image as HTMLImageElement).complete).length),
    )
    .toBe(0)
}

const PAGES = [
  '/',
  '/basics',
  '/maps',
  '/maps/yggsgard',
  '/maps/yggsgard/royal-palace/golden-courtyard',
  '/heroes',
  '/heroes/hulk',
  '/es/heroes/hulk',
  '/heroes/counters?vs=hulk',
  '/team-builder?team=hulk,thor&vs=loki',
  '/tier-list',
  '/patches',
]

for (const viewport of VIEWPORTS) {
  test.describe(`image addresses at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    for (const path of PAGES) {
      test(`${path} shows its images from their uploads, with no fixed address's redirect`, async ({ page }) => {
        const redirected = fixedAddressesRedirected(page)
        await page.goto(path)
        await everyImageSettled(page)
        const sources = await page.locator('img[data-source^="/heroes/"], img[data-source^="/maps/"]').evaluateAll((images) =>
          images.map((image) => [image.getAttribute('data-source'), image.getAttribute('src')]),
        )
        for (const [source, src] of sources) expect(src, `the image for ${source}`).not.toBe(source)
        expect(redirected).toEqual([])
      })
    }

    test('a page reached by a link finds its background’s upload too', async ({ page }) => {
      const redirected = fixedAddressesRedirected(page)
      const background = page.getByTestId('page-background')
      await page.goto('/heroes')
      await everyImageSettled(page)
      for (const [slug, name] of [['thor', 'Thor'], ['hulk', 'Hulk']]) {
        await page.locator(`main a[href="/heroes/${slug}"]`).first().click()
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
        await expect(background).toHaveAttribute('data-image', `/heroes/backgrounds/${slug}.webp`)
        await expect(background).toHaveAttribute('style', new RegExp(`/cms-api/media/file/hero-${slug}-background`))
        await page.goBack()
        await expect(page.getByRole('heading', { level: 1, name: 'Heroes' })).toBeVisible()
      }
      await page.goto('/maps')
      await page.locator('main a[href="/maps/yggsgard"]').first().click()
      await expect(background).toHaveAttribute('data-image', '/maps/yggsgard/hero.webp')
      await expect(background).toHaveAttribute('style', /\/cms-api\/media\/file\/location-yggsgard/)
      expect(redirected).toEqual([])
    })

    test('a page carries the addresses of the images it shows, not every hero’s', async ({ page }) => {
      const response = await page.goto('/maps')
      const html = await response!.text()
      expect(html).toContain('/maps/yggsgard/hero.webp')
      expect(html).not.toContain('/heroes/avatars/')
      expect(html).not.toContain('/heroes/backgrounds/')
    })
  })
}
