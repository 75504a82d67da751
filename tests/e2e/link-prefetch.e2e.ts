import { expect, type Page, type Request, test } from '@playwright/test'

import { VIEWPORTS } from './support/a11y'

// Links into the guide fetch their page ahead only once the visitor reaches for it (src/components/shell/IntentLink.tsx):
// a page no longer downloads every page it links to while a phone is still loading it (issue 27).

/** The page-data requests of Next's router: each one's path, whether it was a fetch ahead (prefetch) and whether it has finished. */
function routerRequests(page: Page) {
  const seen: { path: string; ahead: boolean; done: boolean }[] = []
  const byRequest = new Map<Request, (typeof seen)[number]>()
  page.on('request', (request: Request) => {
    const headers = request.headers()
    if (headers.rsc !== '1') return
    const entry = { path: new URL(request.url()).pathname, ahead: headers['next-router-prefetch'] === '1', done: false }
    seen.push(entry)
    byRequest.set(request, entry)
  })
  const finish = (request: Request) => {
    const entry = byRequest.get(request)
    if (entry) entry.done = true
  }
  page.on('requestfinished', finish)
  page.on('requestfailed', finish)
  return seen
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 700
  test.describe(`links fetch ahead on intent at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: phone })

    test('the roster fetches no hero page ahead until one is reached for, then only that one, and it opens', async ({ page }) => {
      const requests = routerRequests(page)
      await page.goto('/heroes')
      const card = page.locator('[data-testid="roster-vanguard"] a[href^="/heroes/"]').first()
      await expect(card).toBeVisible()
      const href = (await card.getAttribute('href'))!
      // Whatever a page fetches ahead on its own it has asked for by the time the network has gone quiet.
      await page.waitForLoadState('networkidle')
      expect(requests, 'no page fetched ahead while the roster loaded').toEqual([])

      const fetchedAhead = page.waitForResponse((response) => new URL(response.url()).pathname === href && response.request().headers()['next-router-prefetch'] === '1')
      // A finger on the card on a phone, the pointer over it on a desktop.
      if (phone) await card.dispatchEvent('touchstart')
      else await card.hover()
      expect((await fetchedAhead).ok()).toBe(true)
      await expect.poll(() => requests.filter((request) => !request.done).length, { message: 'every fetch ahead has landed' }).toBe(0)
      expect(new Set(requests.map((request) => request.path)), 'only the reached page was fetched ahead').toEqual(new Set([href]))

      if (phone) await card.tap()
      else await card.click()
      await expect(page).toHaveURL(href)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      await expect(heading).not.toHaveText('Heroes')
      // Whether the router still asks for the page itself on the tap is not asserted: in the full suite, after the
      // editors' tests had changed heroes, the server handed out only the route's tree ahead, and the router then
      // asked for the page when it was opened.
      expect(new Set(requests.map((request) => request.path)), 'no other page was fetched on the way').toEqual(new Set([href]))
    })
  })
}
