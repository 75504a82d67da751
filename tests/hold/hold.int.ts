/**
 * Not part of the suite: `GUIDE_TEST_HOLD=1` runs it instead (scripts/test.ts). With the integration layer's
 * database and app server up, it says so in GUIDE_TEST_HOLD_SIGNAL's file and holds, so that
 * tests/int/test-run-interrupt.int.test.ts can interrupt a run at a known moment.
 */
import { expect, inject, it } from 'vitest'

import { signalHeld } from '../support/hold-signal'

it('holds with the layer’s servers up until the run is interrupted', async () => {
  expect((await fetch(`${inject('appUrl')}/api/health`)).status).toBe(200)
  await signalHeld('int', inject('appUrl'))
  await new Promise((resolve) => setTimeout(resolve, 900_000))
}, 1_000_000)
