import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The two widths every screen is tested at: a phone and a desktop. */
export const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]

/** Axe findings a visitor would be blocked by (serious, critical); minor and moderate ones are left to review. */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(blocking).toEqual([])
}
