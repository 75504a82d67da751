import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page, type Route } from '@playwright/test'

import { FEEDBACK_RESET_MS, FEEDBACK_THANKS_MS } from '@/components/feedback/feedback-timing'
import { MOBILE_NAV_BREAKPOINT_PX } from '@/components/shell/nav-links'

const ADMIN = { email: 'admin@guide.local', password: 'guide-admin-password' }

const FEEDBACK_TITLE = 'Want to help us make the site even better?'
const CONTACT_TITLE = 'Have a question or want to get in touch?'
const THANKS = 'Thank you for your feedback!'
const RATE_LIMITED = 'Too many messages just now — please wait a minute and try again.'
const CONTACT_LABEL = 'Discord or Email (Optional)'
const PORTUGUESE = (JSON.parse(readFileSync('src/i18n/messages/pt-BR/feedback.json', 'utf8')) as { Feedback: Record<string, string> }).Feedback

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
] as const

function uniqueText(label: string) {
  return `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
}

function contactButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Contact', exact: true }).filter({ visible: true }).first()
}

/** The navigation lightbulb; on a narrow screen it may need the mobile menu opened first. */
async function lightbulbButton(page: Page): Promise<Locator> {
  const bulb = page.getByRole('button', { name: 'Send feedback', exact: true }).filter({ visible: true }).first()
  // Retried because a click before hydration does nothing.
  await expect(async () => {
    if (!(await bulb.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click({ timeout: 2_000 })
    await expect(bulb).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  return bulb
}

/** Clicks until the dialog shows: until React hydrates the page, the first click may go nowhere. */
async function openDialog(opener: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click({ timeout: 2_000 })
    await expect(dialog).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

async function openFromContact(page: Page) {
  const opener = contactButton(page)
  const dialog = page.getByRole('dialog', { name: CONTACT_TITLE })
  await openDialog(opener, dialog)
  return { opener, dialog }
}

async function openFromLightbulb(page: Page) {
  const opener = await lightbulbButton(page)
  const dialog = page.getByRole('dialog', { name: FEEDBACK_TITLE })
  await openDialog(opener, dialog)
  return { opener, dialog }
}

function fields(dialog: Locator) {
  return {
    contact: dialog.getByLabel(CONTACT_LABEL, { exact: true }),
    message: dialog.getByLabel('Message', { exact: true }),
    send: dialog.getByRole('button', { name: 'Send', exact: true }),
  }
}

/** The open/close animations change opacity and position; axe and assertions should see the settled dialog. */
async function settle(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
}

for (const viewport of VIEWPORTS) {
  test.describe(`feedback dialog at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test.beforeEach(async ({ page }) => {
      await page.goto('/news')
      await expect(contactButton(page)).toBeVisible()
    })

    test('Contact and the lightbulb open it in their modes; Escape closes it and focus goes back', async ({ page }) => {
      const contact = await openFromContact(page)
      await expect(contact.dialog.getByRole('heading', { name: CONTACT_TITLE })).toBeVisible()
      await expect(fields(contact.dialog).contact).toHaveAttribute('placeholder', /you@example\.com/)
      await expect(fields(contact.dialog).message).toBeVisible()
      await expect(fields(contact.dialog).send).toBeVisible()

      await page.keyboard.press('Escape')
      await expect(contact.dialog).toBeHidden()
      await expect(contact.opener).toBeFocused()

      const feedback = await openFromLightbulb(page)
      await expect(feedback.dialog.getByRole('heading', { name: FEEDBACK_TITLE })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(feedback.dialog).toBeHidden()
      // In the mobile menu the lightbulb may be gone once the menu closes; there focus has nowhere to return.
      if (viewport.width >= MOBILE_NAV_BREAKPOINT_PX) await expect(feedback.opener).toBeFocused()

      // The close icon works too.
      const again = await openFromContact(page)
      await again.dialog.getByRole('button', { name: 'Close', exact: true }).click()
      await expect(again.dialog).toBeHidden()
    })

    test('the open dialog has no serious or critical accessibility violations', async ({ page }) => {
      const { dialog } = await openFromLightbulb(page)
      await settle(page)
      const scan = async () => {
        const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
        return results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`)
      }
      expect(await scan()).toEqual([])

      // Again with the empty-message error showing.
      await fields(dialog).send.click()
      await expect(dialog.getByRole('alert')).toBeVisible()
      expect(await scan()).toEqual([])
    })

    test('in Portuguese it speaks Portuguese, and the page carries none of its words until it opens', async ({ page }) => {
      const answer = await page.goto('/pt-br/contact')
      const html = (await answer!.text()).replaceAll('\\', '')
      expect(html).toContain(PORTUGUESE.writeToUs)
      for (const words of [PORTUGUESE.contactTitle, PORTUGUESE.contactPrompt, PORTUGUESE.feedbackTitle, PORTUGUESE.contactLabel]) expect(html).not.toContain(words)

      const dialog = page.getByRole('dialog', { name: PORTUGUESE.contactTitle })
      await openDialog(page.getByRole('button', { name: PORTUGUESE.writeToUs, exact: true }), dialog)
      await expect(dialog.getByText(PORTUGUESE.contactPrompt)).toBeVisible()
      await expect(dialog.getByLabel(PORTUGUESE.contactLabel, { exact: true })).toBeVisible()
      await expect(dialog.getByRole('button', { name: PORTUGUESE.send, exact: true })).toBeVisible()
      await dialog.getByRole('button', { name: PORTUGUESE.send, exact: true }).click()
      await expect(dialog.getByText(PORTUGUESE.emptyMessage)).toBeVisible()
      await expect(dialog).not.toContainText('Send')
    })

    test('an empty message is explained, not sent', async ({ page }) => {
      let posted = 0
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/feedback') posted += 1
      })
      const { dialog } = await openFromContact(page)
      const { message, send } = fields(dialog)
      await message.fill('   ')
      await send.click()
      await expect(dialog.getByRole('alert')).toHaveText('Please write a message before sending.')
      await expect(message).toBeFocused()
      await expect(message).toHaveAttribute('aria-invalid', 'true')
      expect(posted).toBe(0)
    })

    test('a sent message is thanked, closes after ~3 s, keeps the contact, and reaches the admin inbox', async ({ page }) => {
      const text = uniqueText(`E2E feedback at ${viewport.width}px`)
      const contactValue = `e2e-${viewport.width}@example.com`

      const { dialog } = await openFromLightbulb(page)
      const { contact, message, send } = fields(dialog)
      await contact.fill(contactValue)
      await message.fill(text)
      await send.click()

      const status = dialog.getByRole('status')
      await expect(status).toHaveText(THANKS)
      const thankedAt = Date.now()
      await expect(dialog).toBeHidden({ timeout: FEEDBACK_THANKS_MS + 5_000 })
      const shownFor = Date.now() - thankedAt
      expect(shownFor).toBeGreaterThan(FEEDBACK_THANKS_MS - 1_000)
      expect(shownFor).toBeLessThan(FEEDBACK_THANKS_MS + 3_000)

      // After the reset pause the form is back: message cleared, contact kept.
      await page.waitForTimeout(FEEDBACK_RESET_MS + 200)
      const reopened = await openFromContact(page)
      const again = fields(reopened.dialog)
      await expect(again.message).toHaveValue('')
      await expect(again.contact).toHaveValue(contactValue)
      await expect(reopened.dialog.getByText(THANKS)).toHaveCount(0)
      await page.keyboard.press('Escape')

      await page.goto('/admin/login')
      await page.getByLabel('Email').fill(ADMIN.email)
      await page.getByLabel('Password').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page).toHaveURL(/\/admin$/)
      await page.goto('/admin/collections/feedback')
      await expect(page.getByText(text).first()).toBeVisible()
    })

    test('a failed send keeps what the visitor typed and can be retried', async ({ page }) => {
      const text = uniqueText(`E2E retry at ${viewport.width}px`)
      const contactValue = `retry-${viewport.width}`

      // Holds the first answer back so the sending state can be seen.
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/feedback', async (route) => {
        await held
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"unavailable"}' })
      })

      const { dialog } = await openFromContact(page)
      const { contact, message, send } = fields(dialog)
      await contact.fill(contactValue)
      await message.fill(text)
      await send.click()
      await expect(dialog.getByRole('button', { name: /Sending/ })).toBeDisabled()
      release()

      const alert = dialog.getByRole('alert')
      await expect(alert).toContainText('could not be sent')
      await expect(alert).toContainText('try again')
      await expect(message).toHaveValue(text)
      await expect(contact).toHaveValue(contactValue)
      await expect(send).toBeEnabled()

      // A burst past the rate limit gets its own explanation.
      await page.unroute('**/api/feedback')
      await page.route('**/api/feedback', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'Retry-After': '60' },
          body: '{"error":"rate_limited"}',
        }),
      )
      await send.click()
      await expect(alert).toHaveText(RATE_LIMITED)
      await expect(message).toHaveValue(text)

      // Once the server answers again, the same text goes through.
      await page.unroute('**/api/feedback')
      await send.click()
      await expect(dialog.getByRole('status')).toHaveText(THANKS)
    })

    test("a send whose client script cannot load says so and keeps the text; with the script back it goes through", async ({ page }) => {
      const text = uniqueText(`E2E no client at ${viewport.width}px`)
      // The /api client's script loads on the first call; here it fails as it would offline.
      const chunks = /\/_next\/static\/chunks\/[^/]+\.js$/
      const withoutClient = async (route: Route) => {
        const response = await route.fetch()
        const body = await response.text()
        if (body.includes('beta/validate')) return route.abort('internetdisconnected')
        return route.fulfill({ response, body })
      }
      await page.route(chunks, withoutClient)
      await page.goto('/basics')

      const { dialog } = await openFromContact(page)
      const { message, send } = fields(dialog)
      await message.fill(text)
      await send.click()
      await expect(dialog.getByRole('alert')).toContainText('Check your connection and try again')
      await expect(message).toHaveValue(text)

      await page.unroute(chunks, withoutClient)
      await send.click()
      await expect(dialog.getByRole('status')).toHaveText(THANKS)
    })
  })
}
