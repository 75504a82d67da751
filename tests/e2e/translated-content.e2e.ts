import { expect, test, type Locator, type Page } from '@playwright/test'

import { translations } from '../../src/seed/content/translations'
import { TRANSLATIONS_BEHIND } from '../../src/seed/content/translation-stamps'
import { ADMIN, adminToken, expectFormReady, openDocument, removeAsAdmin, signInToAdmin } from './editor-helpers'
import { expectNoSeriousViolations, VIEWPORTS } from './support/a11y'

/**
 * Issue 45, content: what the guide has translated reads in the page's language; what it has not is English,
 * says so with a small "Not yet translated" mark, and carries lang="en" for screen readers. The seed translates
 * the basics, the static pages, the newest five news and the latest two patches, and leaves the rest.
 */

const spanish = translations.es
const portuguese = translations['pt-BR']

/** A box inside the viewport's width, and nothing wider than the page. */
async function expectInViewport(page: Page, box: Locator) {
  await expect(box).toBeVisible()
  const at = (await box.boundingBox())!
  const width = page.viewportSize()!.width
  expect(at.x).toBeGreaterThanOrEqual(0)
  expect(at.x + at.width).toBeLessThanOrEqual(width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
}

/** The mark sits inside the page: on screen, no wider than the viewport, over nothing it does not own. */
async function expectMarkInPlace(page: Page, mark: Locator) {
  await expect(mark).toBeVisible()
  const box = (await mark.boundingBox())!
  const width = page.viewportSize()!.width
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(box.height).toBeLessThan(40)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
}

for (const viewport of VIEWPORTS) {
  test.describe(`translated content at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('the Spanish basics are Spanish, with no mark', async ({ page }) => {
      await page.goto('/es/basics')
      await expect(page.getByText(spanish.basics!.quickstart.overview.slice(0, 60))).toBeVisible()
      await expect(page.getByTestId('untranslated-mark')).toHaveCount(0)
      await expect(page.locator('[data-untranslated]')).toHaveCount(0)
      await page.screenshot({ path: `test-results/screens/basics-es-${viewport.width}.png`, fullPage: false })
    })

    test('a Spanish static page is Spanish; the untranslated profile is English, marked and lang="en"', async ({ page }) => {
      await page.goto('/es/terms')
      const terms = spanish.pages!.find((entry) => entry.slug === 'terms')!
      await expect(page.getByRole('heading', { level: 1, name: terms.title })).toBeVisible()
      await expect(page.getByTestId('untranslated-mark')).toHaveCount(0)

      await page.goto('/es/profiles/the-whisper')
      const mark = page.getByTestId('untranslated-mark')
      await expect(mark).toHaveText('Aún sin traducir')
      await expect(mark).toHaveAttribute('title', /se muestra en inglés/)
      await expectMarkInPlace(page, mark)
      await expect(page.locator('[data-untranslated]')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
      // The interface around the English block stays Spanish.
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expectNoSeriousViolations(page)
      await page.screenshot({ path: `test-results/screens/profile-es-${viewport.width}.png`, fullPage: false })
    })

    test('the Portuguese news: the newest five in Portuguese, older entries marked as English', async ({ page }) => {
      await page.goto('/pt-br/news')
      const entries = page.getByTestId('news-entry')
      const translated = portuguese.news!
      for (const [index, entry] of translated.entries()) {
        await expect(entries.nth(index).getByRole('heading', { level: 2 })).toHaveText(entry.title)
        await expect(entries.nth(index).getByTestId('untranslated-mark')).toHaveCount(0)
      }
      // The first page holds the translated five; the next comes from /api in Portuguese as the visitor scrolls.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
          return entries.count()
        })
        .toBeGreaterThan(translated.length)
      const older = entries.nth(translated.length)
      const mark = older.getByTestId('untranslated-mark')
      await expect(mark).toHaveText('Ainda não traduzido')
      await older.scrollIntoViewIfNeeded()
      await expectMarkInPlace(page, mark)
      await expect(older.locator('[lang="en"]').first()).toBeAttached()
      await page.screenshot({ path: `test-results/screens/news-pt-${viewport.width}.png`, fullPage: false })
    })

    test('the Spanish patch list and the latest patch page are Spanish; an older patch is marked', async ({ page }) => {
      const latest = spanish.patches![0]
      await page.goto('/es/patches')
      const list = page.getByTestId('patch-list')
      await expect(list.getByRole('link', { name: `${latest.version} ${latest.title}`, exact: true })).toBeVisible()
      await expect(list.getByTestId('untranslated-mark').first()).toHaveText('Aún sin traducir')
      await page.goto(`/es/patches/${latest.version}`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(latest.title)
      await expect(page.getByTestId('patch-page').getByTestId('untranslated-mark')).toHaveCount(0)
      await expect(page.getByText(latest.changes[0].summary)).toBeVisible()
    })

    test('a Spanish hero guide translated before the English changed says so; the English one does not', async ({ page }) => {
      const [hero] = TRANSLATIONS_BEHIND.es.heroes
      await page.goto(`/es/heroes/${hero}`)
      const notice = page.getByTestId('stale-translation')
      await expect(notice).toHaveText(/^La guía en inglés cambió el \d{1,2} de [a-z]+ de \d{4}; puede que esta traducción no esté al día\.$/)
      await notice.scrollIntoViewIfNeeded()
      await expectInViewport(page, notice)
      await expectNoSeriousViolations(page)
      await page.screenshot({ path: `test-results/screens/stale-hero-es-${viewport.width}.png`, fullPage: false })
      await page.goto(`/heroes/${hero}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('stale-translation')).toHaveCount(0)
    })

    test('a Portuguese hero guide behind its English says so in Portuguese', async ({ page }) => {
      const [hero] = TRANSLATIONS_BEHIND['pt-BR'].heroes
      await page.goto(`/pt-br/heroes/${hero}`)
      const notice = page.getByTestId('stale-translation')
      await expect(notice).toContainText('O guia em inglês mudou em')
      await expectInViewport(page, notice)
    })

    test('the editor’s desk lists the translations behind, per language', async ({ page }) => {
      await signInToAdmin(page, ADMIN)
      const spanish = page.getByTestId('desk-translations-es')
      await expect(spanish).toBeVisible()
      const link = spanish.getByRole('link').first()
      await expect(link).toHaveAttribute('href', /\/admin\/collections\/[a-z-]+\/\d+\?locale=es$/)
      await expect(page.getByTestId('desk-translations-pt-BR').getByRole('link').first()).toHaveAttribute('href', /\?locale=pt-BR$/)
      await page.getByTestId('desk-translations').scrollIntoViewIfNeeded()
      await expectInViewport(page, page.getByTestId('desk-translations'))
      await page.screenshot({ path: `test-results/screens/desk-translations-${viewport.width}.png`, fullPage: false })
    })

    test('an editor who chose Spanish or Portuguese for the admin reads the desk in it', async ({ page, context, baseURL }) => {
      await signInToAdmin(page, ADMIN)
      // The admin's language is the editor's choice in their account, which Payload keeps in this cookie.
      await context.addCookies([{ name: 'payload-lng', value: 'es', url: baseURL! }])
      await page.goto('/admin')
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      const desk = page.getByTestId('editor-desk')
      await expect(desk.getByRole('heading', { level: 2 })).toHaveText('La mesa del editor')
      await expect(desk.getByTestId('desk-area-maps').getByRole('heading', { level: 3 })).toHaveText('Mapas')
      await expect(desk.getByTestId('desk-translations').getByRole('heading', { level: 3 })).toHaveText('Traducciones por detrás del inglés')
      await expect(desk.getByTestId('desk-translations-es').locator('li').first()).toContainText(/^.+Guía de (héroe|mapa) · (desactualizada|falta) · .+ por detrás$/)
      await expect(desk.getByTestId('desk-latest').locator('li').first()).toContainText(/hace /)
      await expectInViewport(page, desk)
      await page.screenshot({ path: `test-results/screens/desk-spanish-${viewport.width}.png`, fullPage: false })

      // Payload calls Brazilian Portuguese `pt`: the desk reads the guide's pt-BR words.
      await context.addCookies([{ name: 'payload-lng', value: 'pt', url: baseURL! }])
      await page.goto('/admin')
      await expect(desk.getByRole('heading', { level: 2 })).toHaveText('A mesa do editor')
      await expect(desk.getByTestId('desk-translations').getByRole('heading', { level: 3 })).toHaveText('Traduções atrás do inglês')
    })

    test('an editor who chose Spanish reads our validation messages and admin tools in it', async ({ page, context, baseURL }) => {
      await signInToAdmin(page, ADMIN)
      const headers = { Authorization: `JWT ${await adminToken(page.request)}` }
      const about = (await (await page.request.get('/cms-api/pages?depth=0&limit=1&sort=id', { headers })).json()).docs[0]
      const hulk = (await (await page.request.get('/cms-api/heroes?where[slug][equals]=hulk&depth=0&limit=1', { headers })).json()).docs[0]
      await context.addCookies([{ name: 'payload-lng', value: 'es', url: baseURL! }])

      // A validate function of ours answers in the editor's language (Admin.messages.webLink of admin.json).
      await openDocument(page, `/admin/collections/pages/${about.id}`)
      const link = page.locator('.field-type.text').filter({ has: page.locator('#field-socialUrl') })
      const message = 'Usa una dirección web que empiece con https:// (o http://).'
      // The form sends each change for a new form state; an answer still under way when Save is pressed can land
      // after the refusal and clear it. So the change settles first, and a cleared refusal is typed and saved again.
      await expectFormReady(page)
      let attempt = 0
      await expect(async () => {
        await page.locator('#field-socialUrl').fill(`javascript:alert(${++attempt})`)
        await page.waitForLoadState('networkidle')
        await page.locator('#action-save').click()
        await expect(link).toHaveClass(/error/, { timeout: 5_000 })
        await expect(link).toContainText(message, { timeout: 5_000 })
        // Payload shows a field's error by the field from 1024 px; narrower, its toast names the field (in Spanish too).
        if (viewport.width >= 1024) await expect(link.getByText(message)).toBeVisible({ timeout: 5_000 })
        else await expect(page.getByText('El siguiente campo es inválido')).toBeVisible({ timeout: 5_000 })
      }).toPass({ timeout: 60_000 })
      await expect(link).not.toContainText('Use a web address')
      await page.screenshot({ path: `test-results/screens/admin-message-es-${viewport.width}.png`, fullPage: false })

      // Our own admin components: the hero's "Checked for" box (the admin seed has a published patch).
      await openDocument(page, `/admin/collections/heroes/${hulk.id}`)
      const checked = page.getByTestId('checked-for')
      await expect(checked.getByRole('button')).toHaveText(/^Revisada para \S+$/, { timeout: 60_000 })
      await expect(checked).toContainText('Lee la guía con las notas del parche más reciente')
      await checked.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/screens/admin-checked-es-${viewport.width}.png`, fullPage: false })
    })

    test('an editor who chose Spanish or Portuguese for the admin reads the collections and their fields in it', async ({ page, context, baseURL }) => {
      await signInToAdmin(page, ADMIN)
      const headers = { Authorization: `JWT ${await adminToken(page.request)}` }
      const hulk = (await (await page.request.get('/cms-api/heroes?where[slug][equals]=hulk&depth=0&limit=1', { headers })).json()).docs[0]
      const noOverflow = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
      // The words of src/i18n/messages/<language>/admin.json (Admin.*), as Payload shows them in its language.
      const words = {
        es: { code: 'es', heroes: 'Héroes', nickname: 'Apodo', role: 'Rol', nicknameHelp: 'El nombre que conocen los jugadores', vanguard: 'Vanguardia', abilities: 'Habilidades', heroAbilities: 'Habilidades de héroe' },
        pt: { code: 'pt', heroes: 'Heróis', nickname: 'Apelido', role: 'Função', nicknameHelp: 'O nome que os jogadores conhecem', vanguard: 'Vanguarda', abilities: 'Habilidades', heroAbilities: 'Habilidades de herói' },
      }
      for (const said of Object.values(words)) {
        await context.addCookies([{ name: 'payload-lng', value: said.code, url: baseURL! }])
        await page.goto('/admin/collections/heroes?limit=50')
        await expect(page.locator('html')).toHaveAttribute('lang', said.code)
        // The collection's name: the list's heading, the navigation's link and its group.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(said.heroes)
        // In the navigation, the heroes' group and (the current collection being no link) its neighbour's link.
        const nav = page.getByRole('complementary').getByRole('navigation')
        await expect(nav.getByRole('button', { name: said.heroes, exact: true })).toBeAttached()
        await expect(nav.locator('a[href="/admin/collections/hero-abilities"]')).toHaveText(said.heroAbilities)
        // The list's columns and a select's option.
        const table = page.locator('.table table')
        await expect(table.locator('thead')).toContainText(said.nickname)
        await expect(table.locator('thead')).toContainText(said.role)
        await expect(table.locator('tbody')).toContainText(said.vanguard)
        await noOverflow()
        await page.screenshot({ path: `test-results/screens/admin-heroes-${said.code}-${viewport.width}.png`, fullPage: false })

        await openDocument(page, `/admin/collections/heroes/${hulk.id}`)
        await expect(page.locator('label[for="field-nickname"]')).toContainText(said.nickname)
        await expect(page.getByLabel(said.nickname, { exact: false })).toHaveValue(hulk.nickname)
        await expect(page.locator('label[for="field-role"]')).toContainText(said.role)
        await expect(page.locator('#field-role')).toContainText(said.vanguard)
        await expect(page.getByText(said.nicknameHelp)).toBeVisible()
        await expect(page.locator('.step-nav')).toContainText(said.heroes)
        await expect(page.getByRole('heading', { name: `${said.abilities} · Bruce Banner`, exact: true })).toBeVisible()
        // Nothing English is left among the labels that were.
        await expect(page.locator('label[for="field-nickname"]')).not.toContainText('Nickname')
        await noOverflow()
        await page.screenshot({ path: `test-results/screens/admin-hero-${said.code}-${viewport.width}.png`, fullPage: false })
      }
    })
  })
}

test.describe('a marker whose description is not yet translated', () => {
  const SECTION = '/maps/yggsgard/royal-palace/golden-courtyard'
  const made: number[] = []

  test.afterAll(async ({ request }) => {
    await removeAsAdmin(request, 'map-markers', made)
  })

  for (const viewport of VIEWPORTS) {
    test(`its overlay on the Spanish map is marked and lang="en" at ${viewport.width} px`, async ({ page, request }) => {
      await page.setViewportSize(viewport)
      // A marker written in English only, beside one of the section's own (same section, icon and place).
      await page.goto(SECTION)
      const existing = await page.getByTestId('map-stage').locator('[data-marker-id]').first().getAttribute('data-marker-id')
      const headers = { Authorization: `JWT ${await adminToken(request)}` }
      const source = await (await request.get(`/cms-api/map-markers/${existing}?depth=0`, { headers })).json()
      const created = await request.post('/cms-api/map-markers', {
        headers,
        data: { section: source.section, icon: source.icon, lat: source.lat, lng: source.lng, description: 'A test spot written in English only.' },
      })
      expect(created.status(), await created.text()).toBe(201)
      const id = (await created.json()).doc.id as number
      made.push(id)

      await page.goto(`/es${SECTION}?marker=${id}`)
      const overlay = page.getByTestId('marker-overlay')
      await expect(overlay).toContainText('A test spot written in English only.')
      const mark = overlay.getByTestId('untranslated-mark')
      await expect(mark).toHaveText('Aún sin traducir')
      await expect(overlay.locator('[data-untranslated]')).toHaveAttribute('lang', 'en')
      await expectInViewport(page, mark)
      await expectNoSeriousViolations(page)
      await page.screenshot({ path: `test-results/screens/overlay-mark-es-${viewport.width}.png`, fullPage: false })
    })
  }
})
