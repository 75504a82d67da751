import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test'

import { createStaff, openDocument, removeAsAdmin, signedGet, signInToAdmin, typeRichText, type Staff } from './editor-helpers'

// The admin's live preview: the real public page in a frame beside the form, in Next.js draft mode, showing
// what the editor types before it is published. Visitors and /api keep seeing the published text.

let editor: Staff
let author: Staff
/** How long a typed change may take to reach the preview: a server render of the page, slow on a busy machine. */
const PREVIEW_UPDATE_MS = 25_000

const createdNews: string[] = []
test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, 'editor')
  author = await createStaff(request, 'author')
})
test.afterAll(async ({ request }) => removeAsAdmin(request, 'news', createdNews))

/** Opens the live preview beside the form and returns the frame holding the public page. */
async function openLivePreview(page: Page): Promise<FrameLocator> {
  await page.locator('#live-preview-toggler').click()
  const frame = page.frameLocator('.live-preview-window iframe')
  await expect(frame.getByTestId('preview-bar')).toBeVisible()
  return frame
}

type Ability = { id: number; slug: string; description: string }

async function publishedAbility(request: APIRequestContext, slug: string): Promise<Ability> {
  const answer = await request.get(`/cms-api/hero-abilities?where[slug][equals]=${slug}&depth=0&limit=1`)
  return (await answer.json()).docs[0]
}

const apiDescription = async (request: APIRequestContext, slug: string) =>
  ((await (await signedGet(request, '/api/heroes/hulk/abilities')).json()) as Ability[]).find((entry) => entry.slug === slug)?.description

test.describe('live preview', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('an unsaved ability description shows on the real hero page in the preview, and nowhere public', async ({ page, request, browser }) => {
    const ability = await publishedAbility(request, 'gamma-ray-gun')
    await signInToAdmin(page, editor)
    await openDocument(page, `/admin/collections/hero-abilities/${ability.id}`)
    const frame = await openLivePreview(page)
    // The real hero guide, with the ability's published text.
    await expect(frame.getByRole('heading', { level: 1, name: 'Hulk' })).toBeVisible()
    await frame.locator('[data-ability="gamma-ray-gun"]').click()
    await expect(frame.getByTestId('ability-panel')).toContainText(ability.description)

    const typed = `Preview only: the beam now arcs between two targets ${Date.now().toString(36)}.`
    await page.locator('#field-description').fill(typed)
    // Autosave stores a draft and the frame re-renders the page from it; nothing is published.
    await expect(frame.getByTestId('ability-panel')).toContainText(typed, { timeout: PREVIEW_UPDATE_MS })
    await expect(page.getByText('Draft', { exact: true }).or(page.getByText('Changed', { exact: true })).first()).toBeVisible()

    // A visitor (no draft-mode cookie) and the public /api still get the published description.
    const visitor = await browser.newPage()
    await visitor.goto('/heroes/hulk')
    await visitor.locator('[data-ability="gamma-ray-gun"]').click()
    await expect(visitor.getByTestId('ability-panel')).toContainText(ability.description)
    await expect(visitor.getByTestId('preview-bar')).toHaveCount(0)
    await visitor.close()
    expect(await apiDescription(request, 'gamma-ray-gun')).toBe(ability.description)

    // Leaving the draft: back to the published text everywhere.
    await page.locator('#field-description').fill(ability.description)
    await expect(frame.getByTestId('ability-panel')).toContainText(ability.description, { timeout: PREVIEW_UPDATE_MS })
  })

  test('a map section opens its map guide in the preview, and a renamed section shows there before it is published', async ({ page, request }) => {
    const sections = await (await request.get('/cms-api/map-sections?where[slug][equals]=throne-room&depth=0&limit=1')).json()
    const throneRoom = sections.docs[0]
    await signInToAdmin(page, editor)
    await openDocument(page, `/admin/collections/map-sections/${throneRoom.id}`)
    const frame = await openLivePreview(page)
    await expect(frame.getByTestId('map-stage')).toBeVisible()
    await expect(frame.getByRole('button', { name: throneRoom.name, exact: true }).first()).toBeVisible()

    const renamed = `${throneRoom.name} (draft)`
    await page.locator('#field-name').fill(renamed)
    await expect(frame.getByRole('button', { name: renamed, exact: true }).first()).toBeVisible({ timeout: PREVIEW_UPDATE_MS })
    const publicSections = (await (await signedGet(request, '/api/maps/sections')).json()) as { name: string }[]
    expect(publicSections.map((entry) => entry.name)).not.toContain(renamed)

    await page.locator('#field-name').fill(throneRoom.name)
    await expect(frame.getByRole('button', { name: throneRoom.name, exact: true }).first()).toBeVisible({ timeout: PREVIEW_UPDATE_MS })
  })

  test('a news draft shows in the preview of /news as it is written, before it is published', async ({ page, request }) => {
    const title = `Preview desk ${Date.now().toString(36)}`
    await signInToAdmin(page, author)
    // Nothing is stored until the first "Save Draft"; from then on autosave keeps the preview current.
    await openDocument(page, '/admin/collections/news/create')
    await page.locator('#field-title').fill(title)
    await typeRichText(page, 'Draft')
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/)
    createdNews.push(page.url().match(/news\/(\d+)/)![1])
    const frame = await openLivePreview(page)
    const body = `Written in the admin as ${title}, seen in the preview.`
    await typeRichText(page, body, { replacing: true })
    // The draft appears in the list as it is written, and follows every further change.
    await expect(frame.getByText(body)).toBeVisible({ timeout: PREVIEW_UPDATE_MS })
    await page.keyboard.type(' Corrected a moment later.')
    await expect(frame.getByText(`${body} Corrected a moment later.`)).toBeVisible({ timeout: PREVIEW_UPDATE_MS })

    const titles = ((await (await signedGet(request, '/api/news/5/0')).json()) as { title: string }[]).map((entry) => entry.title)
    expect(titles).not.toContain(title)
    expect(await (await request.get('/news')).text()).not.toContain(body)
  })
})
