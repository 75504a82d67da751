import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { ADMIN, openDocument, signInToAdmin, typeRichText } from './editor-helpers'

// Pages come from Next's cache (src/cache/cache-policy.ts). A publish in the admin expires exactly the pages that
// show the changed content: each kind of page shows the new text after the save. A cached page is never
// rendered again by the clock, so showing it at all proves the publish expired it. How soon is a benchmark's
// question (`npm run bench:lb` times an edit; the target is a second), not a timed test's: on a busy machine a
// re-render alone can take longer. Each test records the time it saw.

const FRESH_MS = 10_000
const stamp = () => Date.now().toString(36)

/** The page as a visitor gets it: from the cache (asked twice, so the second answer is a cache hit). */
async function cachedPage(request: APIRequestContext, path: string) {
  await request.get(path)
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  expect(['HIT', 'STALE']).toContain(response.headers()['x-nextjs-cache'])
  return response.text()
}

const pageText = async (request: APIRequestContext, path: string) => (await request.get(path)).text()

async function save(page: Page, button: 'Publish changes' | 'Save') {
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(page.getByText(/successfully/).first()).toBeVisible()
}

async function expectFreshAfterPublish(request: APIRequestContext, path: string, text: string) {
  const savedAt = Date.now()
  await expect.poll(() => pageText(request, path), { timeout: FRESH_MS, intervals: [100] }).toContain(text)
  test.info().annotations.push({ type: 'fresh after', description: `${path}: ${Date.now() - savedAt} ms` })
}

test.describe('pages from the cache are fresh after a publish', () => {
  test.beforeEach(async ({ page }) => signInToAdmin(page, ADMIN))

  test('a hero guide', async ({ page, request }) => {
    const ability = (await (await request.get('/cms-api/hero-abilities?where[slug][equals]=gamma-ray-gun&depth=0&limit=1')).json()).docs[0]
    expect(await cachedPage(request, '/heroes/hulk')).toContain(ability.description)
    const text = `The beam now arcs between two targets (${stamp()}).`
    await openDocument(page, `/admin/collections/hero-abilities/${ability.id}`)
    await page.locator('#field-description').fill(text)
    await save(page, 'Publish changes')
    await expectFreshAfterPublish(request, '/heroes/hulk', text)

    await page.locator('#field-description').fill(ability.description)
    await save(page, 'Publish changes')
    await expectFreshAfterPublish(request, '/heroes/hulk', ability.description)
  })

  test('a map guide: renaming one section refreshes the guide on every section of its map', async ({ page, request }) => {
    const section = (await (await request.get('/cms-api/map-sections?where[slug][equals]=throne-room&depth=0&limit=1')).json()).docs[0]
    const guide = '/maps/yggsgard/royal-palace/golden-courtyard'
    expect(await cachedPage(request, guide)).toContain(section.name)
    const renamed = `${section.name} ${stamp()}`
    await openDocument(page, `/admin/collections/map-sections/${section.id}`)
    await page.locator('#field-name').fill(renamed)
    await save(page, 'Publish changes')
    await expectFreshAfterPublish(request, guide, renamed)

    await page.locator('#field-name').fill(section.name)
    await save(page, 'Publish changes')
    await expect.poll(() => pageText(request, guide), { timeout: FRESH_MS, intervals: [100] }).not.toContain(renamed)
  })

  test('news', async ({ page, request }) => {
    await cachedPage(request, '/news')
    const title = `Fresh from the desk ${stamp()}`
    // Drafts are validated, so the entry is stored only when it is published with its title and text.
    await openDocument(page, '/admin/collections/news/create')
    await page.locator('#field-title').fill(title)
    await typeRichText(page, 'A short note.')
    await save(page, 'Publish changes')
    await expectFreshAfterPublish(request, '/news', title)
    await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/)
    const id = page.url().match(/news\/(\d+)/)![1]

    // Deleting it (as news.e2e.ts counts the seeded entries) takes it off the cached page too.
    const token = (await (await request.post('/cms-api/users/login', { data: ADMIN })).json()).token
    expect((await request.delete(`/cms-api/news/${id}`, { headers: { Authorization: `JWT ${token}` } })).status()).toBe(200)
    await expect.poll(() => pageText(request, '/news'), { timeout: FRESH_MS, intervals: [100] }).not.toContain(title)
  })

  test('basics (a global)', async ({ page, request }) => {
    await cachedPage(request, '/basics')
    await openDocument(page, '/admin/globals/basics')
    const overview = page.locator('#field-quickstart__overview')
    const original = await overview.inputValue()
    const text = `${original} (${stamp()})`
    await overview.fill(text)
    await save(page, 'Save')
    await expectFreshAfterPublish(request, '/basics', text)

    await overview.fill(original)
    await save(page, 'Save')
    await expect.poll(() => pageText(request, '/basics'), { timeout: FRESH_MS, intervals: [100] }).not.toContain(text)
  })

  test('the home taglines', async ({ page, request }) => {
    await cachedPage(request, '/')
    await openDocument(page, '/admin/globals/home')
    const first = page.locator('#field-taglines__0__text')
    const original = await first.inputValue()
    const text = `Ready when you are ${stamp()}`
    await first.fill(text)
    await save(page, 'Save')
    // Every tagline travels with the page (the rotation runs in the browser).
    await expectFreshAfterPublish(request, '/', text)

    await first.fill(original)
    await save(page, 'Save')
    await expect.poll(() => pageText(request, '/'), { timeout: FRESH_MS, intervals: [100] }).not.toContain(text)
  })
})

test('a map guide downloads each media file once, and its transformation clips only near the viewport', async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium', 'counts bytes through the Chrome DevTools Protocol')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
  const urls = new Map<string, string>()
  const bytes = new Map<string, number>()
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url))
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId)
    if (url?.includes('/cms-api/media/file/')) bytes.set(url, (bytes.get(url) ?? 0) + encodedDataLength)
  })
  const clips = () => [...bytes.keys()].filter((url) => /\.(webm|mp4)(\?|$)/.test(url))

  await page.goto('/maps/yggsgard/royal-palace/golden-courtyard')
  await expect(page.getByTestId('map-stage')).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The clips sit far below the fold: nothing of them is fetched yet.
  expect(clips()).toEqual([])

  await page.getByTestId('guide-transformations').scrollIntoViewIfNeeded()
  await expect.poll(() => clips().length, { timeout: 10_000 }).toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)

  for (const [url, received] of bytes) {
    // The file's size from a download of its own (Next 16 sends route answers without Content-Length).
    const size = (await (await page.request.get(url)).body()).length
    // One download: the file's bytes plus headers, never twice the file.
    expect(received, url).toBeLessThan(size + 2048)
  }
})
