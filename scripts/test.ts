/**
 * `npm test`: unit and integration tests (Vitest), then end-to-end tests (Playwright in Debian's Chromium).
 * Ends with one line `N passed, N failed` over all three.
 *
 * Without Chromium the end-to-end tests are SKIPPED with a hint, except under CI=true, where a missing
 * browser is a failure.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { findFreePort } from '../src/lib/embedded-db'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const resultsDir = path.join(root, '.data', 'test-results')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

type Tally = { passed: number; failed: number; skipped: number }

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', command), args, { cwd: root, stdio: 'inherit', env })
    child.once('error', reject)
    child.once('exit', (code) => resolve(code ?? 1))
  })
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

async function vitest(): Promise<Tally> {
  const output = path.join(resultsDir, 'vitest.json')
  fs.rmSync(output, { force: true })
  const code = await run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`])
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(output)
  if (!report) return { passed: 0, failed: 1, skipped: 0 } // the runner died before it could report
  // A failure outside any test (a setup hook, an import) leaves the counts clean but the exit code red.
  const failed = report.numFailedTests || (code === 0 ? 0 : 1)
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests }
}

async function playwright(): Promise<Tally> {
  if (!fs.existsSync(chromium)) {
    const hint = `Chromium not found at ${chromium}: install it with \`apt-get update && apt-get install -y chromium\` (or set CHROMIUM_PATH).`
    if (process.env.CI === 'true') {
      console.error(`FAILED: end-to-end tests need a browser under CI. ${hint}`)
      return { passed: 0, failed: 1, skipped: 0 }
    }
    console.log(`SKIPPED: end-to-end tests. ${hint}`)
    return { passed: 0, failed: 0, skipped: 0 }
  }

  const output = path.join(resultsDir, 'playwright.json')
  fs.rmSync(output, { force: true })
  // Each run starts the site from an empty database of its own.
  const dataDir = path.join(root, '.data', 'e2e')
  fs.rmSync(dataDir, { recursive: true, force: true })
  const port = await findFreePort(3100 + Math.floor(Math.random() * 800))
  const code = await run('playwright', ['test', '--reporter=list,json'], {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  })
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(output)
  if (!report) return { passed: 0, failed: 1, skipped: 0 }
  const failed = report.stats.unexpected || (code === 0 ? 0 : 1)
  return { passed: report.stats.expected + report.stats.flaky, failed, skipped: report.stats.skipped }
}

async function main() {
  fs.mkdirSync(resultsDir, { recursive: true })
  const tallies = [await vitest(), await playwright()]
  const total = tallies.reduce(
    (sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  )
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
  return total.failed === 0 ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error)
    console.log('0 passed, 1 failed')
    process.exit(1)
  },
)
