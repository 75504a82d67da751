/**
 * `npm run bench:lb [-- <url>]`: the pages through Debian's nginx running deploy/nginx.conf (its one-second
 * micro-cache) in front of the built guide, against a file in public/ fetched from the guide directly. Without a
 * URL it starts the guide as `npm run bench` does. Rounds are interleaved (BENCH_ROUNDS of BENCH_SECONDS per
 * route), so machine drift hits every route alike. Then it edits a hero through the guide and times how long the
 * edit takes to show through the balancer.
 *
 * Targets (the caching issue): every page through the balancer ≥ 1.5× the file, p99 ≤ 50 ms, no errors; an edit
 * visible through the balancer within 2 s.
 */
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../src/seed'

import { BROWSER_ACCEPT_ENCODING, CONNECTIONS, formatBytes, measure, PAGES, type Route, type Sample, summarise, startGuide } from './bench/guide'
import { nginxAvailability, startBalancer } from './lb/nginx'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

const FILE: Route = { name: 'a file in public/, from the app directly', path: '/heroes/roles/duelist.webp', kind: 'file' }

/** How long an edit through the app takes to show through the balancer, polled every 50 ms. */
async function editVisibleMs(app: string, lb: string): Promise<number> {
  const login = await fetch(`${app}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD }),
  })
  if (!login.ok) throw new Error(`Signing in to edit failed: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const cms = (method: string, pathname: string, body?: unknown) =>
    fetch(`${app}/cms-api${pathname}`, { method, headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.json())
  const hulk = ((await cms('GET', '/heroes?where[slug][equals]=hulk&depth=0')) as { docs: { id: number; nickname: string }[] }).docs[0]
  const marker = `Bench ${Date.now().toString(36)}`
  await fetch(`${lb}/heroes`).then((r) => r.text())
  const started = Date.now()
  await cms('PATCH', `/heroes/${hulk.id}`, { nickname: marker, _status: 'published' })
  try {
    while (Date.now() - started < 30_000) {
      if ((await fetch(`${lb}/heroes`).then((r) => r.text())).includes(marker)) return Date.now() - started
      await new Promise((r) => setTimeout(r, 50))
    }
    return Number.POSITIVE_INFINITY
  } finally {
    await cms('PATCH', `/heroes/${hulk.id}`, { nickname: hulk.nickname, _status: 'published' })
  }
}

async function main() {
  const available = nginxAvailability()
  if (!available.ok) throw new Error(available.message)
  const given = process.argv[2]
  const guide = given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : await startGuide()
  const lb = await startBalancer([new URL(guide.url).host])
  console.log(`[bench:lb] nginx ${lb.url} in front of ${guide.url}: ${ROUNDS} interleaved rounds of ${SECONDS} s per route at ${CONNECTIONS} connections`)
  try {
    const runs: { route: Route; url: string; label: string }[] = [
      { route: FILE, url: guide.url, label: FILE.name },
      ...PAGES.map((route) => ({ route, url: lb.url, label: `${route.name}, through nginx` })),
      ...PAGES.map((route) => ({ route, url: guide.url, label: `${route.name}, from the app directly` })),
    ]
    for (const run of runs) for (let i = 0; i < 3; i++) await fetch(`${run.url}${run.route.path}`, { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } }).then((r) => r.arrayBuffer())
    for (const run of runs) await measure(run.url, run.route, 1)

    const samples = new Map<string, Sample[]>(runs.map((run) => [run.label, []]))
    for (let round = 1; round <= ROUNDS; round++) {
      for (const run of runs) samples.get(run.label)!.push(await measure(run.url, run.route, SECONDS))
      console.log(`[bench:lb] round ${round}/${ROUNDS} done`)
    }
    const summary = runs.map((run) => ({ run, ...summarise(samples.get(run.label)!) }))
    const file = summary[0].rps
    console.log('\n| What answered | req/s | Ratio to the public file | p50 | p99 | bytes per request | errors |')
    console.log('|---|---|---|---|---|---|---|')
    for (const row of summary) {
      console.log(`| ${row.run.label} | ${Math.round(row.rps).toLocaleString('en')} | ${(row.rps / file).toFixed(2)} | ${row.p50} ms | ${row.p99} ms | ${formatBytes(row.bytes)} | ${row.errors} |`)
    }
    const visible = await editVisibleMs(guide.url, lb.url)
    console.log(`\nAn edit through the app showed through nginx after ${visible} ms.`)

    const misses: string[] = []
    for (const row of summary.filter((r) => r.run.url === lb.url)) {
      if (row.errors) misses.push(`${row.run.label}: ${row.errors} errors`)
      if (row.rps < 1.5 * file) misses.push(`${row.run.label}: ${(row.rps / file).toFixed(2)}× the public file (target 1.5×)`)
      if (row.p99 > 50) misses.push(`${row.run.label}: p99 ${row.p99} ms (target 50 ms)`)
    }
    if (visible > 2_000) misses.push(`an edit took ${visible} ms to show through nginx (target 2,000 ms)`)
    console.log(misses.length ? `\nTargets missed:\n- ${misses.join('\n- ')}` : '\nEvery target met.')
  } finally {
    await lb.stop()
    await guide.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`[bench:lb] ${error.message}`)
    process.exit(1)
  },
)
