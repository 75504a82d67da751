import { expect, type Locator, type Page, test } from '@playwright/test'

import { adminToken, removeAsAdmin } from './editor-helpers'
import { VIEWPORTS } from './support/a11y'

// Issue 43, finding 5: a published hero without a portrait showed a missing image on the roster, the
// counter-pick helper and every list of heroes. It shows its role's stand-in (src/site/hero-placeholder.ts).

const NICKNAME = 'Aardvark Stand-in'
let heroId: number | undefined
let slug = ''

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request)
  const response = await request.post('/cms-api/heroes', {
    headers: { Authorization: `JWT ${token}` },
    data: { name: 'Aardvark Stand-in', nickname: NICKNAME, role: 'vanguard', _status: 'published' },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = await response.json()
  heroId = doc.id
  slug = doc.slug
  expect(doc.avatar ?? null).toBeNull()
})

// Other files count the seeded roster: leave no hero of this file's behind.
test.afterAll(async ({ request }) => {
  if (heroId) await removeAsAdmin(request, 'heroes', [heroId])
})

/** Waits for the image to settle (scrolled near, so a lazy one loads) and expects a drawn picture, not a broken one. */
async function expectDrawn(image: Locator) {
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true)
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
}

/** Images the browser gave up on: loaded (complete) with nothing to draw. Lazy ones not yet near are not complete. */
const brokenImages = (page: Page) =>
  page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.getAttribute('data-source') ?? image.src),
  )

test('the avatar address of a hero without a portrait leads to the role’s stand-in', async ({ request }) => {
  const response = await request.get(`/heroes/avatars/${slug}.webp`, { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('/heroes/roles/vanguard-avatar.webp')
  const image = await request.get('/heroes/roles/vanguard-avatar.webp')
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/webp')
})

for (const viewport of VIEWPORTS) {
  test.describe(`a hero without a portrait at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('the roster shows the role’s stand-in, and no image is broken', async ({ page }) => {
      await page.goto('/heroes')
      const card = page.getByTestId('roster-vanguard').locator(`a[data-testid="hero-card"][href="/heroes/${slug}"]`)
      await expect(card).toContainText(NICKNAME.slice(1))
      const avatar = card.locator(`img[data-source="/heroes/avatars/${slug}.webp"]`)
      await expect(avatar).toHaveAttribute('src', /^(\/heroes\/roles\/vanguard-avatar\.webp|blob:.*)$/)
      await expectDrawn(avatar)
      expect(await brokenImages(page)).toEqual([])
    })

    test('the counter-pick helper shows the stand-in in its pickers, and no image is broken', async ({ page }) => {
      await page.goto(`/heroes/counters?enemy=${slug}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Counter-pick helper' })).toBeVisible()
      await expect(page.getByTestId('picker-enemy').getByRole('button', { name: `Remove ${NICKNAME}` })).toBeVisible()
      for (const picker of ['picker-enemy', 'picker-team']) {
        const avatar = page.getByTestId(picker).locator(`button[data-hero="${slug}"] img`)
        await expect(avatar).toHaveAttribute('data-source', `/heroes/avatars/${slug}.webp`)
        await expect(avatar).toHaveAttribute('src', /^(\/heroes\/roles\/vanguard-avatar\.webp|blob:.*)$/)
        await expectDrawn(avatar)
      }
      expect(await brokenImages(page)).toEqual([])
    })
  })
}
