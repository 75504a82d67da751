import { expect, type Page } from '@playwright/test'

/** The button that folds and unfolds a map's legend (folded at first on phones). */
export const legendToggle = (page: Page) => page.getByTestId('map-legend').getByRole('button', { name: /^Legend/ })

/**
 * Opens the folded legend and waits until the toggle says so (aria-expanded="true"). Before hydration a click
 * does nothing, so it is retried; the toggle is read first, so a retry never folds what the last click opened.
 */
export async function openLegend(page: Page) {
  const toggle = legendToggle(page)
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}
