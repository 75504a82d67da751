import { expect, type Page, test } from '@playwright/test'

import { expectNoSeriousViolations, VIEWPORTS } from './support/a11y'

// Issue 17's details, each as a visitor would notice it, at a phone's and a desktop's width. The seed writes full
// guides for eight heroes; Doctor Strange, Hulk and Peni Parker are its vanguards.

const GUIDED_VANGUARDS = ['doctor-strange', 'hulk', 'peni-parker']

/** Buttons answer once React has hydrated; retry the first click until it takes. */
async function clickWhenHydrated(click: () => Promise<void>, until: () => Promise<void>) {
  await expect(async () => {
    await click()
    await until()
  }).toPass({ timeout: 20_000 })
}

async function credits(page: Page) {
  const lines: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Hero Shooter Fan Guide')) lines.push(message.text())
  })
  return lines
}

for (const viewport of VIEWPORTS) {
  test.describe(`details at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('the roster counts and marks the heroes with a full guide, and the filter row never jumps', async ({ page }) => {
      await page.goto('/heroes')
      const cards = page.getByTestId('hero-card')
      const total = await cards.count()
      const written = page.locator('[data-testid="hero-card"][data-written="true"]')
      await expect(written).toHaveCount(8)
      await expect(page.getByTestId('heroes-written')).toContainText(`8 of ${total} heroes`)
      await expect(page.locator('[data-testid="hero-card"][href="/heroes/hulk"]').getByText('Full guide')).toBeVisible()
      await expect(page.locator('[data-testid="hero-card"][href="/heroes/the-thing"]').getByText('Full guide')).toHaveCount(0)

      const filter = page.getByRole('group', { name: 'Show role' })
      const top = async () => (await filter.boundingBox())!.y
      const before = await top()
      await clickWhenHydrated(
        () => filter.getByRole('button', { name: 'Vanguard' }).click(),
        () => expect(page).toHaveURL(/role=vanguard/, { timeout: 1_000 }),
      )
      await expect(page.locator('main header').getByRole('link', { name: 'Vanguard' })).toBeVisible()
      expect(await top()).toBe(before)
    })

    test('a hero without a guide says so in plain words and links to guided heroes of the same role', async ({ page }) => {
      await page.goto('/heroes/the-thing')
      const coming = page.getByTestId('guide-coming')
      await expect(coming).toContainText('We have not written a guide for The Thing yet')
      await expect(coming).not.toContainText('the The Thing')
      const hrefs = await coming.getByRole('link', { name: /./ }).evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      const heroes = hrefs.filter((href) => href?.startsWith('/heroes/')).map((href) => href!.replace('/heroes/', ''))
      expect(heroes.sort()).toEqual(GUIDED_VANGUARDS)
      await expectNoSeriousViolations(page)
    })

    test('tapping an ability shows its properties on screen', async ({ page }) => {
      await page.goto('/heroes/hulk')
      const panel = page.getByTestId('ability-panel')
      await expect(panel).toBeVisible()
      // The last ability of the list: on a phone the panel is below every tile.
      const tile = page.getByTestId('hero-abilities').locator('[data-ability]').last()
      const name = (await tile.getAttribute('data-ability'))!
      await tile.scrollIntoViewIfNeeded()
      await clickWhenHydrated(
        () => tile.click(),
        () => expect(tile).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 }),
      )
      await expect(panel).toBeInViewport()
      expect(name.length).toBeGreaterThan(0)
      // Its drawn icon shows the ability's type and button.
      await expect(tile.locator('svg[data-button]').first()).toBeVisible()
    })

    test('an unknown hero asks for no background picture', async ({ page }) => {
      const asked: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/heroes/backgrounds/')) asked.push(request.url())
      })
      await page.goto('/heroes/not-a-hero')
      await expect(page.getByRole('heading', { level: 1, name: 'Hero not found' })).toBeVisible()
      // The background has decided, and decided on none: no address can be asked for after this.
      const background = page.getByTestId('page-background')
      await expect(background).toHaveAttribute('data-decided', 'true')
      await expect(background).toHaveAttribute('data-image', '')
      expect(asked).toEqual([])
    })

    test('contact keeps its placeholder, opens the dialog in contact mode, and its footer sits at the bottom', async ({ page }) => {
      await page.goto('/contact')
      await expect(page.getByText('contact works!', { exact: true })).toBeVisible()
      const footer = (await page.locator('footer').boundingBox())!
      expect(Math.abs(footer.y + footer.height - viewport.height)).toBeLessThanOrEqual(1)
      await clickWhenHydrated(
        () => page.getByRole('button', { name: 'Write to us' }).click(),
        () => expect(page.getByRole('dialog')).toBeVisible({ timeout: 1_000 }),
      )
      await expect(page.getByRole('dialog')).toContainText('Have a question or want to get in touch?')
    })

    test('the profile shows its whole portrait and leads back to About', async ({ page }) => {
      await page.goto('/profiles/the-whisper')
      const portrait = page.getByRole('img', { name: 'Portrait of The Whisper' })
      await expect(portrait).toBeVisible()
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      const [natural, box] = await portrait.evaluate((img: HTMLImageElement) => [img.naturalWidth / img.naturalHeight, img.clientWidth / img.clientHeight])
      expect(Math.abs(natural - box)).toBeLessThan(0.02)
      await expect(page.getByRole('link', { name: /About/ }).first()).toHaveAttribute('href', '/about')
    })

    test('news on any screen: the fixed footer is small and hides nothing, and entries use the width', async ({ page }) => {
      await page.goto('/news')
      const footer = (await page.locator('footer').boundingBox())!
      expect(footer.height / viewport.height).toBeLessThan(0.1)
      const coffee = page.getByRole('link', { name: 'Buy us a coffee' })
      // Scroll until the feed says it has loaded every page (infinite scroll), then the bottom of the page is its end.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await expect(page.getByText('You are all caught up.')).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 30_000 })
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect(coffee).toBeInViewport()
      const box = (await coffee.boundingBox())!
      expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent, [box.x + box.width / 2, box.y + box.height / 2])).toBe(
        'Buy us a coffee',
      )
      if (viewport.width < 480) {
        // The body text below the avatar starts at the card's padding, not past a 95 px gutter.
        const entry = page.getByTestId('news-entry').first()
        const gutter = await entry.evaluate((element) => {
          const paragraphs = [...element.querySelectorAll('p')]
          const last = paragraphs[paragraphs.length - 1]
          return last.getBoundingClientRect().left - element.getBoundingClientRect().left
        })
        expect(gutter).toBeLessThan(40)
      }
    })

    test('basics has a sticky index of its sections', async ({ page }) => {
      await page.goto('/basics')
      const index = page.getByTestId('basics-index')
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
      await expect(index).toBeInViewport()
      await index.getByRole('link', { name: 'Domination' }).click()
      await expect(page).toHaveURL(/#domination$/)
      await expect(page.locator('#domination')).toBeInViewport()
    })

    test('a credits line once per page load, and headings in the self-hosted display face', async ({ page, baseURL }) => {
      const lines = await credits(page)
      const foreign: string[] = []
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) foreign.push(request.url())
      })
      await page.goto('/about')
      await expect.poll(() => lines.length).toBe(1)
      expect(lines[0]).toMatch(/\/about/)
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
      await clickWhenHydrated(
        () => page.getByRole('link', { name: 'Terms' }).click(),
        () => expect(page).toHaveURL(/\/terms$/, { timeout: 2_000 }),
      )
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms')
      // Still the same document: the line is logged once per load, so none can follow. Console messages
      // arrive in order, so once this marker is in, every line logged before it is too.
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
      const marker = page.waitForEvent('console', (message) => message.text() === 'test: navigation settled')
      await page.evaluate(() => console.log('test: navigation settled'))
      await marker
      expect(lines.length).toBe(1)
      const [heading, body] = await page.evaluate(() => [getComputedStyle(document.querySelector('h1')!).fontFamily, getComputedStyle(document.body).fontFamily])
      expect(heading).not.toBe(body)
      expect(await page.evaluate(async () => (await document.fonts.ready, [...document.fonts].some((face) => face.status === 'loaded')))).toBe(true)
      expect(foreign).toEqual([])
    })
  })
}
