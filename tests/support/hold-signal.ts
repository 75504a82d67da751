import fs from 'node:fs'

/**
 * Tells tests/int/test-run-interrupt.int.test.ts that a layer's servers are up, and how many heroes they serve
 * (none when the run was started with GUIDE_SEED=0). Written aside and renamed, so the test that waits for the
 * file never reads it half written.
 */
export function signalHeld(layer: 'int' | 'e2e', heroes: number) {
  const signal = process.env.GUIDE_TEST_HOLD_SIGNAL!
  fs.writeFileSync(`${signal}.part`, JSON.stringify({ layer, heroes }))
  fs.renameSync(`${signal}.part`, signal)
}
