import { expect, test, type Page } from '@playwright/test'

import { FEEDBACK_PREVIEW_CHARS } from '@/components/admin/list-previews'
import { createStaff, expectNoSeriousViolations, openDocument, signedPost, signInToAdmin, type Staff } from './editor-helpers'

const stamp = Date.now().toString(36)
const OLDER = { message: `Older note ${stamp}: the legend covers the exit.`, on_page: `http://guide.test/maps/e2e-${stamp}/older`, device: 'iphone' }
const NEWER = {
  message: `Newer note ${stamp}: ${'the hot spot text on the second section could say which balcony it means, '.repeat(4)}end.`,
  on_page: `http://guide.test/heroes/e2e-${stamp}`,
  device: 'desktop',
}

let editor: Staff
let author: Staff
let betaKey: string

test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, 'editor')
  author = await createStaff(request, 'author')
  for (const feedback of [OLDER, NEWER]) {
    const sent = await signedPost(request, '/api/feedback', { ...feedback, contact: 'e2e@guide.test', browser: 'Chrome' })
    expect(sent.status(), await sent.text()).toBe(201)
    // Distinct creation times, so "newest first" has one right answer.
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  betaKey = (await (await signedPost(request, '/api/beta/create', {})).json()).betaKey ?? ''
  expect(betaKey).toMatch(/^[0-9a-f]{32}$/)
  for (let n = 0; n < 2; n++) {
    expect((await (await signedPost(request, '/api/beta/validate', { betaKey })).json()).valid).toBe(true)
  }
})

/** The admin's side navigation (the menu button opens it on a phone). */
async function navLinks(page: Page) {
  const nav = page.locator('nav.nav__wrap, .nav').first()
  await expect(nav.getByRole('link').first()).toBeAttached()
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim())
}

const rows = (page: Page) => page.locator('table tbody tr')

test.describe('the inbox', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('feedback is listed newest first with page, device, a message preview and a read flag, and filters by date and page', async ({ page }) => {
    await signInToAdmin(page, editor)
    await page.goto('/admin/collections/feedback')
    for (const heading of ['Created At', 'Page', 'Device', 'Message', 'Read']) {
      await expect(page.locator('table thead').getByText(heading, { exact: true })).toBeVisible()
    }
    const newest = rows(page).first()
    await expect(newest).toContainText(NEWER.on_page)
    await expect(newest).toContainText(NEWER.device)
    await expect(rows(page).nth(1)).toContainText(OLDER.on_page)

    // The preview is short; the whole message is its title.
    const preview = newest.locator(`span[title^="Newer note ${stamp}"]`)
    await expect(preview).toHaveAttribute('title', NEWER.message)
    const shown = (await preview.textContent()) ?? ''
    expect(shown.length).toBeLessThanOrEqual(FEEDBACK_PREVIEW_CHARS)
    expect(shown.endsWith('…')).toBe(true)

    // The read flag toggles from the list and stays.
    const flag = newest.getByRole('button', { name: /^Unread/ })
    await expect(async () => {
      await flag.click()
      await expect(newest.getByRole('button', { name: /^Read/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 })
    }).toPass()
    await page.reload()
    await expect(rows(page).first().getByRole('button', { name: /^Read/ })).toBeVisible()

    const filters = page.getByRole('search', { name: 'Filter feedback' })
    // Unread only: the message just read drops out.
    await filters.getByLabel('Unread only').check()
    await expect(page).toHaveURL(/where/)
    await expect(page.getByText(NEWER.on_page)).toBeHidden()
    await expect(page.getByText(OLDER.on_page)).toBeVisible()
    await filters.getByLabel('Unread only').uncheck()
    await expect(page.getByText(NEWER.on_page)).toBeVisible()

    // Page: only the feedback sent from matching pages.
    await filters.getByLabel('Page contains').fill(`/maps/e2e-${stamp}`)
    await filters.getByRole('button', { name: 'Filter' }).click()
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page).first()).toContainText(OLDER.on_page)

    // Date: nothing was received tomorrow; everything of today is back once the page filter is cleared.
    const day = (offset: number) => {
      const date = new Date(Date.now() + offset * 86_400_000)
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    }
    await filters.getByLabel('Received from').fill(day(1))
    await expect(rows(page)).toHaveCount(0)
    await filters.getByLabel('Received from').fill(day(0))
    await expect(rows(page)).toHaveCount(1)
    await filters.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.getByText(NEWER.on_page)).toBeVisible()
    await expect(page.getByText(OLDER.on_page)).toBeVisible()

    await expectNoSeriousViolations(page, 'form[role="search"]')
  })

  test('beta keys are listed with their validation counts', async ({ page }) => {
    await signInToAdmin(page, editor)
    await page.goto('/admin/collections/beta-keys')
    await expect(page.locator('table thead').getByText('Validations', { exact: true })).toBeVisible()
    const row = rows(page).filter({ hasText: betaKey })
    await expect(row).toHaveCount(1)
    await expect(row.locator('td').filter({ hasText: /^2$/ })).toHaveCount(1)
  })
})

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`roles in practice at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('an author sees only the news, the news desk, media and their own account, and cannot open a hero', async ({ page, request }) => {
      await signInToAdmin(page, author)
      const links = await navLinks(page)
      expect(links).toEqual(expect.arrayContaining(['News', 'News desk', 'Media']))
      for (const hidden of ['Heroes', 'Hero abilities', 'Map markers', 'Maps', 'Feedback', 'Beta keys', 'Users', 'Home', 'Basics']) {
        expect(links).not.toContain(hidden)
      }

      const hero = (await (await request.get('/cms-api/heroes?limit=1')).json()).docs[0]
      for (const path of [`/admin/collections/heroes/${hero.id}`, '/admin/collections/heroes', '/admin/collections/feedback', '/admin/collections/users']) {
        await page.goto(path)
        await expect(page.getByText(/Nothing found|not found|Unauthorized/i).first()).toBeVisible()
        await expect(page.locator('#field-nickname')).toHaveCount(0)
      }
      // Their own account is theirs to edit.
      await page.goto('/admin/account')
      await expect(page.locator('#field-email')).toHaveValue(author.email)
      // And the news desk.
      await openDocument(page, '/admin/collections/news/create')
      await expect(page.locator('#field-title')).toBeEditable()
    })

    test('an editor sees all content and the inbox, but not the users', async ({ page }) => {
      await signInToAdmin(page, editor)
      const links = await navLinks(page)
      expect(links).toEqual(
        expect.arrayContaining(['Maps', 'Map markers', 'Heroes', 'Hero abilities', 'News', 'Feedback', 'Beta keys', 'Home', 'Basics']),
      )
      expect(links).not.toContain('Users')
      await page.goto('/admin/collections/users')
      await expect(page.getByText(/Nothing found|not found|Unauthorized/i).first()).toBeVisible()
      await page.goto('/admin/collections/heroes?limit=50')
      await expect(page.getByRole('link', { name: 'Hulk', exact: true })).toBeVisible()
    })
  })
}
