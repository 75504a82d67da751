import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { JOBS_RUN_INTERVAL_MS } from '@/cms-wiring/job-runner'
import { createStaff, openDocument, removeAsAdmin, signedGet, signInToAdmin, typeRichText, type Staff } from './editor-helpers'

// News publishing as an author does it in the admin: drafts, scheduled publishing, versions, unpublishing.
// Every change must reach /news and /api/news through tag revalidation, without a rebuild.

type NewsEntry = { id: number; title: string; created_at: string }

/** A change must be public within this long of the admin confirming it (the "within a second"). */
const REVALIDATION_MS = 1_000

test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC' })

let author: Staff
const created: string[] = []
test.beforeAll(async ({ request }) => {
  author = await createStaff(request, 'author')
})
test.afterAll(async ({ request }) => removeAsAdmin(request, 'news', created))

async function apiNews(request: APIRequestContext): Promise<NewsEntry[]> {
  const answer = await signedGet(request, '/api/news/5/0')
  expect(answer.status()).toBe(200)
  return answer.json()
}

const titlesOnApi = async (request: APIRequestContext) => (await apiNews(request)).map((entry) => entry.title)

/** The /news page as a visitor gets it (a fresh server render). */
async function newsPageText(request: APIRequestContext) {
  const page = await request.get('/news')
  expect(page.status()).toBe(200)
  return page.text()
}

/**
 * A new entry: "Create New" stores nothing until the first "Save Draft" (drafts are validated, so opening the
 * form leaves no empty draft); from then on autosave keeps saving it.
 */
async function writeDraft(page: Page, title: string, body: string) {
  await openDocument(page, '/admin/collections/news/create')
  await page.locator('#field-title').fill(title)
  await typeRichText(page, body)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/)
  created.push(page.url().match(/news\/(\d+)/)![1])
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible()
  // Autosave has stored both fields (the author's own session reads the draft).
  const id = page.url().match(/news\/(\d+)/)![1]
  await expect
    // The page's session cookie, sent as the page itself would (Payload takes it only from the site: Sec-Fetch-Site).
    .poll(async () =>
      JSON.stringify(await (await page.request.get(`/cms-api/news/${id}?draft=true&depth=0`, { headers: { 'Sec-Fetch-Site': 'same-origin' } })).json()),
    )
    .toMatch(new RegExp(`"title":"${title}".*${body.split(' ')[0]}|${body.split(' ')[0]}.*"title":"${title}"`))
}

/**
 * Publishes and waits for the save's own answer: the toast of a publish before may still be on screen, and the
 * "within a second" starts when the admin has the server's confirmation.
 */
async function publish(page: Page) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && /\/cms-api\/news\/\d+\?/.test(response.url()) && !/[?&](draft|autosave)=true/.test(response.url()),
  )
  await page.getByRole('button', { name: 'Publish changes' }).click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByText(/Updated successfully|Published successfully/).first()).toBeVisible()
}

/** "Nov 21, 2026 7:31 AM": the schedule picker's own format (the browser runs in UTC here). */
function pickerText(date: Date) {
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(date)
  const time = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hour12: true }).format(date)
  return `${day} ${time}`
}

test('an author schedules an entry: it reaches /news and /api/news only after its time', async ({ page, request }) => {
  test.setTimeout(150_000)
  const title = `Scheduled ${Date.now().toString(36)}`
  await signInToAdmin(page, author)
  await writeDraft(page, title, 'The patch notes go out at the top of the minute.')

  // The picker works in whole minutes: the next minute that leaves 12 s to check it is not public yet.
  const at = new Date(Math.ceil((Date.now() + 12_000) / 60_000) * 60_000)
  await page.locator('#action-save-popup button.popup-button').click()
  await page.locator('#schedule-publish').click()
  const drawer = page.getByRole('dialog').filter({ hasText: 'Upcoming Events' })
  // Payload preselects "Unpublish" for an entry that was never published; the author picks "Publish".
  await drawer.getByText('Publish', { exact: true }).click()
  await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
  const time = drawer.locator('.react-datepicker__input-container input')
  await time.fill(pickerText(at))
  // Close the date picker's popup (Escape would close the whole drawer).
  await drawer.getByRole('heading', { name: /Schedule publish for/ }).click()
  await expect(time).toHaveValue(pickerText(at))
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(drawer.getByRole('table')).toBeVisible()
  await drawer.getByRole('button', { name: /close/i }).first().click()

  // Before its time: nowhere public.
  expect(Date.now()).toBeLessThan(at.getTime())
  expect(await titlesOnApi(request)).not.toContain(title)
  expect(await newsPageText(request)).not.toContain(title)
  await page.waitForTimeout(Math.max(0, at.getTime() - Date.now() - 3_000))
  expect(await titlesOnApi(request)).not.toContain(title)
  expect(await newsPageText(request)).not.toContain(title)

  // After its time: the server's job runner publishes it within one interval, and revalidation shows it at once.
  await expect.poll(() => titlesOnApi(request), { timeout: JOBS_RUN_INTERVAL_MS + 15_000, intervals: [250] }).toContain(title)
  const appearedAt = Date.now()
  expect(appearedAt).toBeGreaterThanOrEqual(at.getTime())
  expect(await newsPageText(request)).toContain(title)
  // Its date is the moment it went out, not the moment it was drafted.
  const entry = (await apiNews(request)).find((item) => item.title === title)!
  expect(new Date(entry.created_at).getTime()).toBeGreaterThanOrEqual(at.getTime())
})

test('a published change is public within a second; a restored version too; unpublishing removes it', async ({ page, request }) => {
  const first = `Patch day ${Date.now().toString(36)}`
  const second = `${first} (corrected)`
  await signInToAdmin(page, author)
  await writeDraft(page, first, 'Two heroes get changes this week.')
  // A draft is not public.
  expect(await titlesOnApi(request)).not.toContain(first)

  await publish(page)
  await expect.poll(() => titlesOnApi(request), { timeout: REVALIDATION_MS, intervals: [100] }).toContain(first)
  expect(await newsPageText(request)).toContain(first)

  await page.locator('#field-title').fill(second)
  await publish(page)
  await expect.poll(() => titlesOnApi(request), { timeout: REVALIDATION_MS, intervals: [100] }).toContain(second)
  expect(await titlesOnApi(request)).not.toContain(first)

  // Versions: restore the first published one.
  const id = page.url().match(/news\/(\d+)/)![1]
  await page.goto(`/admin/collections/news/${id}/versions`)
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  // Oldest last; the first published version is the one before the draft at the bottom.
  await rows.filter({ hasText: /Published/ }).last().locator('a').first().click()
  await expect(page.getByText(first).first()).toBeVisible()
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect.poll(() => titlesOnApi(request), { timeout: 5_000, intervals: [100] }).toContain(first)
  expect(await titlesOnApi(request)).not.toContain(second)

  // Unpublish: gone from the public list at once.
  await openDocument(page, `/admin/collections/news/${id}`)
  await page.locator('.doc-controls .popup-button').last().click()
  await page.locator('#action-unpublish').click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Unpublished successfully.')).toBeVisible()
  await expect.poll(() => titlesOnApi(request), { timeout: REVALIDATION_MS, intervals: [100] }).not.toContain(first)
  expect(await newsPageText(request)).not.toContain(first)
})
