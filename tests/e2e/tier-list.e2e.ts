/**
 * The tier list as a visitor and an editor see it, at a phone's and a desktop's width: /tier-list with its
 * movement against the seeded S5.5 list, the role filter in the address, reasons on focus and tap, the links
 * between lists, and the admin's board, where an editor signed in through the real login places heroes with the
 * keyboard alone and publishes. Screenshots of each screen land in test-results/tier-list/.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminToken, createStaff, expectNoSeriousViolations, openDocument, signedGet, signInToAdmin, type Staff } from './editor-helpers'
import { VIEWPORTS } from './support/a11y'

async function asAdmin(request: APIRequestContext, method: 'post' | 'delete', path: string, data?: unknown) {
  const token = await adminToken(request)
  return request[method](`/cms-api${path}`, { headers: { Authorization: `JWT ${token}` }, data })
}

async function heroIds(request: APIRequestContext): Promise<Record<string, number>> {
  const heroes = (await (await signedGet(request, '/api/heroes')).json()) as { id: number; slug: string }[]
  return Object.fromEntries(heroes.map((hero) => [hero.slug, hero.id]))
}

async function createPatch(request: APIRequestContext, version: string, releasedAt: string): Promise<number> {
  const created = await asAdmin(request, 'post', '/patches', { version, title: `Tier e2e ${version}`, releasedAt, _status: 'published' })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()).doc.id
}

const shot = (page: Page, name: string, width: number) => page.screenshot({ path: `test-results/tier-list/${name}-${width}.png`, fullPage: true })

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
}

for (const [index, viewport] of VIEWPORTS.entries()) {
  test.describe(`Tier list at ${viewport.width} px`, () => {
    test.use({ viewport })
    // Each width publishes a list for a patch of its own, released after the seeded S5.5 (2025-12-12).
    const version = `S7.${index + 1}`
    const adminVersion = `S8.${index + 1}`
    const patches: number[] = []
    const lists: number[] = []
    let editor: Staff

    test.beforeAll(async ({ request }) => {
      editor = await createStaff(request, 'editor')
      const ids = await heroIds(request)
      patches.push(await createPatch(request, version, `2026-04-1${index + 1}T12:00:00.000Z`))
      const created = await asAdmin(request, 'post', '/tier-lists', {
        patch: patches[0],
        entries: [
          { hero: ids.hulk, tier: 'S', reason: 'Lands in the backline and shields allies under focus.' },
          { hero: ids.magik, tier: 'D', reason: 'Backline dive assassin, far from her healers.' },
          { hero: ids['luna-snow'], tier: 'S', reason: 'Main healer with strong single-target output.' },
        ],
        _status: 'published',
      })
      expect(created.status(), await created.text()).toBe(201)
      lists.push((await created.json()).doc.id)
    })

    test.afterAll(async ({ request }) => {
      const token = await adminToken(request)
      // The admin-made list too, found by its patch.
      const found = await request.get(`/cms-api/tier-lists?depth=0&limit=10&where[title][equals]=Tier list ${adminVersion}`, {
        headers: { Authorization: `JWT ${token}` },
      })
      for (const doc of ((await found.json()).docs ?? []) as { id: number }[]) lists.push(doc.id)
      for (const id of lists) await asAdmin(request, 'delete', `/tier-lists/${id}`)
      for (const id of patches) expect((await asAdmin(request, 'delete', `/patches/${id}`)).status()).toBe(200)
    })

    test('/tier-list: tiers, movement, the role filter in the address, reasons on focus and tap', async ({ page }) => {
      await page.goto('/heroes')
      await page.getByTestId('tier-list-link').click()
      await expect(page).toHaveURL(/\/tier-list$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tier list')
      await expect(page.getByTestId('tier-list-patch')).toHaveText(new RegExp(`^For patch ${version.replace('.', '\\.')}, updated \\d{1,2} \\w{3} \\d{4}$`))
      await expect(page.getByTestId('tier-list-opinion')).toContainText('not measured from win rates')

      const tier = (letter: string) => page.locator(`[data-tier="${letter}"]`).first()
      const hulk = tier('S').locator('[data-hero="hulk"]')
      await expect(hulk).toContainText('Hulk')
      await expect(hulk.getByTestId('tier-movement')).toHaveText('↑ up from A')
      await expect(tier('D').locator('[data-hero="magik"]').getByTestId('tier-movement')).toHaveText('↓ down from A')
      await expect(tier('S').locator('[data-hero="luna-snow"]').getByTestId('tier-movement')).toHaveText('= unchanged')
      // Doctor Strange was placed on S5.5 and is not on this list: unranked now, with the tier he had.
      const unranked = page.getByTestId('tier-unranked')
      await expect(unranked.getByRole('listitem').filter({ hasText: 'Doctor Strange' })).toContainText('(was S)')

      // The reason on keyboard focus, and on tap (a click).
      await hulk.getByRole('button').focus()
      await expect(hulk.getByRole('tooltip')).toBeVisible()
      await expect(hulk.getByRole('tooltip')).toContainText('Lands in the backline')
      await page.keyboard.press('Escape')
      await page.locator('h1').click()
      const luna = tier('S').locator('[data-hero="luna-snow"]')
      await luna.getByRole('button').click()
      await expect(luna.getByRole('tooltip')).toBeVisible()
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'tier-list', viewport.width)

      // The role filter lives in the address, and survives a reload.
      await page.getByRole('group', { name: 'Show role' }).getByRole('button', { name: 'Duelist' }).click()
      await expect(page).toHaveURL(/\/tier-list\?role=duelist$/)
      await expect(page.locator('[data-hero="hulk"]')).toHaveCount(0)
      await expect(page.locator('[data-hero="magik"]')).toHaveCount(1)
      await expect(tier('S')).toContainText('No duelist hero in this tier.')
      await page.reload()
      await expect(page.getByRole('group', { name: 'Show role' }).getByRole('button', { name: 'Duelist' })).toHaveAttribute('aria-pressed', 'true')
      await expect(page.locator('[data-hero="magik"]')).toHaveCount(1)
      // Unranked heroes follow the filter too: The Thing is a vanguard, Iron Man a duelist.
      await expect(unranked.getByRole('link', { name: 'The Thing' })).toHaveCount(0)
      await expect(unranked.getByRole('link', { name: 'Iron Man' })).toHaveCount(1)
      await expectNoHorizontalOverflow(page)
      await shot(page, 'tier-list-duelist', viewport.width)

      // The older list, linked from this one, links forward again.
      await page.getByRole('link', { name: 'Tier list for S5.5' }).click()
      await expect(page).toHaveURL(/\/tier-list\/S5\.5$/)
      await expect(page.getByTestId('tier-list-patch')).toContainText('For patch S5.5')
      await expect(page.getByRole('link', { name: `Tier list for ${version}` })).toBeVisible()
      await expectNoSeriousViolations(page)
    })

    test('the navigation and a placed hero’s guide lead to the tier list', async ({ page }) => {
      await page.goto('/heroes/hulk')
      const line = page.getByTestId('hero-tier-line')
      await expect(line).toHaveText(`S tier on ${version} in the editors’ tier list`)
      await line.getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/tier-list/${version.replace('.', '\\.')}$`))
      if (viewport.width >= 700) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'tier list' }).click()
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'tier list' }).click()
      }
      await expect(page).toHaveURL(/\/tier-list$/)
    })

    test('the admin board: an editor places heroes with the keyboard and publishes', async ({ page, request }) => {
      // Signing in, the admin screen and its reload after the save are the slowest pages of the guide.
      test.setTimeout(240_000)
      patches.push(await createPatch(request, adminVersion, `2026-05-1${index + 1}T12:00:00.000Z`))
      await signInToAdmin(page, editor)
      await openDocument(page, '/admin/collections/tier-lists/create')
      const patchField = page.locator('#field-patch')
      await patchField.locator('.rs__control').click()
      await page.keyboard.type(adminVersion)
      await page.locator('.rs__option', { hasText: adminVersion }).first().click()

      const board = page.getByTestId('tier-board')
      await expect(board.getByRole('group', { name: 'Vanguards' })).toBeVisible({ timeout: 60_000 })
      await shot(page, 'admin-board-empty', viewport.width)
      // "Start from the previous patch's list" copies this width's published list (hulk S, magik D, luna-snow S).
      await board.getByRole('button', { name: 'Start from the previous patch’s list' }).click()
      await expect(board.getByRole('status')).toHaveText(`Copied 3 placed heroes from ${version}. Save the draft to keep them.`)
      await expect(board.getByRole('combobox', { name: 'Hulk tier' })).toHaveValue('S')
      await expect(board.getByRole('combobox', { name: 'Magik tier' })).toHaveValue('D')
      // Keyboard alone from the first vanguard's picker: a tier letter, Tab to the reason, Tab to the next hero.
      const pickers = board.getByRole('combobox')
      await pickers.first().focus()
      const first = (await pickers.first().getAttribute('aria-label'))!.replace(/ tier$/, '')
      const second = (await pickers.nth(1).getAttribute('aria-label'))!.replace(/ tier$/, '')
      await page.keyboard.press('s')
      await page.keyboard.press('Tab')
      await page.keyboard.type('Holds the front for the test.')
      await page.keyboard.press('Tab')
      await page.keyboard.press('b')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('d')
      await page.keyboard.press('u')
      await page.keyboard.press('Tab')
      await page.keyboard.press('c')
      await expect(board.getByRole('combobox', { name: `${first} tier` })).toHaveValue('S')
      await expect(board.getByRole('textbox', { name: `${first} reason` })).toHaveValue('Holds the front for the test.')
      await expect(board.getByRole('combobox', { name: `${second} tier` })).toHaveValue('B')
      await expect(board.getByRole('combobox').nth(2)).toHaveValue('')
      await expect(board.getByRole('combobox').nth(3)).toHaveValue('C')
      await expect(board).toContainText('S 3 · A 0 · B 1 · C 1 · D 1')
      await shot(page, 'admin-board', viewport.width)

      await page.getByRole('button', { name: 'Publish changes' }).click()
      // The saved document opens with its status.
      await expect(page.getByRole('listitem').filter({ hasText: 'Status: Published' }).first()).toBeVisible({ timeout: 60_000 })

      await expect(async () => {
        const answer = await signedGet(request, '/api/tier-list')
        const list = (await answer.json()) as { patch: string; tiers: { tier: string; heroes: { nickname: string; reason: string }[] }[] }
        expect(list.patch).toBe(adminVersion)
        expect(list.tiers.find((row) => row.tier === 'S')!.heroes).toContainEqual(expect.objectContaining({ nickname: first, reason: 'Holds the front for the test.' }))
        expect(list.tiers.find((row) => row.tier === 'S')!.heroes.map((hero) => hero.nickname)).toEqual(expect.arrayContaining(['Hulk', 'Luna Snow']))
        expect(list.tiers.find((row) => row.tier === 'B')!.heroes.map((hero) => hero.nickname)).toEqual([second])
      }).toPass({ timeout: 30_000 })
      await page.goto('/tier-list')
      await expect(page.getByTestId('tier-list-patch')).toContainText(`For patch ${adminVersion}`)
      await expectNoSeriousViolations(page)
    })
  })
}
