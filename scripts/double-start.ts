/**
 * `tsx scripts/double-start.ts [rounds]`: starts two instances of `npm start` at the same moment on one
 * database, again and again (30 rounds by default), and checks that both serve pages every time and that no
 * start step ended early (Node 20 ended steps under tsx with exit code 13 now and then; the start now runs them
 * in plain node on bundles, scripts/bundle.mjs).
 *
 * Each instance has a data folder of its own, as on two machines; the database is DATABASE_URL's, or else an
 * embedded PostgreSQL in a throwaway folder, seeded once by `npm run seed` before the rounds (two instances
 * on an empty database, where one seeds and the other waits, is tests/int/scale.int.test.ts's case). Run it after `npm run build`: two
 * instances must not build at once in one checkout. Prints one line per round and ends with a summary;
 * exits 1 if any round failed.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { findFreePort, startEmbeddedDb } from '@/startup/embedded-db'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const rounds = Number(process.argv[2] ?? 30)
const SERVE_WITHIN_MS = 600_000

type Instance = { name: string; port: number; output: () => string; exited: Promise<number>; exitCode: () => number | null; stop: () => Promise<number> }

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'guide.mjs'), 'start'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))))
  return {
    name,
    port,
    output: () => output,
    exited,
    exitCode: () => child.exitCode,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

/** Resolves when / answers 200; rejects when the instance exits first or takes too long. */
async function serves(instance: Instance): Promise<number> {
  const started = Date.now()
  let exitedWith: number | undefined
  void instance.exited.then((code) => (exitedWith = code))
  while (true) {
    if (exitedWith !== undefined) throw new Error(`${instance.name} exited with ${exitedWith} before it served`)
    if (Date.now() - started > SERVE_WITHIN_MS) throw new Error(`${instance.name} did not serve / within ${SERVE_WITHIN_MS / 1000} s`)
    if (/Building the app/.test(instance.output())) throw new Error('the build in .next is not current: run `npm run build` first')
    try {
      const response = await fetch(`http://127.0.0.1:${instance.port}/`, { signal: AbortSignal.timeout(30_000) })
      await response.arrayBuffer()
      if (response.status === 200) return Date.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function main() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-double-start-'))
  // Reachable by the `postgres` user the embedded server runs as under root.
  fs.chmodSync(scratch, 0o755)
  const db = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: async () => {} }
    : await startEmbeddedDb({ dataDir: path.join(scratch, 'postgres'), password: randomBytes(16).toString('hex') })
  const env = { DATABASE_URL: db.url, PAYLOAD_SECRET: randomBytes(32).toString('hex') }
  const dataDirs = ['a', 'b'].map((name) => path.join(scratch, name))
  for (const dir of dataDirs) fs.mkdirSync(dir)
  const failures: string[] = []
  let exit13 = 0
  let completed = 0
  let running: Instance[] = []
  let interrupted = false
  const stopAll = () => {
    interrupted = true
    for (const instance of running) void instance.stop()
  }
  process.once('SIGINT', stopAll)
  process.once('SIGTERM', stopAll)
  try {
    console.log('Seeding the database once ...')
    const seeded = spawnSync(process.execPath, [path.join(root, 'scripts', 'guide.mjs'), 'seed'], {
      cwd: root,
      env: { ...process.env, ...env, GUIDE_DATA_DIR: dataDirs[0] },
      encoding: 'utf8',
    })
    if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}:\n${seeded.stdout}${seeded.stderr}`)
    for (let round = 1; round <= rounds && !interrupted; round++) {
      const portA = await findFreePort(4200 + Math.floor(Math.random() * 50))
      const portB = await findFreePort(4250 + Math.floor(Math.random() * 50))
      const a = startInstance('A', portA, { ...env, GUIDE_DATA_DIR: dataDirs[0] })
      const b = startInstance('B', portB, { ...env, GUIDE_DATA_DIR: dataDirs[1] })
      running = [a, b]
      const served = await Promise.allSettled([serves(a), serves(b)])
      const codes = await Promise.all([a.stop(), b.stop()])
      const output = `${a.output()}\n${b.output()}`
      const thirteen = /exited with 13\b/.test(output) || codes.includes(13)
      if (thirteen) exit13++
      completed++
      const problems = served.flatMap((s) => (s.status === 'rejected' ? [(s.reason as Error).message] : []))
      if (thirteen) problems.push('a process exited with code 13')
      const times = served.map((s) => (s.status === 'fulfilled' ? `${(s.value / 1000).toFixed(1)} s` : 'no'))
      console.log(`round ${round}: A served ${times[0]}, B served ${times[1]}; exit codes after SIGTERM ${codes.join('/')}${problems.length ? `; FAILED: ${problems.join('; ')}` : ''}`)
      if (problems.length) {
        failures.push(`round ${round}: ${problems.join('; ')}`)
        console.log(`--- A ---\n${a.output().slice(-3000)}\n--- B ---\n${b.output().slice(-3000)}`)
        if (/not current/.test(problems.join())) break
      }
    }
  } finally {
    await db.stop()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  if (interrupted) console.log('Interrupted.')
  console.log(`${completed - failures.length} of ${completed} double starts: both instances served; exit code 13: ${exit13}`)
  return failures.length || completed < rounds ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error)
    process.exit(1)
  },
)
