import { expect, test } from '@playwright/test'

// The e2e site starts from an empty database (scripts/test.ts wipes .data/e2e) that `npm start` seeds.
const ADMIN = { email: 'admin@guide.local', password: 'guide-admin-password' }

test('a signed-out visitor of /admin gets the login screen', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByLabel('Password')).toBeVisible()
})

test('the seeded admin signs in and finds the content grouped as Maps, Heroes, Editorial, Inbox and Admin', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  for (const group of ['Maps', 'Heroes', 'Editorial', 'Inbox', 'Admin']) {
    await expect(page.getByRole('heading', { name: group, exact: true }).first()).toBeVisible()
  }

  await page.goto('/admin/collections/heroes?limit=50')
  await expect(page.getByRole('link', { name: 'Hulk', exact: true })).toBeVisible()
  await expect(page.getByText('45 of 45').or(page.getByText('1-45 of 45')).first()).toBeVisible()
})

test('/api/* is the public contract, not Payload', async ({ request }) => {
  const response = await request.get('/api/users')
  expect(response.status()).toBe(404)
  expect(await response.json()).toEqual({ error: 'not_found' })

  const cms = await request.get('/cms-api/users')
  expect(cms.status()).toBe(403)
  expect((await cms.json()).errors?.[0]?.message).toMatch(/not allowed/i)

  const heroes = await request.get('/cms-api/heroes?limit=1')
  expect(heroes.status()).toBe(200)
  expect((await heroes.json()).totalDocs).toBe(45)
})
