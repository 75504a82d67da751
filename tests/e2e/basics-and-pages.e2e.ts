import { expect, test } from '@playwright/test'

import { expectNoSeriousViolations, VIEWPORTS } from './support/a11y'

// Runs against the seeded e2e site (see home-and-admin.e2e.ts); the texts below are the seed's.

for (const viewport of VIEWPORTS) {
  test.describe(`basics and static pages at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('basics shows all three sections and the filter narrows them', async ({ page }) => {
      await page.goto('/basics')
      await expect(page).toHaveTitle(/Basics/)
      await expect(page.getByRole('heading', { level: 1, name: 'Basics' })).toBeVisible()
      const quickstart = page.getByTestId('basics-quickstart')
      const modes = page.getByTestId('basics-modes')
      const roles = page.getByTestId('basics-roles')
      await expect(quickstart).toBeVisible()
      await expect(modes).toBeVisible()
      await expect(roles).toBeVisible()

      const filter = page.getByRole('group', { name: 'Show sections' })
      const button = (name: string) => filter.getByRole('button', { name, exact: true })
      await expect(button('All')).toHaveAttribute('aria-pressed', 'true')

      // The buttons answer once React has hydrated the page; retry the first click until it takes.
      await expect(async () => {
        await button('Modes').click()
        await expect(quickstart).toBeHidden({ timeout: 1_000 })
      }).toPass()
      await expect(modes).toBeVisible()
      await expect(roles).toBeHidden()
      await expect(button('Modes')).toHaveAttribute('aria-pressed', 'true')

      await button('Roles').click()
      await expect(roles).toBeVisible()
      await expect(quickstart).toBeHidden()
      await expect(modes).toBeHidden()

      await button('Quickstart').click()
      await expect(quickstart).toBeVisible()
      await expect(modes).toBeHidden()
      await expect(roles).toBeHidden()

      await button('All').click()
      await expect(quickstart).toBeVisible()
      await expect(modes).toBeVisible()
      await expect(roles).toBeVisible()
    })

    test('opening /basics#domination scrolls the mode to 200 px below the top', async ({ page }) => {
      await page.goto('/basics#domination')
      await page.waitForFunction(() => Math.abs(document.getElementById('domination')!.getBoundingClientRect().top - 200) < 40, undefined, {
        timeout: 3_000,
      })
    })

    test('a quickstart role link reveals and scrolls to its role even while Roles is filtered out', async ({ page }) => {
      await page.goto('/basics')
      const quickstartButton = page.getByRole('group', { name: 'Show sections' }).getByRole('button', { name: 'Quickstart', exact: true })
      await expect(async () => {
        await quickstartButton.click()
        await expect(page.getByTestId('basics-roles')).toBeHidden({ timeout: 1_000 })
      }).toPass()

      const vanguardLink = page.getByTestId('basics-quickstart').getByRole('link', { name: /^Vanguard/ })
      await expect(vanguardLink).toHaveAttribute('href', '/basics#vanguard')
      await vanguardLink.click()
      await expect(page).toHaveURL(/\/basics#vanguard$/)
      await expect(page.getByTestId('basics-roles')).toBeVisible()
      await page.waitForFunction(() => {
        const target = document.getElementById('vanguard')
        return target !== null && Math.abs(target.getBoundingClientRect().top - 200) < 40
      }, undefined, { timeout: 3_000 })
    })

    test('modes recommend heroes and list their maps; roles show subtypes with example heroes', async ({ page }) => {
      await page.goto('/basics')
      const domination = page.locator('#domination')
      await expect(domination.getByRole('heading', { level: 3, name: 'Domination' })).toBeVisible()

      const attackers = domination.getByRole('list', { name: 'Recommended attackers' }).getByRole('link')
      await expect(attackers).toHaveCount(3)
      await expect(attackers.first()).toHaveAttribute('href', /^\/heroes\/[a-z0-9-]+$/)
      await expect(domination.getByRole('list', { name: 'Recommended defenders' }).getByRole('link')).toHaveCount(3)

      const maps = domination.getByRole('list', { name: 'Domination maps' }).getByRole('link')
      await expect(maps.first()).toBeVisible()
      await expect(maps.first()).toHaveAttribute('href', /^\/maps\/[a-z0-9-]+\/[a-z0-9-]+$/)
      await expect(maps.filter({ hasText: 'Krakoa' })).toHaveAttribute('href', '/maps/hellfire-gala/krakoa')

      for (const anchor of ['convoy', 'convergence', 'domination', 'vanguard', 'strategist', 'duelist']) {
        await expect(page.locator(`#${anchor}`)).toHaveCount(1)
      }
      const vanguard = page.locator('#vanguard')
      await expect(vanguard.getByRole('heading', { name: 'Main Vanguard' })).toBeVisible()
      await expect(vanguard.getByRole('heading', { name: 'Off Vanguard' })).toBeVisible()
      await expect(vanguard.getByRole('link', { name: 'Magneto' }).first()).toHaveAttribute('href', '/heroes/magneto')
      await expect(page.getByTestId('basics-quickstart').locator('dl dt').first()).toBeVisible()
    })

    test('terms show the date and the 17 numbered sections', async ({ page }) => {
      await page.goto('/terms')
      await expect(page).toHaveTitle(/Terms of Service/)
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
      await expect(page.getByText('Last Updated March 11, 2025')).toBeVisible()
      await expect(page.locator('article').getByRole('heading', { level: 2, name: /^\d+\./ })).toHaveCount(17)
    })

    test('privacy shows its title and date', async ({ page }) => {
      await page.goto('/privacy')
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
      await expect(page.getByText('April 12, 2025')).toBeVisible()
    })

    test('about shows its sections and links to the character profile', async ({ page }) => {
      await page.goto('/about')
      await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible()
      await expect(page.getByText('Last Updated April 7, 2025')).toBeVisible()
      for (const name of ['Interactive Maps', 'Hero Mastery', 'The Basics Guide', 'Latest News']) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
      }

      const profileLink = page.locator('article a[href="/profiles/the-whisper"]')
      await expect(profileLink).toBeVisible()
      await profileLink.click()
      await expect(page).toHaveURL(/\/profiles\/the-whisper$/)
      await expect(page.getByRole('heading', { level: 1, name: 'The Whisper' })).toBeVisible()
      for (const name of ['Identity', 'Powers & Abilities', 'Origin Story', 'Allies & Enemies', 'Current Status']) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
      }
      await expect(page.getByRole('img', { name: 'Portrait of The Whisper' })).toBeVisible()
      const social = page.getByRole('link', { name: '@whisperline' })
      await expect(social).toHaveAttribute('target', '_blank')
      await expect(social).toHaveAttribute('rel', 'noopener noreferrer')
    })

    test('an unknown profile is not found', async ({ page }) => {
      const response = await page.goto('/profiles/nobody-at-all')
      // Either the 404 answer itself, or the app's catch-all sending unknown paths home (spec route table).
      expect(response?.status() === 404 || new URL(page.url()).pathname === '/').toBe(true)
      await expect(page.getByRole('heading', { name: 'Current Status' })).toHaveCount(0)
    })

    test('contact shows its placeholder', async ({ page }) => {
      await page.goto('/contact')
      await expect(page.getByText('contact works!', { exact: true })).toBeVisible()
    })

    test('basics and every static page have no serious or critical accessibility violations', async ({ page }) => {
      // Six full-page axe runs, one of them over the long basics page: more than the default minute on a busy machine.
      test.setTimeout(150_000)
      await page.goto('/basics')
      await expect(page.getByTestId('basics-roles')).toBeVisible()
      await expectNoSeriousViolations(page)

      await page.goto('/terms')
      await expect(page.locator('article h2').first()).toBeVisible()
      await expectNoSeriousViolations(page)

      await page.goto('/about')
      await expect(page.locator('article h2').first()).toBeVisible()
      await expectNoSeriousViolations(page)

      for (const path of ['/privacy', '/profiles/the-whisper']) {
        await page.goto(path)
        await expect(page.locator('article h2').first()).toBeVisible()
        await expectNoSeriousViolations(page)
      }

      await page.goto('/contact')
      await expect(page.getByText('contact works!', { exact: true })).toBeVisible()
      await expectNoSeriousViolations(page)
    })
  })
}
