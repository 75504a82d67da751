/**
 * The guide remembers the player (issue 46, sections 3 to 5), at a phone's and a desktop's width, in a browser of
 * its own per width: a starred hero comes first on the roster and the home page's tile after a reload, with no
 * layout shift; a patch an editor publishes shows as "New since your last visit" on the home page and /patches
 * (favourites' changes first) and highlights the favourite's guide, never on a first visit, and goes once the
 * patch is opened; "Forget me" on the privacy page clears it all. Screenshots land in test-results/remember/.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminToken, signedGet } from './editor-helpers'
import { expectNoSeriousViolations, VIEWPORTS } from './support/a11y'

const FAVOURITE = { slug: 'thor', name: 'Thor' }
const OTHER = { slug: 'hulk', name: 'Hulk' }

async function cms(request: APIRequestContext, method: 'post' | 'delete', path: string, data?: unknown) {
  const token = await adminToken(request)
  return request[method](`/cms-api${path}`, { headers: { Authorization: `JWT ${token}` }, data })
}

async function heroIds(request: APIRequestContext): Promise<Map<string, number>> {
  const heroes = (await (await signedGet(request, '/api/heroes')).json()) as { id: number; slug: string }[]
  return new Map(heroes.map((hero) => [hero.slug, hero.id]))
}

const shot = (page: Page, name: string, width: number) => page.screenshot({ path: `test-results/remember/${name}-${width}.png` })

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
}

/** Sums every layout shift since the page started (an init script records them), after two more frames are drawn. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __shift: number }).__shift))),
      ),
  )
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

/** The notice once the browser has compared with /api/patches: `new`, or `nothing-new`. */
const notice = (page: Page) => page.getByTestId('since-last-visit')

for (const [index, viewport] of VIEWPORTS.entries()) {
  test.describe(`Remembering the player at ${viewport.width} px`, () => {
    test.describe.configure({ mode: 'serial' })
    test.use({ viewport })
    // Each width publishes its own patch, after every seeded one.
    const version = `S7.${index + 1}`
    let patchId: number | undefined
    let page: Page

    test.beforeAll(async ({ browser }) => {
      // A context of its own: axe needs one made by browser.newContext().
      page = await (await browser.newContext({ viewport, hasTouch: viewport.width < 600 })).newPage()
      await page.addInitScript(() => {
        const record = window as unknown as { __shift: number }
        record.__shift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) record.__shift += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
    })

    test.afterAll(async ({ request }) => {
      await page?.context().close()
      if (patchId) expect((await cms(request, 'delete', `/patches/${patchId}`)).status()).toBe(200)
      // The guides the patch touched go back to being checked on the newest patch left.
      const ids = await heroIds(request)
      for (const hero of [FAVOURITE, OTHER]) expect((await cms(request, 'post', `/heroes/${ids.get(hero.slug)}/checked`)).status()).toBe(200)
    })

    test('a first visit shows nothing new, and remembers the newest patch', async () => {
      await page.goto('/')
      await expect(notice(page)).toHaveAttribute('data-state', 'nothing-new')
      expect(JSON.parse((await stored(page, 'guide.lastSeenPatch'))!).version).toMatch(/^(launch|early|S[\d.]+)$/)
      await expect(page.getByText('New since your last visit')).toHaveCount(0)
    })

    test('a starred hero comes first on the roster and the home tile after a reload, with no layout shift', async () => {
      await page.goto('/heroes')
      const vanguards = page.getByTestId('roster-vanguard')
      const star = vanguards.getByRole('button', { name: `Add ${FAVOURITE.name} to favourites` })
      await expect(star).toHaveAttribute('aria-pressed', 'false')
      await expect(vanguards.getByTestId('hero-card').first()).not.toHaveAttribute('href', `/heroes/${FAVOURITE.slug}`)
      // Touch on a phone, a click on a desktop; the star stays where it was until the next page.
      if (viewport.width < 600) await star.tap()
      else await star.click()
      await expect(star).toHaveAttribute('aria-pressed', 'true')
      expect(JSON.parse((await stored(page, 'guide.favourites'))!)).toEqual([FAVOURITE.slug])

      await page.reload()
      const first = vanguards.getByTestId('hero-card').first()
      await expect(first).toHaveAttribute('href', `/heroes/${FAVOURITE.slug}`)
      await expect(vanguards.getByRole('listitem').first().getByRole('button', { name: `Add ${FAVOURITE.name} to favourites` })).toHaveAttribute('aria-pressed', 'true')
      // Nothing a person can see moves: Lighthouse rounds CLS to three places, and this is held below its last one.
      expect(await layoutShift(page)).toBeLessThan(0.001)
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'roster', viewport.width)

      await page.goto('/')
      const tile = page.getByTestId('home-tile-heroes')
      await expect(tile.locator('img').first()).toHaveAttribute('data-hero', FAVOURITE.slug)
      await expect(tile.locator('img')).toHaveCount(6)
      expect(await layoutShift(page)).toBeLessThan(0.001)
      await expectNoHorizontalOverflow(page)
    })

    test('the hero guide has the star too, pressed for a favourite', async () => {
      await page.goto(`/heroes/${OTHER.slug}`)
      const star = page.getByRole('button', { name: `Add ${OTHER.name} to favourites` })
      await expect(star).toHaveAttribute('aria-pressed', 'false')
      await page.goto(`/heroes/${FAVOURITE.slug}`)
      await expect(page.getByRole('button', { name: `Add ${FAVOURITE.name} to favourites` })).toHaveAttribute('aria-pressed', 'true')
      await expectNoSeriousViolations(page)
    })

    test('a patch an editor publishes is new since the last visit, favourites first, until it is opened', async ({ request }) => {
      const ids = await heroIds(request)
      const created = await cms(request, 'post', '/patches', {
        version,
        title: `Remember test ${index + 1}`,
        releasedAt: `2026-02-1${index + 1}T12:00:00.000Z`,
        // The favourite's change second: the notice puts it first.
        changes: [
          { hero: ids.get(OTHER.slug), kind: 'adjust', summary: 'An adjustment written for the end-to-end test', details: 'Test.' },
          { hero: ids.get(FAVOURITE.slug), kind: 'buff', summary: 'A buff written for the end-to-end test', details: 'Test.' },
        ],
        _status: 'published',
      })
      expect(created.status(), await created.text()).toBe(201)
      patchId = (await created.json()).doc.id

      for (const path of ['/', '/patches']) {
        await page.goto(path)
        const shown = notice(page)
        await expect(shown).toHaveAttribute('data-state', 'new')
        await expect(shown.getByRole('heading', { level: 2 })).toHaveText(`New since your last visit: ${version} (2 changes)`)
        const changes = shown.getByRole('listitem')
        await expect(changes).toHaveCount(2)
        await expect(changes.first()).toContainText(`Favourite`)
        await expect(changes.first()).toContainText(`${FAVOURITE.name}: A buff written for the end-to-end test.`)
        await expect(changes.last()).toContainText(`${OTHER.name}: An adjustment written for the end-to-end test.`)
        await expect(shown).toBeInViewport()
        await expectNoHorizontalOverflow(page)
        await expectNoSeriousViolations(page)
        await shot(page, path === '/' ? 'home-new' : 'patches-new', viewport.width)
      }

      // The favourite's guide highlights the change; another hero's guide does not.
      await page.goto(`/heroes/${FAVOURITE.slug}`)
      const history = page.getByTestId('patch-history')
      await expect(history.getByRole('listitem').first()).toHaveAttribute('data-new', 'true')
      await expect(history.getByRole('listitem').first()).toContainText(`New since your last visit: ${version}`)
      await expect(history.locator('[data-new="true"]')).toHaveCount(1)
      await history.scrollIntoViewIfNeeded()
      await shot(page, 'guide-new', viewport.width)
      await page.goto(`/heroes/${OTHER.slug}`)
      await expect(page.getByTestId('patch-history').getByRole('listitem').first()).toContainText(version)
      await expect(page.getByTestId('patch-history').locator('[data-new="true"]')).toHaveCount(0)

      // Opening the patch from the notice: the mark goes.
      await page.goto('/patches')
      await notice(page).getByRole('link', { name: `Open ${version}` }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${version}: Remember test ${index + 1}`)
      await expect.poll(async () => JSON.parse((await stored(page, 'guide.lastSeenPatch')) ?? '{}').version).toBe(version)
      await page.goto('/')
      await expect(notice(page)).toHaveAttribute('data-state', 'nothing-new')
      await page.goto(`/heroes/${FAVOURITE.slug}`)
      await expect(page.getByTestId('patch-history').getByRole('listitem').first()).toHaveAttribute('data-new', 'false')
    })

    test('Forget me clears what the browser keeps, and says so', async () => {
      await page.goto('/privacy')
      const kept = page.getByTestId('browser-keeps')
      await expect(kept.getByRole('heading', { name: 'What your browser keeps' })).toBeVisible()
      await expect(kept.getByRole('listitem')).toHaveCount(8)
      await expect(kept).toContainText('Your favourite heroes.')
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousViolations(page)
      // Something in every kind of store first: a map viewer preference and the media cache.
      await page.evaluate(async () => {
        localStorage.setItem('legendToggle', 'true')
        document.cookie = 'guide_csrf=remember-test; Path=/; SameSite=Strict'
        await (await caches.open('media-cache')).put('/remember-test', new Response('x'))
      })
      await kept.getByRole('button', { name: 'Forget me' }).click()
      await expect(kept.getByRole('status')).toHaveText('Done: this browser no longer keeps anything of the guide.')
      await shot(page, 'privacy-forgotten', viewport.width)
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])
      expect(await page.evaluate(() => caches.keys())).toEqual([])
      expect(await page.evaluate(() => document.cookie)).not.toContain('remember-test')

      await page.goto('/heroes')
      const vanguards = page.getByTestId('roster-vanguard')
      await expect(vanguards.getByRole('button', { name: `Add ${FAVOURITE.name} to favourites` })).toHaveAttribute('aria-pressed', 'false')
      await expect(vanguards.getByTestId('hero-card').first()).not.toHaveAttribute('href', `/heroes/${FAVOURITE.slug}`)
      // A first visit again: nothing is new, though the patch is newer than anything seen before.
      await page.goto('/')
      await expect(notice(page)).toHaveAttribute('data-state', 'nothing-new')
      await expect(page.getByTestId('home-tile-heroes').locator('img').first()).not.toHaveAttribute('data-hero', FAVOURITE.slug)
    })
  })
}
