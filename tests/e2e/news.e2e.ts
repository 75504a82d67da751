import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { NEWS_PAGE_SIZE } from '@/components/news/paging'
import { BIO_FADE_MS } from '@/components/news/bio-fade'

// The e2e site is seeded with 13 published news entries written by the NewsDesk author "Vex".
const SEEDED_ENTRIES = 13
const AUTHOR = 'Vex'
const DATE = /^\d{2}\/\d{2}\/\d{4}$/
const TIME = /^\d{2}:\d{2} (AM|PM) \S+$/
const HAS_DIALOG_CLASS = /(^|\s)dialog(\s|$)/

/** Opens /news and waits for hydration: the dates switch from the UTC placeholder to the visitor's format. */
async function openNews(page: Page) {
  await page.goto('/news')
  await expect(page.getByTestId('news-date').first()).toHaveText(DATE)
}

/** What the visitor's clock should show for an ISO instant, computed independently of the page's code. */
function expectedDate(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(new Date(iso))
}

const runs = [
  // A phone in New York: the zone abbreviation must be the real one, EST or EDT depending on the date.
  { name: 'phone, New York', viewport: { width: 375, height: 800 }, timezoneId: 'America/New_York', zone: /^\d{2}:\d{2} (AM|PM) E[SD]T$/ },
  // A desktop in Tokyo, a zone without a common English abbreviation: the time still ends in a zone name.
  { name: 'desktop, Tokyo', viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Tokyo', zone: TIME },
]

for (const run of runs) {
  test.describe(`News (${run.name})`, () => {
    test.use({ viewport: run.viewport, timezoneId: run.timezoneId })

    test('shows the first page, then appends the rest while the visitor scrolls', async ({ page }) => {
      const newsCalls: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (pathname.startsWith('/api/news/')) newsCalls.push(pathname)
      })
      // Hold the browser's page fetches until the server-rendered first page has been counted; on a tall screen
      // the feed asks for more at once because the page cannot scroll yet.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/news/**', async (route) => {
        await held
        await route.continue()
      })

      await page.goto('/news')
      await expect(page).toHaveTitle(/News/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`News with ${AUTHOR}`)
      await expect(page.locator('[data-route="news"]')).toBeVisible()
      const entries = page.getByTestId('news-entry')
      await expect(entries).toHaveCount(NEWS_PAGE_SIZE)
      await expect(entries.first().getByRole('heading', { level: 2 })).not.toBeEmpty()
      release()

      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await expect(entries).toHaveCount(SEEDED_ENTRIES, { timeout: 1_000 })
      }).toPass({ timeout: 30_000 })
      await expect(page.locator('[data-route="news"]').getByRole('status')).toHaveText('You are all caught up.')

      // The offset rises by the page size; the short third page ends the paging, so nothing more is asked for.
      expect(newsCalls).toEqual([`/api/news/${NEWS_PAGE_SIZE}/${NEWS_PAGE_SIZE}`, `/api/news/${NEWS_PAGE_SIZE}/${2 * NEWS_PAGE_SIZE}`])

      const dates = page.getByTestId('news-date')
      const times = page.getByTestId('news-time')
      await expect(dates).toHaveCount(SEEDED_ENTRIES)
      for (const date of await dates.allTextContents()) expect(date).toMatch(DATE)
      for (const time of await times.allTextContents()) expect(time).toMatch(run.zone)

      // The first and the last entry show the date of their instant in the visitor's own zone.
      for (const index of [0, SEEDED_ENTRIES - 1]) {
        const iso = await dates.nth(index).getAttribute('datetime')
        expect(iso).toBeTruthy()
        await expect(dates.nth(index)).toHaveText(expectedDate(iso!, run.timezoneId))
      }
    })

    test("writes the local times in the clock's worker: the page's own thread builds no date formatter", async ({ page }) => {
      // Counts every Intl.DateTimeFormat the page's main thread makes (a worker has an Intl of its own).
      await page.addInitScript(() => {
        const made = { count: 0 }
        Object.assign(window, { dateFormattersMade: made })
        Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
          construct: (target, args) => (made.count++, Reflect.construct(target, args)),
          apply: (target, self, args) => (made.count++, Reflect.apply(target, self, args)),
        })
      })
      // No next page while this runs: an entry that mounts after the first answer is written on the main thread.
      await page.route('**/api/news/**', () => {})
      await openNews(page)
      await expect(page.getByTestId('news-time').first()).toHaveText(run.zone)
      expect(await page.evaluate(() => (window as unknown as { dateFormattersMade: { count: number } }).dateFormattersMade.count)).toBe(0)
    })

    test('without a worker, or with one that cannot load, the page writes the local times itself', async ({ page }) => {
      await page.addInitScript(() => {
        Object.assign(window, {
          Worker: class {
            constructor() {
              throw new Error('this browser runs no workers')
            }
          },
        })
      })
      await openNews(page)
      await expect(page.getByTestId('news-time').first()).toHaveText(run.zone)

      const failing = await page.context().newPage()
      await failing.addInitScript(() => {
        const RealWorker = window.Worker
        Object.assign(window, {
          Worker: class extends RealWorker {
            constructor(_script: string | URL, options?: WorkerOptions) {
              super('/no-such-clock-worker.js', options)
            }
          },
        })
      })
      await openNews(failing)
      await expect(failing.getByTestId('news-time').first()).toHaveText(run.zone)
    })

    test('the author avatar opens the bio; Escape closes it and focus returns to the avatar', async ({ page }) => {
      await openNews(page)
      const avatar = page.getByTestId('author-avatar')
      await expect(avatar).toHaveAccessibleName(`About ${AUTHOR}`)

      await avatar.click()
      const dialog = page.getByRole('dialog', { name: AUTHOR })
      await expect(dialog).toBeVisible()
      await expect(dialog).toHaveCSS('transition-duration', `${BIO_FADE_MS / 1000}s`)
      await expect(page.locator('body')).toHaveClass(HAS_DIALOG_CLASS)
      await expect(dialog).toContainText('writes the news')
      await expect(page.getByTestId('bio-panel')).toHaveJSProperty('scrollTop', 0)
      // Focus is trapped inside the modal.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.locator('body')).not.toHaveClass(HAS_DIALOG_CLASS)
      await expect(avatar).toBeFocused()
    })

    test("an entry's avatar opens the same bio, and the close icon returns focus to it", async ({ page }) => {
      await openNews(page)
      const entryAvatar = page.getByTestId('news-entry').nth(1).getByRole('button', { name: `About ${AUTHOR}` })

      await entryAvatar.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: AUTHOR })
      await expect(dialog).toBeVisible()

      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
      await expect(entryAvatar).toBeFocused()
    })

    test('has no serious or critical accessibility violations, with the bio closed or open', async ({ page }) => {
      await openNews(page)
      const serious = async () => {
        const { violations } = await new AxeBuilder({ page }).analyze()
        return violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
      }
      expect(await serious()).toEqual([])

      await page.getByTestId('author-avatar').click()
      await expect(page.getByRole('dialog', { name: AUTHOR })).toBeVisible()
      // Let the fade finish so contrast is measured on the final colours.
      await page.waitForTimeout(BIO_FADE_MS + 100)
      expect(await serious()).toEqual([])
    })
  })
}
