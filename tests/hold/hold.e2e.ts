/**
 * Not part of the suite: `GUIDE_TEST_HOLD=1` runs it instead (scripts/test.ts). With Playwright's web server
 * (and its database) up, it says so in GUIDE_TEST_HOLD_SIGNAL's file and holds, so that
 * tests/int/test-run-interrupt.int.test.ts can interrupt a run at a known moment.
 */
import { expect, test } from '@playwright/test'

import { signalHeld } from '../support/hold-signal'

test('holds with the web server up until the run is interrupted', async ({ request, baseURL }) => {
  test.setTimeout(1_000_000)
  expect((await request.get('/api/health')).status()).toBe(200)
  await signalHeld('e2e', baseURL!)
  await new Promise((resolve) => setTimeout(resolve, 900_000))
})
