/**
 * The one entry point behind `npm run dev | build | start | migrate | payload | db | backup | restore`.
 *
 * It gives every command what it needs before it runs: environment from .env, development secrets, and a
 * database. With DATABASE_URL set, that server is used as it is. Without it, an embedded PostgreSQL starts
 * from `.data/postgres` (or $GUIDE_DATA_DIR/postgres) and stops again when the command ends.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { markStartupScripts } from '@/startup/compile-hints'
import { COMPILER_CACHE_ENV, writesCompilerCache } from '@/startup/compiler-cache'
import { startEmbeddedDb, type DatabaseCopy, type EmbeddedDb } from '@/startup/embedded-db'
import { buildWorker } from '@/offline/build-worker'
import { precompressStatic } from '@/startup/precompressed'
import { ensureSecrets, isProduction } from '@/startup/secrets'
import { siteUrl } from '@/cms-wiring/site-url'

import { bundleScript, SEED_NODE_FLAGS } from './bundle.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const began = Date.now()
/** One line per step, with the time since the command began, so a first start shows that it is working. */
const say = (line: string) => console.log(`[guide] ${((Date.now() - began) / 1000).toFixed(1).padStart(5)} s  ${line}`)

const USAGE = `usage: node scripts/guide.mjs <dev|build|start|migrate|seed|payload ...|db|backup ...|restore FILE ...>`

const BACKUP_CLI = path.join(root, 'scripts', 'backup.ts')

/** Inputs of `next build`: when any is newer than the last build, `npm start` builds again. */
const BUILD_INPUTS = ['src', 'public', 'payload.config.ts', 'next.config.ts', 'tsconfig.json', 'package-lock.json']

function loadDotEnv() {
  for (const name of ['.env', '.env.local']) {
    const file = path.join(root, name)
    if (fs.existsSync(file)) process.loadEnvFile(file)
  }
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

function buildIsCurrent(): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return false
  const builtAt = fs.statSync(buildId).mtimeMs
  return BUILD_INPUTS.every((input) => newestMtime(path.join(root, input)) <= builtAt)
}

/** The database step (src/seed/cli.ts: migrations, schema check, seed) as a plain-node process on its bundle. */
async function prepareDatabase(flags: string[]) {
  await step(process.execPath, [...SEED_NODE_FLAGS, await bundleScript('src/seed/cli.ts', 'seed'), ...flags])
}

/**
 * `next build`, then V8's compile hint atop the framework's start-up scripts (src/startup/compile-hints.ts) and
 * brotli copies of the scripts and styles for the server to send (src/startup/precompressed.ts), and the service
 * worker with this build's precache (src/offline/build-worker.ts).
 */
async function build() {
  await step(bin('next'), ['build'])
  await finishBuild()
}

/**
 * A local start's quick build: no type check, no pages with a parameter rendered ahead (next.config.ts,
 * src/site/pages-ahead.ts), and on a first build no compiler cache (src/startup/compiler-cache.ts); `npm run build`
 * and CI keep all three. The compile needs no database, so it starts at once, beside the migrations and the seed.
 *
 * The pages are rendered against an empty copy of the migrated database, as soon as the compile ends and while the
 * seed still writes, as `npm run build` renders them against a guide without content. What they show never reaches
 * a visitor: the server renders each page once more before it keeps it (rule 2 of src/cache/cache-handler.mjs);
 * the build renders them to know them. Against the database the seed is writing they could not be: a page may read
 * half a document (a Portuguese glossary row before its term) and fail the build. So without a copy (an operator's
 * own database server) they are rendered once the seed has ended.
 *
 * The scripts' compile hints and brotli copies need only the compile, so they are made beside the rest; rendering
 * rewrites one small manifest, which finishBuild compresses.
 */
async function quickBuild(schema: string, db: EmbeddedDb | undefined) {
  const env = { GUIDE_QUICK_BUILD: '1', [COMPILER_CACHE_ENV]: writesCompilerCache(path.join(root, '.next')) ? '1' : '0' }
  const render = (databaseUrl?: string) =>
    timed('Pages rendered ahead', () =>
      step(bin('next'), ['build', '--experimental-build-mode=generate'], databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env),
    )
  const compiled = timed('Compiled', () => step(bin('next'), ['build', '--experimental-build-mode=compile'], env))
  const packed = compiled.then(packScripts)
  const migrated = prepareDatabase([schema, '--no-seed'])
  const copy = migrated.then(() => emptyCopyForPages(db))
  const seeded = copy.then(() => timed('Content ready', () => prepareDatabase([seedOnStart()])))
  const rendered = copy.then(async (pagesDb) => {
    if (!pagesDb) return Promise.all([compiled, seeded]).then(() => render())
    try {
      await compiled
      await render(pagesDb.url)
    } finally {
      // Also when the compile failed or the start was stopped: no copy is left behind.
      await pagesDb.drop().catch((error: Error) => say(`Could not drop the pages' copy of the database: ${error.message}`))
    }
  })
  await sideBySide([seeded, rendered, packed])
  if (stopping) return
  await finishBuild()
}

/**
 * The empty copy quickBuild renders its pages against. None without an embedded database of this start's own (a
 * cluster another process started may have a server connected, and PostgreSQL copies no database in use), or when
 * it can't be made.
 */
async function emptyCopyForPages(db: EmbeddedDb | undefined): Promise<DatabaseCopy | undefined> {
  if (!db || db.reused || stopping) return undefined
  try {
    return await db.copy(`guide_pages_${process.pid}`)
  } catch (error) {
    say(`No copy of the database for the pages (${(error as Error).message}); they are rendered after the seed.`)
    return undefined
  }
}

/**
 * What a start does with an empty guide: the seed fills it, unless GUIDE_SEED=0 (an operator's guide that starts
 * without the sample content, or a test that needs only the servers).
 */
function seedOnStart(): '--if-empty' | '--no-seed' {
  return process.env.GUIDE_SEED === '0' ? '--no-seed' : '--if-empty'
}

/** Runs `work` and says how long it took. */
async function timed(what: string, work: () => Promise<void>) {
  const from = Date.now()
  await work()
  say(`${what} in ${((Date.now() - from) / 1000).toFixed(0)} s.`)
}

/** Compile hints atop the start-up scripts, then brotli copies of the scripts and styles still without one. */
async function packScripts() {
  const { marked } = markStartupScripts(path.join(root, '.next'))
  if (marked) say(`Compile hints atop ${marked} start-up scripts.`)
  const { files, before, after } = await precompressStatic(path.join(root, '.next', 'static'))
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10240 ? 1 : 0)} KB`
  if (files) say(`Brotli copies of ${files} ${files === 1 ? 'script or style' : 'scripts and styles'}: ${kb(before)} -> ${kb(after)}.`)
}

async function finishBuild() {
  const worker = await buildWorker(root)
  say(`Service worker with ${worker.precached} precached files: ${path.relative(root, worker.file)}.`)
  await packScripts()
}

/** The steps running now (the seed and the build may run side by side); a signal goes to each. */
const running = new Set<ChildProcess>()
/** Set by the first SIGINT or SIGTERM: no step starts after it. */
let stopping = false

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    running.add(child)
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve(code ?? (signal ? 128 : 1))
    })
  })
}

async function step(command: string, args: string[], env: Record<string, string> = {}) {
  if (stopping) throw Object.assign(new Error('Stopped before its next step.'), { code: 130 })
  const code = await run(command, args, env)
  if (code !== 0) throw Object.assign(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`), { code })
}

/** Waits for every step; when one fails, the others are stopped (not left running against a stopping database). */
async function sideBySide(steps: Promise<void>[]) {
  const failed = steps.map((work) => work.catch((error: unknown) => {
    for (const child of running) child.kill('SIGTERM')
    throw error
  }))
  const results = await Promise.allSettled(failed)
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}

async function main() {
  const [command, ...rest] = process.argv.slice(2)
  if (!command || !['dev', 'build', 'start', 'migrate', 'seed', 'payload', 'db', 'backup', 'restore'].includes(command)) {
    console.error(USAGE)
    return 2
  }

  loadDotEnv()
  // These machines reach no analytics endpoint; don't let Next.js try.
  process.env.NEXT_TELEMETRY_DISABLED ??= '1'
  const dataDir = path.resolve(root, process.env.GUIDE_DATA_DIR ?? '.data')
  ensureSecrets(dataDir)

  let db: EmbeddedDb | undefined
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    say(`${signal} received, shutting down ...`)
    for (const child of running) child.kill(signal)
    // The child's exit resolves the running step; the finally block below stops the database.
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  // Decided before the embedded server fills DATABASE_URL: production means an operator's own database.
  const production = isProduction()
  // The embedded default migrates on every start; an operator's production database only when asked to.
  const migrateOnStart = !production || process.env.GUIDE_MIGRATE_ON_START === '1'
  if (process.env.DATABASE_URL) {
    say('Using the PostgreSQL server of DATABASE_URL.')
  } else {
    db = await startEmbeddedDb({
      dataDir: path.join(dataDir, 'postgres'),
      password: process.env.EMBEDDED_DB_PASSWORD!,
      log: say,
    })
    process.env.DATABASE_URL = db.url
  }

  try {
    switch (command) {
      case 'build':
        // Pages are rendered into Next's cache at build time, so the tables they read must exist. In production
        // migrations are a release step of their own (`npm run migrate`); the build only checks the schema.
        await prepareDatabase([migrateOnStart ? '--migrate' : '--check-schema', '--no-seed'])
        await build()
        return 0
      case 'migrate':
        // Under the same advisory lock as every start, so two migrations started at once take turns.
        await prepareDatabase(['--migrate', '--no-seed'])
        return 0
      case 'seed':
        await prepareDatabase(['--migrate'])
        return 0
      case 'payload':
        return await run(bin('payload'), rest)
      case 'dev':
        await prepareDatabase(['--migrate', '--if-empty'])
        return await run(bin('next'), ['dev', ...rest])
      case 'start': {
        // Payload's CSRF list, serverURL and the Secure session cookie follow the site's address (docs/security.md, "GUIDE_SITE_URL").
        if (isProduction() && !siteUrl()) {
          throw new Error('Refusing to start in production without GUIDE_SITE_URL (the address visitors use, e.g. https://guide.example).')
        }
        // Migrations and the seed first: the build renders the pages into Next's cache and reads the database.
        // (The server renders each of them once more after it starts: src/cache/cache-handler.mjs.) In production
        // migrations are a release step (`npm run migrate`, once); start only checks the schema.
        const schema = migrateOnStart ? '--migrate' : '--check-schema'
        if (buildIsCurrent()) {
          say('The build in .next is current; skipping `next build`.')
          await prepareDatabase([schema, seedOnStart()])
        } else if (process.env.REDIS_URL) {
          // A shared Redis cache keeps what the build renders and trusts it (no start-time rule, as in
          // src/cache/cache-handler.mjs), so the build waits for the seed, as a release build does.
          await prepareDatabase([schema, seedOnStart()])
          if (stopping) return 130
          say('Building the app (a full build: REDIS_URL keeps its pages) ...')
          await build()
        } else {
          // The compile needs neither the tables nor the content, so the seed (images, I/O) runs beside it (CPU).
          say('Seeding (if empty) and compiling the app side by side (about two minutes the first time) ...')
          await quickBuild(schema, db)
        }
        if (stopping) return 130
        const port = process.env.PORT ?? '3000'
        say(`Serving the guide on http://localhost:${port}`)
        // Next.js's request handler behind the guide's first look at each request (proxy trust, 4xx for odd input).
        // Bundled, not under tsx: every import() Next makes per request would pass through tsx's resolver thread
        // (measured side by side, a cached page answered about a third fewer requests a second).
        return await run(process.execPath, [await bundleScript('scripts/serve.ts', 'serve'), port, ...rest])
      }
      case 'backup':
        await step(bin('tsx'), [BACKUP_CLI, 'backup', ...rest])
        return 0
      case 'restore':
        // Into a guide on the current schema: a fresh database gets the migrations first, as at start.
        await prepareDatabase([migrateOnStart ? '--migrate' : '--check-schema', '--no-seed'])
        await step(bin('tsx'), [BACKUP_CLI, 'restore', ...rest])
        return 0
      case 'db':
        say(`DATABASE_URL=${process.env.DATABASE_URL}`)
        say('Press Ctrl-C to stop the database.')
        await new Promise<void>((resolve) => {
          process.once('SIGINT', () => resolve())
          process.once('SIGTERM', () => resolve())
        })
        return 0
    }
    return 2
  } finally {
    await db?.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error & { code?: unknown }) => {
    console.error(`[guide] ${error.message}`)
    process.exit(typeof error.code === 'number' ? error.code : 1)
  },
)
