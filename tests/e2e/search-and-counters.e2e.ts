import { expect, type Locator, type Page, test } from '@playwright/test'

import { expectNoSeriousViolations, VIEWPORTS } from './support/a11y'

// Against the seeded e2e site. Luna Snow's ultimate "Fate of Both Worlds" and Hulk are seeded guides.

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 700
  test.describe(`search and counter picks at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('search from the navigation with the keyboard lands on an ability, selected', async ({ page }) => {
      await page.goto('/heroes')
      let box: Locator
      if (phone) {
        // Below 700 px the search box lives in the menu.
        await page.getByRole('button', { name: 'Open menu' }).click()
        box = page.locator('#mobile-nav').getByRole('combobox', { name: 'Search the guide' })
        await box.focus()
      } else {
        const bar = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search the guide' })
        // The shortcut listens once React has hydrated the page: a key pressed before that is lost, so press again
        // until it takes.
        await expect(async () => {
          await page.locator('body').press('/')
          await expect(bar).toBeFocused({ timeout: 1_000 })
        }).toPass()
        box = bar
      }
      await expect(box).toBeVisible()
      await box.pressSequentially('fate of both', { delay: 20 })

      const listbox = page.getByRole('listbox', { name: 'Search results' })
      await expect(listbox).toBeVisible()
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      const options = listbox.getByRole('option')
      await expect(options.first()).toContainText('Fate of Both Worlds')
      // The result's kind and the count come in the box's own words, fetched when the visitor reached for it.
      await expect(options.first()).toContainText('Ability')
      // The count is announced through a polite live region.
      await expect(page.getByRole('status').filter({ hasText: /results?\. Use the up and down arrows/ }).first()).toBeAttached()

      // The box and its list stay on screen.
      const boxRect = (await listbox.boundingBox())!
      expect(boxRect.x).toBeGreaterThanOrEqual(0)
      expect(boxRect.x + boxRect.width).toBeLessThanOrEqual(viewport.width)

      await box.press('ArrowDown')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      const activeId = await options.first().getAttribute('id')
      await expect(box).toHaveAttribute('aria-activedescendant', activeId!)
      await box.press('ArrowDown')
      await box.press('ArrowUp')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')

      await box.press('Enter')
      await expect(page).toHaveURL(/\/heroes\/luna-snow\?ability=fate-of-both-worlds$/)
      await expect(page.locator('button[data-ability="fate-of-both-worlds"]')).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId('ability-panel')).toContainText(/./)
      if (phone) await expect(page.locator('#mobile-nav')).toHaveCount(0)
      await expectNoHorizontalOverflow(page)
    })

    test('Escape closes the results, Enter without a choice opens the results page', async ({ page }) => {
      test.skip(phone, 'The keyboard shortcut and the bar belong to the desktop navigation')
      await page.goto('/maps')
      const box = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search the guide' })
      // As with '/': the shortcut takes once the page has hydrated.
      await expect(async () => {
        await page.keyboard.press('Control+k')
        await expect(box).toBeFocused({ timeout: 1_000 })
      }).toPass()
      await box.pressSequentially('luna snwo', { delay: 20 })
      const listbox = page.getByRole('listbox', { name: 'Search results' })
      await expect(listbox.getByRole('option').first()).toContainText('Luna Snow')
      await box.press('Escape')
      await expect(listbox).toBeHidden()
      await expect(box).toHaveAttribute('aria-expanded', 'false')
      await box.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=luna\+snwo$/)
      await expect(page.getByTestId('search-results').getByRole('link').first()).toHaveText('Luna Snow')
    })

    test('the results page works without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport })
      const page = await context.newPage()
      await page.goto('/search?q=dr+strange')
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
      const results = page.getByTestId('search-results')
      await expect(results.getByRole('heading', { level: 2 })).toContainText('for “dr strange”')
      await expect(results.getByRole('link').first()).toHaveText('Doctor Strange')
      await expect(results.getByRole('link').first()).toHaveAttribute('href', '/heroes/doctor-strange')

      // The form is a plain GET form.
      const field = page.getByRole('searchbox', { name: 'Search the guide' }).last()
      await field.fill('dive')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL(/\/search\?q=dive$/)
      await expect(results.locator('li').first()).toContainText('Glossary')
      await expect(results.getByRole('link').first()).toHaveAttribute('href', '/basics#glossary-dive')

      // Bad input is said in words, not as an error page.
      await page.goto('/search?q=%20%20')
      await expect(page.getByRole('alert')).toContainText('Type something')
      await expectNoHorizontalOverflow(page)
      await context.close()
    })

    test('the results page passes axe', async ({ page }) => {
      await page.goto('/search?q=hulk')
      await expect(page.getByTestId('search-results').getByRole('link').first()).toHaveText('Hulk')
      await expectNoSeriousViolations(page)
      await expectNoHorizontalOverflow(page)
    })

    test('the counter-pick helper reads a shared address, ranks with reasons, and Back restores the lineup', async ({ page }) => {
      await page.goto('/heroes/counters?enemy=hulk,magik&team=luna-snow')
      await expect(page.getByRole('heading', { level: 1, name: 'Counter-pick helper' })).toBeVisible()
      const enemies = page.getByTestId('picker-enemy')
      await expect(enemies.getByRole('button', { name: 'Remove Hulk' })).toBeVisible()
      await expect(enemies.getByRole('button', { name: 'Remove Magik' })).toBeVisible()
      await expect(page.getByTestId('picker-team').getByRole('button', { name: 'Remove Luna Snow' })).toBeVisible()
      await expect(enemies.locator('button[data-hero="hulk"]')).toHaveAttribute('aria-pressed', 'true')

      const suggestions = page.getByTestId('counter-suggestions').locator('li')
      await expect(suggestions.first()).toBeVisible()
      await expect(suggestions.first()).toContainText(/counters (Hulk|Magik)/)
      await expect(suggestions.first().getByRole('link')).toHaveAttribute('href', /^\/heroes\/[a-z0-9-]+$/)
      // Scores never rise down the list.
      const scores = await suggestions.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-score'))))
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
      await expect(page.getByTestId('counter-coverage')).toContainText('matchups')
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousViolations(page)

      // Adding an enemy through the searchable picker is a new history entry.
      await enemies.getByRole('searchbox', { name: 'Find a hero' }).fill('groot')
      await enemies.locator('button[data-hero="groot"]').click()
      await expect(page).toHaveURL(/\?enemy=hulk,magik,groot&team=luna-snow$/)
      await expect(enemies.getByRole('button', { name: 'Remove Groot' })).toBeVisible()
      await page.goBack()
      await expect(page).toHaveURL(/\?enemy=hulk,magik&team=luna-snow$/)
      await expect(enemies.getByRole('button', { name: 'Remove Groot' })).toHaveCount(0)
      await expect(enemies.getByRole('button', { name: 'Remove Hulk' })).toBeVisible()
    })

    test('every hero guide links to the helper with that hero as the enemy, and the roster links to it', async ({ page }) => {
      await page.goto('/heroes')
      await expect(page.getByTestId('counter-helper-link')).toHaveAttribute('href', '/heroes/counters')
      await page.goto('/heroes/hulk')
      await page.getByRole('link', { name: /Counter this hero/ }).click()
      await expect(page).toHaveURL(/\/heroes\/counters\?enemy=hulk$/)
      await expect(page.getByTestId('picker-enemy').getByRole('button', { name: 'Remove Hulk' })).toBeVisible()
      await expect(page.getByTestId('counter-suggestions').locator('li').first()).toContainText('counters Hulk')
    })
  })
}

// Search in Spanish (issue 45): the box on a Spanish page searches the Spanish rows and opens Spanish addresses.
// Doctor Strange's seeded Spanish guide says his daggers "recorren una distancia corta".
for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 700
  test.describe(`search in Spanish at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('a Spanish word finds the Spanish guide and opens it in Spanish; the results page answers in Spanish', async ({ page }) => {
      await page.goto('/es/heroes')
      let box
      if (phone) {
        await page.getByRole('button', { name: 'Abrir menú' }).click()
        box = page.locator('#mobile-nav').getByRole('combobox', { name: 'Buscar en la guía' })
      } else {
        box = page.getByRole('navigation', { name: 'Principal' }).getByRole('combobox', { name: 'Buscar en la guía' })
      }
      await expect(box).toBeVisible()
      await box.focus()
      await box.pressSequentially('recorrer', { delay: 20 })

      const listbox = page.getByRole('listbox', { name: 'Resultados de la búsqueda' })
      const option = listbox.getByRole('option').filter({ hasText: 'Daggers of Denak' })
      await expect(option).toBeVisible()
      await expect(option).toContainText('Habilidad')
      await expect(option).toContainText('recorren')
      await expect(page.getByRole('status').filter({ hasText: /resultados?\. Usa las flechas/ }).first()).toBeAttached()
      const listRect = (await listbox.boundingBox())!
      expect(listRect.x).toBeGreaterThanOrEqual(0)
      expect(listRect.x + listRect.width).toBeLessThanOrEqual(viewport.width)
      await expectNoHorizontalOverflow(page)

      await option.click()
      await expect(page).toHaveURL(/\/es\/heroes\/doctor-strange\?ability=daggers-of-denak$/)
      await expect(page.locator('button[data-ability="daggers-of-denak"]')).toHaveAttribute('aria-pressed', 'true')

      // The results page in Spanish: an English word finds what is still English there, at its Spanish address.
      await page.goto('/es/search?q=yggdrasill')
      const results = page.getByTestId('search-results')
      await expect(results.getByRole('heading', { level: 2 })).toContainText('resultado')
      const map = results.getByRole('link', { name: 'Yggdrasill Path', exact: true })
      await expect(map).toHaveAttribute('href', '/es/maps/yggsgard/yggdrasill-path')
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousViolations(page)
    })
  })
}
