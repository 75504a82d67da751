/**
 * Shared steps of the editor e2e tests: staff accounts made through /cms-api as the seeded admin, sign-in
 * through the real admin login page, and signed calls to the public /api.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { DEV_API_KEYS } from '@/contract/api-keys'
import { signedHeaders as signed } from '@/contract/signing-noble'

export { expectNoSeriousViolations } from './support/a11y'

export const ADMIN = { email: 'admin@guide.local', password: 'guide-admin-password' }
const STAFF_PASSWORD = 'editor-e2e-password'

export type Staff = { email: string; password: string; role: 'editor' | 'author' }

/** A session token of the seeded admin, from Payload's login endpoint. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/cms-api/users/login', { data: ADMIN })
  expect(response.status()).toBe(200)
  return (await response.json()).token
}

/** Creates an editor or author account (as the admin would in Users) and returns its credentials. */
export async function createStaff(request: APIRequestContext, role: Staff['role']): Promise<Staff> {
  const token = await adminToken(request)
  const email = `${role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.test`
  const response = await request.post('/cms-api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { email, password: STAFF_PASSWORD, role, name: `E2E ${role}` },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { email, password: STAFF_PASSWORD, role }
}

/**
 * Removes what a test made (as the admin), so the seeded site other test files count on stays as seeded:
 * e.g. news.e2e.ts expects exactly the seeded entries.
 */
export async function removeAsAdmin(request: APIRequestContext, collection: string, ids: (number | string)[]) {
  if (!ids.length) return
  const token = await adminToken(request)
  for (const id of ids) {
    // overrideLock: the admin takes over a document that a closed editor tab still holds locked (as "Take over" does).
    const response = await request.delete(`/cms-api/${collection}/${id}?overrideLock=true`, { headers: { Authorization: `JWT ${token}` } })
    expect([200, 404]).toContain(response.status())
  }
}

/** Signs in through the admin's own login screen and waits for the dashboard. */
export async function signInToAdmin(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Opens a document (or a new one) in the admin and waits until Payload's form has taken over the server's
 * HTML. Before that, typing is undone by hydration and a click on Publish submits the bare HTML form (the page
 * reloads, no toast). `data-form-ready` is Payload's own signal for this: mounted, not initializing, not saving.
 */
export async function openDocument(page: Page, path: string) {
  await page.goto(path)
  await expectFormReady(page)
}

/**
 * Waits until the admin's form takes input: mounted, and done with a save, whose answer it merges into the
 * fields after the request (what is typed before then can be overwritten, and its errors cleared).
 */
export async function expectFormReady(page: Page) {
  await expect(page.locator('form[data-form-ready="true"]').first()).toBeAttached()
}

/**
 * Types into the form's rich-text field (Payload's Lexical editor) and waits until the form holds what was typed.
 * The field stores it in the browser's idle time (richtext-lexical's useRunDeprioritized, at most 500 ms later);
 * a save clicked before then sends the field's previous value, and for a new entry that is none: the save is
 * refused ("Body" is required) and the page stays on the create form. An idle callback of the page's own, queued
 * after the field's, runs after it; the frame and task after that let React apply the value to the form.
 */
export async function typeRichText(page: Page, text: string, { replacing = false } = {}) {
  await page.locator('.rich-text-lexical [contenteditable="true"]').first().click()
  if (replacing) await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)))))
}

/** The signed headers of the public /api, computed the way the contract says (docs/api-contract.md). */
const signedHeaders = (path: string) => signed(path, DEV_API_KEYS, { fingerprint: 'editor-e2e' })

export const signedGet = (request: APIRequestContext, path: string) => request.get(path, { headers: signedHeaders(path) })

export const signedPost = (request: APIRequestContext, path: string, data: unknown) =>
  request.post(path, { headers: signedHeaders(path), data })

/** Picks an option of a Payload relationship field by typing part of its title. */
export async function chooseRelationship(page: Page, field: string, text: string) {
  const control = page.locator(`#field-${field} .rs__control`)
  await control.click()
  await page.locator(`#field-${field} input`).fill(text)
  await page.locator('.rs__option', { hasText: text }).first().click()
}
