/**
 * `npm run seed` (and `npm start` with --if-empty): runs the seed against DATABASE_URL.
 * Started by scripts/guide.ts, which provides the database and secrets.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { isEmpty, seed } from './index'

const started = Date.now()
const log = (line: string) => console.log(`[seed] ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${line}`)

async function main() {
  const payload = await getPayload({ config })
  if (process.argv.includes('--if-empty') && !(await isEmpty(payload))) {
    log('The guide already has content; nothing to seed.')
    return
  }
  const { created } = await seed(payload, { log })
  const total = Object.values(created).reduce((sum, n) => sum + n, 0)
  const detail = Object.entries(created).map(([collection, n]) => `${collection} ${n}`).join(', ')
  log(`Done: ${total ? `created ${detail}` : 'everything was already there'}.`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('[seed] failed:', error)
    process.exit(1)
  },
)
