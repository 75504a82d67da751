/**
 * `npm test`: unit and integration tests (Vitest), then end-to-end tests (Playwright in Debian's Chromium).
 * Ends with one line `N passed, N failed[, N skipped]` over all three.
 *
 * Without Chromium the end-to-end tests are SKIPPED with a hint and counted as skipped, except under CI=true,
 * where a missing browser is a failure (as a missing Redis is for tests/int/scale.int.test.ts).
 *
 * Ctrl-C, SIGTERM or SIGHUP (a time limit) stops the run and every server it started: the runner's whole
 * process group gets SIGINT, as from a terminal (Playwright then stops its web server and that server's
 * database), and any embedded PostgreSQL still running in the run's folders is stopped after it, since
 * PostgreSQL runs detached and Vitest skips its teardown when interrupted.
 *
 * GUIDE_TEST_LAYERS (e.g. `int` or `unit,e2e`) runs only some layers. GUIDE_TEST_HOLD=1 runs, instead of the
 * suite, one test per layer that holds once the layer's servers are up (tests/hold), for the test that
 * interrupts a run (tests/int/test-run-interrupt.int.test.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { findFreePort, stopEmbeddedDbIn } from '@/startup/embedded-db'

import { vitestFailureDigest } from './test-failures'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const resultsDir = path.resolve(process.env.GUIDE_TEST_RESULTS_DIR ?? path.join(root, '.data', 'test-results'))
const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? path.join(root, '.data', 'e2e'))
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const layers = new Set((process.env.GUIDE_TEST_LAYERS ?? 'unit,int,e2e').split(',').map((layer) => layer.trim()))

// Everything the run puts in the temporary folder (the integration tests' database among it) goes here, so an
// interrupted run can find what it left. Reachable by the `postgres` user the embedded server runs as.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-test-run-'))
fs.chmodSync(scratch, 0o755)

type Tally = { passed: number; failed: number; skipped: number }

let current: ChildProcess | undefined
let interrupted: NodeJS.Signals | undefined

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Runs a test runner in a process group of its own and resolves with its exit code once every process of
 * that group has ended (servers a runner started without detaching them included).
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, capture?: (text: string) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', command), args, {
      cwd: root,
      stdio: capture ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, TMPDIR: scratch },
      detached: true,
    })
    // Passed through as it comes, and kept for the run's closing digest of failures (decoded as UTF-8 across
    // chunk boundaries: Vitest's headings are drawn with a three-byte character).
    const drained: Promise<void>[] = []
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      if (!stream) continue
      stream.setEncoding('utf8')
      stream.on('data', (text: string) => {
        sink.write(text)
        capture?.(text)
      })
      drained.push(new Promise((r) => stream.once('close', () => r())))
    }
    current = child
    child.once('error', reject)
    child.once('exit', async (code, signal) => {
      const pgid = child.pid!
      const deadline = Date.now() + 60_000
      while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
      if (groupAlive(pgid)) {
        console.error(`[test] processes of ${command} still ran a minute after it ended; killing them.`)
        process.kill(-pgid, 'SIGKILL')
      }
      // What the runner wrote last, unless a detached server it started still holds its output open.
      await Promise.race([Promise.all(drained), new Promise((r) => setTimeout(r, 2_000))])
      current = undefined
      resolve(code ?? (signal ? 128 : 1))
    })
  })
}

function interrupt(signal: NodeJS.Signals) {
  if (interrupted) return
  interrupted = signal
  console.error(`[test] ${signal}: stopping the run and every server it started ...`)
  if (current?.pid && groupAlive(current.pid)) process.kill(-current.pid, 'SIGINT')
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/** What Vitest printed, for the failures repeated at the end of the run (scripts/test-failures.ts). */
let vitestOutput = ''

async function vitest(): Promise<Tally> {
  const projects = ['unit', 'int'].filter((layer) => layers.has(layer))
  if (!projects.length) return { passed: 0, failed: 0, skipped: 0 }
  const output = path.join(resultsDir, 'vitest.json')
  fs.rmSync(output, { force: true })
  const code = await run(
    'vitest',
    ['run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    process.env,
    (text) => (vitestOutput += text),
  )
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(output)
  if (!report) return { passed: 0, failed: 1, skipped: 0 } // the runner died before it could report
  // A failure outside any test (a setup hook, an import) leaves the counts clean but the exit code red.
  const failed = report.numFailedTests || (code === 0 ? 0 : 1)
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests }
}

/** How many end-to-end tests there are, from Playwright's own listing (it starts no server for that). */
function countE2eTests(): number {
  const listed = spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '--list'], { cwd: root, encoding: 'utf8' })
  const total = /Total: (\d+) tests?/.exec(listed.stdout ?? '')
  return total ? Number(total[1]) : 1
}

async function playwright(): Promise<Tally> {
  if (!layers.has('e2e')) return { passed: 0, failed: 0, skipped: 0 }
  if (!fs.existsSync(chromium)) {
    const hint = `Chromium not found at ${chromium}: install it with \`apt-get update && apt-get install -y chromium\` (or set CHROMIUM_PATH).`
    if (process.env.CI === 'true') {
      console.error(`FAILED: end-to-end tests need a browser under CI. ${hint}`)
      return { passed: 0, failed: 1, skipped: 0 }
    }
    const skipped = countE2eTests()
    console.log(`SKIPPED: end-to-end tests (${skipped}). ${hint}`)
    return { passed: 0, failed: 0, skipped }
  }

  const output = path.join(resultsDir, 'playwright.json')
  fs.rmSync(output, { force: true })
  // Each run starts the site from an empty database of its own.
  fs.rmSync(e2eDataDir, { recursive: true, force: true })
  const port = await findFreePort(3100 + Math.floor(Math.random() * 800))
  const code = await run('playwright', ['test', '--reporter=list,json'], {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: e2eDataDir,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  })
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(output)
  if (!report) return { passed: 0, failed: 1, skipped: 0 }
  const failed = report.stats.unexpected || (code === 0 ? 0 : 1)
  return { passed: report.stats.expected + report.stats.flaky, failed, skipped: report.stats.skipped }
}

/** Embedded PostgreSQL servers the run started and did not stop (an interrupted Vitest skips its teardown). */
async function stopLeftoverDatabases() {
  const dataDirs = [path.join(e2eDataDir, 'postgres')]
  const walk = (dir: string, depth: number) => {
    if (depth > 3 || !fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue
      const child = path.join(dir, entry.name)
      if (fs.existsSync(path.join(child, 'postmaster.pid'))) dataDirs.push(child)
      else walk(child, depth + 1)
    }
  }
  walk(scratch, 0)
  for (const dir of dataDirs) {
    if (await stopEmbeddedDbIn(dir).catch(() => false)) console.error(`[test] stopped the PostgreSQL left running in ${dir}`)
  }
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, interrupt)
  fs.mkdirSync(resultsDir, { recursive: true })
  const tallies: Tally[] = []
  try {
    tallies.push(await vitest())
    if (!interrupted) tallies.push(await playwright())
  } finally {
    await stopLeftoverDatabases()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  const total = tallies.reduce(
    (sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  )
  const digest = vitestFailureDigest(vitestOutput)
  if (digest.length) console.log(['', 'What failed in the unit and integration tests (reported in full above):', ...digest, ''].join('\n'))
  if (interrupted) {
    console.log(`${total.passed} passed, ${total.failed} failed, interrupted by ${interrupted}`)
    return 128 + os.constants.signals[interrupted]
  }
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
