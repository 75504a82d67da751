/**
 * Prepares the database for the app: `--migrate` applies the committed migrations, then the seed runs
 * (`--if-empty`: only when the guide has no content). Started by scripts/guide.ts (`npm start`, `npm run dev`,
 * `npm run seed`), which provides the database and secrets. One process does both, so a start boots Payload
 * once for them instead of twice.
 */
import config from '@payload-config'
import { getPayload, type Migration } from 'payload'

import { rebuildSearchIndex } from '@/data/search-index'
import { migrations } from '@/migrations'

import { isEmpty, seed } from './index'

const started = Date.now()
const log = (line: string) => console.log(`[seed] ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${line}`)

async function main() {
  const payload = await getPayload({ config })
  if (process.argv.includes('--migrate')) {
    // The generated list types its arguments precisely; Payload's runner takes them as unknown.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    log('Migrations are applied.')
  }
  if (process.argv.includes('--if-empty') && !(await isEmpty(payload))) {
    log('The guide already has content; nothing to seed.')
  } else {
    const { created } = await seed(payload, { log })
    const total = Object.values(created).reduce((sum, n) => sum + n, 0)
    const detail = Object.entries(created).map(([collection, n]) => `${collection} ${n}`).join(', ')
    log(`Done: ${total ? `created ${detail}` : 'everything was already there'}.`)
  }
  // Every start rebuilds the search index, so a database from before search (or edited by plain SQL) is found too.
  log(`Search index: ${await rebuildSearchIndex(payload)} entries.`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('[seed] failed:', error)
    process.exit(1)
  },
)
