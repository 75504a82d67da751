import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { vitestFailureDigest } from '../../scripts/test-failures'

/**
 * Vitest's own report of three kinds of failure: a `beforeAll` that throws (its tests count as skipped), a failed
 * assertion and an error thrown outside any test. Made by running this checkout's Vitest on throwaway files, so a
 * new Vitest that words its report differently fails here instead of leaving the CI log's end silent.
 */
describe('the failures npm test repeats at the end of a run', () => {
  let output = ''
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-vitest-digest-'))

  beforeAll(() => {
    fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
    fs.writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default { test: { include: ["*.check.ts"] } }\n')
    fs.writeFileSync(
      path.join(dir, 'servers.check.ts'),
      [
        "import { beforeAll, describe, expect, it } from 'vitest'",
        "describe('two instances', () => {",
        "  beforeAll(() => { throw new Error('The app server exited before it was ready:\\n' + 'a line of its output\\n'.repeat(80)) })",
        "  it('propagates an edit', () => expect(1).toBe(1))",
        "  it('serves an upload', () => expect(1).toBe(1))",
        '})',
        "it('passes', () => expect(1).toBe(1))",
      ].join('\n'),
    )
    fs.writeFileSync(
      path.join(dir, 'rules.check.ts'),
      [
        "import { expect, it } from 'vitest'",
        "it('ranks the counter picks', () => expect('Hulk').toBe('Thor'))",
        "it('leaves a timer behind', () => { setTimeout(() => { throw new Error('thrown after the test') }, 0) })",
      ].join('\n'),
    )
    const run = spawnSync(path.resolve('node_modules/.bin/vitest'), ['run', '--root', dir], { cwd: dir, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '1' } })
    output = `${run.stdout}${run.stderr}`
  }, 60_000)

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('names each failure with its error, within the lines it is given', () => {
    const digest = vitestFailureDigest(output, 20)
    const text = digest.join('\n')
    expect(text).toMatch(/FAIL .*servers\.check\.ts > two instances/)
    expect(text).toContain('Error: The app server exited before it was ready:')
    expect(text).toMatch(/FAIL .*rules\.check\.ts > ranks the counter picks/)
    expect(text).toContain("AssertionError: expected 'Hulk' to be 'Thor'")
    expect(text).toContain('Error: thrown after the test')
    // The long report is cut, and says so; the colour codes and source frames are gone.
    expect(text).toMatch(/… \d+ more lines above/)
    expect(digest.length).toBeLessThanOrEqual(20 + 3)
    expect(text).not.toMatch(/\u001b\[/)
    expect(text).not.toMatch(/^\s*\d+\|/m)
  })

  it('is empty when nothing failed', () => {
    expect(vitestFailureDigest(' ✓ unit tests/unit/tier-list.test.ts (10 tests) 12ms\n\n Test Files  1 passed (1)\n')).toEqual([])
  })
})
