/**
 * Patches as a visitor and an editor see them, at a phone's and a desktop's width: a patch published through
 * /cms-api puts a stale notice on hulk's guide, the guides show their patch history, /patches and a patch page
 * list the changes, and "Checked for" in the real admin (signed in through its login screen) makes the guide
 * current again. Screenshots of each screen land in test-results/patches/.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminToken, createStaff, expectNoSeriousViolations, openDocument, signedGet, signInToAdmin, type Staff } from './editor-helpers'
import { VIEWPORTS } from './support/a11y'

const SUMMARY = 'Gamma Charge lasts a little less'

async function asAdmin(request: APIRequestContext, method: 'post' | 'delete', path: string, data?: unknown) {
  const token = await adminToken(request)
  return request[method](`/cms-api${path}`, { headers: { Authorization: `JWT ${token}` }, data })
}

async function hulkId(request: APIRequestContext): Promise<number> {
  const heroes = (await (await signedGet(request, '/api/heroes')).json()) as { id: number; slug: string }[]
  return heroes.find((hero) => hero.slug === 'hulk')!.id
}

const shot = (page: Page, name: string, width: number) => page.screenshot({ path: `test-results/patches/${name}-${width}.png`, fullPage: true })

/** No element wider than the screen: a phone never scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
}

for (const [index, viewport] of VIEWPORTS.entries()) {
  test.describe(`Patches at ${viewport.width} px`, () => {
    test.use({ viewport })
    // Each width publishes its own patch, released after the seeded S5.5 (2025-12-12).
    const version = `S6.${index + 1}`
    let patchId: number | undefined
    let editor: Staff

    test.beforeAll(async ({ request }) => {
      editor = await createStaff(request, 'editor')
      const created = await asAdmin(request, 'post', '/patches', {
        version,
        title: `Test patch ${index + 1}`,
        releasedAt: `2026-01-1${index + 1}T12:00:00.000Z`,
        changes: [{ hero: await hulkId(request), kind: 'nerf', summary: SUMMARY, details: 'Written for the end-to-end test.' }],
        _status: 'published',
      })
      expect(created.status(), await created.text()).toBe(201)
      patchId = (await created.json()).doc.id
    })

    test.afterAll(async ({ request }) => {
      if (patchId) expect((await asAdmin(request, 'delete', `/patches/${patchId}`)).status()).toBe(200)
      // Hulk's guide goes back to being checked on the newest patch left (the seeded S5.5).
      expect((await asAdmin(request, 'post', `/heroes/${await hulkId(request)}/checked`)).status()).toBe(200)
    })

    test('a stale guide says what changed and since when, and lists its patch history', async ({ page }) => {
      await page.goto('/heroes/hulk')
      const notice = page.getByTestId('guide-stale-notice')
      await expect(notice).toBeVisible()
      await expect(notice.getByRole('listitem').first()).toHaveText(`Changed in ${version} (nerf): ${SUMMARY}.`)
      await expect(notice).toContainText('This guide was last checked on S5.5.')
      const history = page.getByTestId('patch-history')
      await expect(history.getByRole('heading', { name: 'Patch history' })).toBeVisible()
      await expect(history.getByRole('listitem').first()).toContainText(version)
      await expect(history.getByRole('listitem').last()).toContainText('launch')
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'hero-stale', viewport.width)

      // The notice's link opens the patch.
      await notice.getByRole('link', { name: version }).click()
      await expect(page).toHaveURL(new RegExp(`/patches/${version.replace('.', '\\.')}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${version}: Test patch ${index + 1}`)
    })

    test('a current guide and a map guide say which patch they were checked on', async ({ page }) => {
      await page.goto('/heroes/iron-man')
      await expect(page.getByTestId('guide-checked-on')).toHaveText('Checked on patch S5.5')
      await expect(page.getByTestId('guide-stale-notice')).toHaveCount(0)

      await page.goto('/maps/yggsgard/royal-palace')
      await expect(page.getByTestId('guide-checked-on')).toHaveText('Checked on patch S5.5')
      const history = page.getByTestId('patch-history')
      await expect(history.getByRole('listitem')).toHaveCount(1)
      await expect(history.getByRole('listitem').first()).toContainText('launch')
      await expectNoSeriousViolations(page, '[data-testid="patch-history"]')
      await shot(page, 'map-current', viewport.width)
    })

    test('/patches lists the patches newest first; a patch page groups its changes by kind', async ({ page }) => {
      await page.goto('/news')
      await page.getByRole('link', { name: 'all patches' }).click()
      await expect(page).toHaveURL(/\/patches$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patches')
      const titles = page.getByTestId('patch-list').getByRole('heading', { level: 2 })
      await expect(titles.first()).toContainText(version)
      await expect(titles.last()).toContainText('launch')
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'patch-list', viewport.width)

      await page.goto('/patches/S5')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('S5: Season 5')
      const changes = page.getByTestId('patch-changes')
      await expect(changes.getByRole('heading', { level: 2 })).toHaveText(['New', 'Adjustments'])
      // Gambit arrived in S5 and began a team-up: a row under New and one under Adjustments.
      const gambit = changes.getByRole('region', { name: 'New' }).getByRole('link', { name: 'Gambit' })
      await expect(gambit).toHaveAttribute('href', '/heroes/gambit')
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'patch-page', viewport.width)
      await gambit.click()
      await expect(page).toHaveURL(/\/heroes\/gambit$/)
    })

    test('in Spanish, the patch list and a patch page speak Spanish and link to Spanish pages', async ({ page }) => {
      await page.goto('/es/news')
      await page.getByRole('link', { name: 'todos los parches' }).click()
      await expect(page).toHaveURL(/\/es\/patches$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parches')
      await expect(page.getByText('Qué cambió cada parche, del más reciente al más antiguo')).toBeVisible()

      await page.goto('/es/patches/S5')
      await expect(page.getByTestId('patch-page').getByText(/^Publicado el \d{1,2} \S+ \d{4}$/)).toBeVisible()
      const changes = page.getByTestId('patch-changes')
      await expect(changes.getByRole('heading', { level: 2 })).toHaveText(['Nuevo', 'Ajustes'])
      await expect(changes.getByRole('region', { name: 'Nuevo' }).getByRole('link', { name: 'Gambit' })).toHaveAttribute('href', '/es/heroes/gambit')
      await expect(page.getByRole('link', { name: 'Todos los parches' })).toHaveAttribute('href', '/es/patches')
      await expectNoHorizontalOverflow(page)
    })

    test('"Checked for" in the admin makes the guide current again', async ({ page }) => {
      // Signing in, the admin screen and its reload after the save are the slowest pages of the guide.
      test.setTimeout(240_000)
      await signInToAdmin(page, editor)
      await openDocument(page, `/admin/collections/heroes/${await hulkId(page.request)}`)
      const action = page.getByTestId('checked-for')
      // The button appears once the admin has read the newest patch.
      await expect(action.getByRole('button', { name: `Checked for ${version}` })).toBeVisible({ timeout: 60_000 })
      await shot(page, 'admin-checked-for', viewport.width)
      await action.getByRole('button', { name: `Checked for ${version}` }).click()
      // The screen reloads with the stored value in the field.
      await expect(page.locator('#field-verifiedOn')).toContainText(version, { timeout: 90_000 })

      await expect(async () => {
        await page.goto('/heroes/hulk')
        await expect(page.getByTestId('guide-checked-on')).toHaveText(`Checked on patch ${version}`, { timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
      await expect(page.getByTestId('guide-stale-notice')).toHaveCount(0)
    })
  })
}

test('the editor’s desk lists stale guides, oldest check first', async ({ page, request }) => {
  test.setTimeout(180_000)
  const editor = await createStaff(request, 'editor')
  const created = await asAdmin(request, 'post', '/patches', {
    version: 'S6.9',
    title: 'Desk test patch',
    releasedAt: '2026-02-01T12:00:00.000Z',
    changes: [{ hero: await hulkId(request), kind: 'buff', summary: 'A change for the desk' }],
    _status: 'published',
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number
  try {
    await signInToAdmin(page, editor)
    const stale = page.getByTestId('desk-stale-guides')
    const hulk = stale.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Hulk', exact: true }) })
    await expect(hulk).toContainText('Hero · checked on S5.5 · changed in S6.9', { timeout: 60_000 })
    await expect(stale.getByRole('heading', { level: 3 })).toHaveText(/^Guides to check against a newer patch \(\d+\)$/)
  } finally {
    expect((await asAdmin(request, 'delete', `/patches/${id}`)).status()).toBe(200)
  }
})
