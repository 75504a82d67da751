/**
 * Every /api call of the contract (docs/api-contract.md), answered by a running guide, written to one file: the
 * status, the content type and the body's exact bytes of each. Two snapshots of the same database, taken before
 * and after a change, must be byte-identical when the change keeps the contract (`diff` them).
 *
 *   npm run contract:snapshot -- http://127.0.0.1:3000 /tmp/contract-before.txt
 *
 * Reads only: the calls with a body (feedback, beta keys) are left out, since each writes or answers at random.
 */
import fs from 'node:fs'

import { apiKeys } from '@/contract/api-keys'
import { signedHeaders } from '@/contract/signing-noble'

const [base = 'http://127.0.0.1:3000', out = 'contract-snapshot.txt'] = process.argv.slice(2)
const keys = apiKeys()

async function call(pathname: string): Promise<{ head: string; body: string }> {
  const response = await fetch(new URL(pathname, base), { headers: signedHeaders(pathname, keys, { fingerprint: 'contract-snapshot' }) })
  return { head: `${response.status} ${response.headers.get('content-type')} ${response.headers.get('etag') ?? ''}`.trim(), body: await response.text() }
}

async function list<T>(pathname: string): Promise<T[]> {
  const { head, body } = await call(pathname)
  if (!head.startsWith('200 ')) throw new Error(`${pathname}: ${head}`)
  return JSON.parse(body) as T[]
}

const maps = await list<{ slug: string }>('/api/maps')
const heroes = await list<{ id: number; slug: string }>('/api/heroes')
const patches = await list<{ version: string }>('/api/patches')
const tierList = await call('/api/tier-list')
const tierVersion = tierList.head.startsWith('200 ') ? (JSON.parse(tierList.body) as { patch: { version: string } | string }).patch : null
const version = typeof tierVersion === 'string' ? tierVersion : tierVersion?.version

const paths = [
  '/api/health',
  '/api/locations',
  '/api/maps',
  '/api/maps/sections',
  ...maps.flatMap(({ slug }) =>
    ['markers', 'callouts', 'routes', 'heroes', 'power-positions', 'breakouts', 'transformations', 'utility-placements', 'patches'].map((part) => `/api/maps/${slug}/${part}`),
  ),
  '/api/heroes',
  ...heroes.flatMap(({ id, slug }) => [...['abilities', 'how-to-win', 'details', 'team-ups', 'patches'].map((part) => `/api/heroes/${slug}/${part}`), `/api/heroes/${id}/details`]),
  '/api/news/50/0',
  '/api/news/5/3',
  '/api/patches',
  ...patches.map(({ version }) => `/api/patches/${encodeURIComponent(version)}`),
  '/api/tier-list',
  ...(version ? [`/api/tier-list/${encodeURIComponent(version)}`] : []),
  '/api/search?q=health%20pack',
  '/api/search?q=tank',
  '/api/search?q=luna%20snwo',
  '/api/search?q=mezz',
  // Unknown names and bad input answer the contract's errors.
  '/api/maps/no-such-map/markers',
  '/api/heroes/no-such-hero/abilities',
  '/api/news/0/-1',
  '/api/no-such-call',
]

const lines: string[] = []
for (const path of paths) {
  const { head, body } = await call(path)
  lines.push(`### GET ${path}`, head, body)
}
fs.writeFileSync(out, `${lines.join('\n')}\n`)
console.log(`${paths.length} calls written to ${out}`)
