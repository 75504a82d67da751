import { expect, test } from '@playwright/test'

// The e2e site starts from an empty database (scripts/test.ts wipes .data/e2e), so its admin has no user yet.
test.describe.configure({ mode: 'serial' })

test('the home page shows the guide and a count read from the database', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Hero Shooter Fan Guide' })).toBeVisible()
  await expect(page.getByTestId('editor-count')).toHaveText('0 editors are signed up to keep it alive.')
})

test('the admin asks for a first user, and the home page then counts that user', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/create-first-user$/)
  await page.getByLabel('Email').fill('first.editor@guide.test')
  await page.getByLabel('New Password').fill('first-editor-password')
  await page.getByLabel('Confirm Password').fill('first-editor-password')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByText('Users', { exact: true }).first()).toBeVisible()

  await page.goto('/')
  await expect(page.getByTestId('editor-count')).toHaveText('1 editor is signed up to keep it alive.')
})

test('a signed-out visitor of /admin gets the login screen', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByLabel('Password')).toBeVisible()
  await context.close()
})

test('/api/* is the public contract, not Payload', async ({ request }) => {
  const response = await request.get('/api/users')
  expect(response.status()).toBe(404)
  expect(await response.json()).toEqual({ error: 'not_found' })

  const cms = await request.get('/cms-api/users')
  expect(cms.status()).toBe(403)
  expect((await cms.json()).errors?.[0]?.message).toMatch(/not allowed/i)
})
