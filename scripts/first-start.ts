/**
 * A newcomer's first start, timed: a fresh clone of this checkout's repository, `npm install` with an empty npm
 * cache (a throwaway `npm_config_cache`, so the machine's own cache is untouched), then `npm start` until the
 * guide answers in all three languages; then a second `npm start` (build current, database seeded). Prints one
 * table row per step, read from the start's own output, each line stamped as it arrives.
 *
 *   npx tsx scripts/first-start.ts [--ref <commit>] [--port 3207] [--dir /tmp/first-start] [--keep]
 *
 * --ref: the commit to clone (default: this checkout's HEAD; commit first). --dir: where the clone, its cache
 * and its data go (removed afterwards unless --keep). Nothing of this checkout is touched.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const option = (name: string) => {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}
const ref = option('--ref') ?? execFileSync('git', ['-C', here, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
const port = Number(option('--port') ?? 3207)
const work = path.resolve(option('--dir') ?? fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-')))
const keep = process.argv.includes('--keep')
const clone = path.join(work, 'guide')

type Line = { at: number; text: string }

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`
const say = (text: string) => console.log(`[first-start] ${text}`)

/** Runs a command to its end with its output stamped; resolves with the lines and the time it took. */
function timed(command: string, args: string[], env: NodeJS.ProcessEnv, log: string, until?: () => Promise<boolean>) {
  const started = Date.now()
  const lines: Line[] = []
  const child = spawn(command, args, { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let partial = ''
  const take = (chunk: Buffer) => {
    // A stopping server's last lines may come after the work folder is gone (without --keep).
    if (fs.existsSync(path.dirname(log))) fs.appendFileSync(log, chunk)
    const parts = (partial + chunk.toString()).split(/\r?\n|\r/)
    partial = parts.pop() ?? ''
    for (const text of parts) if (text.trim()) lines.push({ at: Date.now() - started, text })
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)))
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
    await exited
  }
  const done = (async () => {
    if (!until) {
      const code = await exited
      if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code} (log: ${log})`)
      return Date.now() - started
    }
    for (;;) {
      const ended = await Promise.race([exited.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 250))])
      if (ended) throw new Error(`${command} ${args.join(' ')} ended before serving (log: ${log})`)
      if (await until()) return Date.now() - started
    }
  })()
  return { lines, done, stop }
}

/** The guide answers its home page in every language (each rendered on its first request, if not before). */
async function serving(): Promise<boolean> {
  for (const prefix of ['', '/es', '/pt-br']) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${prefix}/`, { signal: AbortSignal.timeout(60_000) })
      if (response.status !== 200) return false
    } catch {
      return false
    }
  }
  return true
}

/** When the first line matching `pattern` arrived, or undefined. */
const when = (lines: Line[], pattern: RegExp) => lines.find((line) => pattern.test(line.text))?.at
const whenLast = (lines: Line[], pattern: RegExp) => [...lines].reverse().find((line) => pattern.test(line.text))?.at

const latest = (...times: (number | undefined)[]) => {
  const known = times.filter((time): time is number => time !== undefined)
  return known.length ? Math.max(...known) : undefined
}

/** The steps of a start, each from the line that opens it to the line that closes it (steps may overlap). */
function stepsOf(lines: Line[], servedAt: number) {
  const pages = lines.map((line) => /Generating static pages.*\((\d+)\/(\d+)\)/.exec(line.text)).filter(Boolean).pop()
  const hasPages = when(lines, /Generating static pages/)
  const typeStart = when(lines, /Running TypeScript/)
  const steps: { step: string; from?: number; to?: number }[] = [
    { step: 'embedded PostgreSQL, migrations', from: 0, to: when(lines, /Migrations are applied/) },
    { step: 'seed (images, content, search index)', from: when(lines, /Migrations are applied/), to: when(lines, /Search index:/) },
    { step: 'build: compile', from: when(lines, /Creating an optimized production build/), to: when(lines, /Compiled successfully/) },
    {
      step: "build: compile's end to the next step (compiler cache)",
      from: when(lines, /Compiled successfully/),
      to: when(lines, /Running TypeScript|Skipping validation of types|Finished TypeScript|Collecting page data/),
    },
    { step: 'build: TypeScript check', from: typeStart, to: typeStart === undefined ? undefined : when(lines, /Finished TypeScript/) },
    {
      step: `build: ${pages ? pages[2] : 0} pages generated ahead`,
      from: hasPages,
      to: hasPages === undefined ? undefined : (whenLast(lines, /Finalizing page optimization/) ?? whenLast(lines, /Generating static pages/)),
    },
    // Made once the compile ends, beside the seed or the page rendering.
    { step: 'compile hints, brotli copies', from: when(lines, /Compiled in \d+ s/), to: when(lines, /Brotli copies of/) },
    {
      step: 'service worker, server start, first answers',
      // From the later of the build's end and the content's: a quick build compiles and renders in two runs of
      // `next build`, each ending with the first line, and renders while the seed still writes.
      from: latest(whenLast(lines, /Finalizing page optimization|build in \.next is current/), when(lines, /Content ready in/)),
      to: servedAt,
    },
  ]
  return steps
}

function table(title: string, rows: { step: string; from?: number; to?: number }[], total: number) {
  console.log(`\n${title}\n`)
  console.log('| Step | From | Time |')
  console.log('|---|---|---|')
  for (const { step, from, to } of rows) {
    if (from === undefined || to === undefined) console.log(`| ${step} | – | – |`)
    else console.log(`| ${step} | ${seconds(from)} | ${seconds(to - from)} |`)
  }
  console.log(`| **serving, all three languages** | | **${seconds(total)}** |`)
}

async function main() {
  fs.mkdirSync(work, { recursive: true })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    npm_config_cache: path.join(work, 'npm-cache'),
    GUIDE_DATA_DIR: path.join(work, 'data'),
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'warn',
  }
  delete env.DATABASE_URL
  delete env.REDIS_URL
  say(`cloning ${ref.slice(0, 7)} into ${clone} (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`)
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', here, clone])
  execFileSync('git', ['-C', clone, 'checkout', '--quiet', ref])

  const install = timed('npm', ['install', '--no-audit', '--no-fund'], env, path.join(work, 'install.log'))
  const installMs = await install.done
  say(`npm install: ${seconds(installMs)}`)

  const first = timed('npm', ['start'], env, path.join(work, 'start-1.log'), serving)
  const firstMs = await first.done
  say(`first npm start serving: ${seconds(firstMs)}`)
  await first.stop()
  // The embedded PostgreSQL may still be shutting down after npm has exited; the second start would find it.
  const pidFile = path.join(env.GUIDE_DATA_DIR!, 'postgres', 'postmaster.pid')
  for (let waited = 0; fs.existsSync(pidFile) && waited < 120; waited += 1) await new Promise((r) => setTimeout(r, 500))

  const second = timed('npm', ['start'], env, path.join(work, 'start-2.log'), serving)
  const secondMs = await second.done
  await second.stop()

  table(
    `Fresh clone of ${ref.slice(0, 7)}, empty npm cache, ${os.cpus().length} cores: ${seconds(installMs + firstMs)} to serving`,
    [{ step: '`npm install`', from: 0, to: installMs }, ...stepsOf(first.lines, firstMs).map((row) => shift(row, installMs))],
    installMs + firstMs,
  )
  table('Second `npm start` (build current, database seeded)', [], secondMs)
  if (keep) say(`kept ${work}`)
  else fs.rmSync(work, { recursive: true, force: true })
}

/** A row of the start, placed after `npm install` on the newcomer's clock. */
const shift = (row: { step: string; from?: number; to?: number }, by: number) => ({
  step: row.step,
  from: row.from === undefined ? undefined : row.from + by,
  to: row.to === undefined ? undefined : row.to + by,
})

await main()
