import fs from 'node:fs'

/**
 * Tells tests/int/test-run-interrupt.int.test.ts that a layer's servers are up, and how many heroes the guide at
 * `appUrl` serves (none when the run was started with GUIDE_SEED=0). Written aside and renamed, so the test that
 * waits for the file never reads it half written.
 */
export async function signalHeld(layer: 'int' | 'e2e', appUrl: string) {
  const heroes = (await (await fetch(new URL('/cms-api/heroes?limit=1&depth=0', appUrl))).json()) as { totalDocs: number }
  const signal = process.env.GUIDE_TEST_HOLD_SIGNAL!
  fs.writeFileSync(`${signal}.part`, JSON.stringify({ layer, heroes: heroes.totalDocs }))
  fs.renameSync(`${signal}.part`, signal)
}
