/**
 * Prepares the database for the app: `--migrate` applies the committed migrations, `--check-schema` refuses a
 * schema older than the code instead (production start without GUIDE_MIGRATE_ON_START=1), then the seed runs
 * (`--if-empty`: only when the guide has no content; `--no-seed`: never). Started by scripts/guide.ts
 * (`npm start`, `npm run dev`, `npm run seed`, `npm run migrate`), which provides the database and secrets.
 *
 * Several instances may start at once on one database: the whole step runs under a PostgreSQL advisory lock
 * (src/cms-wiring/advisory-lock.ts), so the second waits for the first and then finds the schema and content ready.
 */
import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'

import { rebuildSearchIndex } from '@/search/search-index'
import { LOCKS, withLock } from '@/cms-wiring/advisory-lock'
import { getPendingMigrations } from '@/startup/schema-status'
import { migrations } from '@/migrations'

import { isEmpty, seed } from './index'

const started = Date.now()
const log = (line: string) => console.log(`[seed] ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${line}`)
const flag = (name: string) => process.argv.includes(name)

/** What the step is doing, so a start that stops early can say where. */
let doing = 'starting'

async function prepare(payload: Payload) {
  if (flag('--migrate')) {
    doing = 'applying migrations'
    // The generated list types its arguments precisely; Payload's runner takes them as unknown.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    log('Migrations are applied.')
  } else if (flag('--check-schema')) {
    doing = 'checking the schema'
    const pending = await getPendingMigrations(payload, migrations)
    if (pending.length) {
      throw new Error(
        `The database schema is older than this release: ${pending.length} migration(s) not applied ` +
          `(${pending.join(', ')}). Run \`npm run migrate\` once for the release, then start again ` +
          '(or set GUIDE_MIGRATE_ON_START=1 to let start apply them).',
      )
    }
    log('The schema is current.')
  }
  if (flag('--no-seed')) return
  doing = 'looking for content'
  if (flag('--if-empty') && !(await isEmpty(payload))) {
    log('The guide already has content; nothing to seed.')
  } else {
    const { created } = await seed(payload, { log })
    const total = Object.values(created).reduce((sum, n) => sum + n, 0)
    const detail = Object.entries(created).map(([collection, n]) => `${collection} ${n}`).join(', ')
    log(`Done: ${total ? `created ${detail}` : 'everything was already there'}.`)
  }
  // Every start rebuilds the search index, so a database from before search (or edited by plain SQL) is found too.
  doing = 'rebuilding the search index'
  log(`Search index: ${await rebuildSearchIndex(payload)} entries.`)
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new Error('DATABASE_URL is not set (scripts/guide.ts sets it; run this through npm).')
  doing = 'starting Payload'
  const payload = await getPayload({ config })
  doing = 'waiting for the database lock'
  await withLock(databaseUrl, LOCKS.prepare, () => prepare(payload), {
    onWait: () => log('Another instance is preparing the database; waiting for it to finish ...'),
  })
}

// Should the event loop ever run dry while a step still waits (Node would exit with code 13, silently), say
// which step it was instead of leaving the start unexplained.
process.once('beforeExit', () => {
  console.error(`[seed] failed: stopped while ${doing}, with nothing left to wait for (an unsettled promise).`)
  process.exit(1)
})

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[seed] failed while ${doing}:`, error instanceof Error && !process.env.DEBUG ? error.message : error)
    if (error instanceof Error && error.stack && process.env.DEBUG) console.error(error.stack)
    process.exit(1)
  },
)
