/**
 * `npm run bench [-- <url>]`: how many requests a second the guide answers, route by route, against a file in
 * public/. Without a URL it starts the built guide (`npm start`) on a free port with a database of
 * its own (.data/bench), and stops it afterwards.
 *
 * Each round runs every route once, one after another, with autocannon at 50 connections (BENCH_SECONDS each,
 * BENCH_ROUNDS rounds), so machine drift hits every route alike. It prints req/s (mean of the rounds), p50 and p99
 * (the worst round), errors and non-2xx answers, and each route's ratio to the public file.
 *
 * Then the mixed run (BENCH_MIXED_SECONDS, default 30): MIXED_CONNECTIONS connections taking equal turns over the
 * routes a visitor mixes (pages, a search, the counter-pick helper, the sitemap, an unknown hero and path), as
 * real traffic does, with each answer's latency kept per route: p50 and p99 overall and per route, errors,
 * timeouts and unexpected answers. Target: p99 at most 500 ms with no error.
 */
import { BROWSER_ACCEPT_ENCODING, CONNECTIONS, LANGUAGE_TWINS, formatBytes, measure, PAGES, type Route, type Sample, signedHeaders, summarise, startGuide } from './bench/guide'
import { mixedRoutes, mixedRun, MIXED_P99_TARGET_MS, MIXED_SECONDS, printMixed } from './bench-mixed'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

const ROUTES: Route[] = [
  { name: 'a file in public/', path: '/heroes/roles/duelist.webp', kind: 'file' },
  { name: 'unknown /api path (constant 404)', path: '/api/no-such-call', kind: 'constant' },
  { name: '/api/heroes (signed)', path: '/api/heroes', kind: 'api', signed: true },
  { name: '/api/maps/royal-palace/markers (signed)', path: '/api/maps/royal-palace/markers', kind: 'api', signed: true },
  ...PAGES,
  ...LANGUAGE_TWINS,
]

async function main() {
  const given = process.argv[2]
  const guide = given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : await startGuide()
  console.log(`[bench] ${guide.url}: ${ROUNDS} interleaved rounds of ${SECONDS} s per route at ${CONNECTIONS} connections`)
  try {
    // Warm-up: every page rendered into the cache and every read cached before anything is timed.
    for (const route of ROUTES) {
      for (let i = 0; i < 3; i++) await fetch(`${guide.url}${route.path}`, { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING, ...(route.signed ? signedHeaders(route.path) : {}) } }).then((r) => r.arrayBuffer())
    }
    for (const route of ROUTES) await measure(guide.url, route, 1)

    const samples = new Map<string, Sample[]>(ROUTES.map((route) => [route.name, []]))
    for (let round = 1; round <= ROUNDS; round++) {
      for (const route of ROUTES) samples.get(route.name)!.push(await measure(guide.url, route, SECONDS))
      console.log(`[bench] round ${round}/${ROUNDS} done`)
    }

    const summary = ROUTES.map((route) => ({ route, ...summarise(samples.get(route.name)!) }))
    const file = summary.find((row) => row.route.kind === 'file')!.rps
    const constant = summary.find((row) => row.route.kind === 'constant')!.rps
    console.log('\n| What answered | req/s | Ratio to the public file | p50 | p99 | bytes per request | errors |')
    console.log('|---|---|---|---|---|---|---|')
    for (const row of summary) {
      console.log(`| ${row.route.name} | ${Math.round(row.rps).toLocaleString('en')} | ${(row.rps / file).toFixed(2)} | ${row.p50} ms | ${row.p99} ms | ${formatBytes(row.bytes)} | ${row.errors} |`)
    }

    const misses: string[] = []
    for (const row of summary) {
      if (row.errors) misses.push(`${row.route.name}: ${row.errors} errors`)
      if (row.route.kind === 'page' && row.rps < 0.25 * file) misses.push(`${row.route.name}: ${(row.rps / file).toFixed(2)}× the public file (target 0.25×)`)
      if (row.route.kind === 'page' && row.p99 > 100) misses.push(`${row.route.name}: p99 ${row.p99} ms (target 100 ms)`)
      if (row.route.kind === 'api' && row.rps < 0.9 * constant) misses.push(`${row.route.name}: ${(row.rps / constant).toFixed(2)}× the constant route (target 0.9×)`)
    }
    // Each page in Spanish or Portuguese against its English twin, measured in the same rounds.
    console.log('\n| Page in another language | its English twin | Ratio |')
    console.log('|---|---|---|')
    for (const { name, twin } of LANGUAGE_TWINS) {
      const ratio = summary.find((row) => row.route.name === name)!.rps / summary.find((row) => row.route.name === twin)!.rps
      console.log(`| ${name} | ${twin} | ${ratio.toFixed(2)} |`)
      if (ratio < 0.9) misses.push(`${name}: ${ratio.toFixed(2)}× its English twin (target 0.9×)`)
    }
    const routes = await mixedRoutes(guide.url)
    for (let i = 0; i < 2; i++) for (const route of routes) await fetch(`${guide.url}${route.path}`, { redirect: 'manual' }).then((r) => r.arrayBuffer())
    await mixedRun(guide.url, routes, 3) // warm-up
    const mixed = await mixedRun(guide.url, routes, MIXED_SECONDS)
    printMixed(`Mixed routes for ${MIXED_SECONDS} s`, mixed)
    if (mixed.p99 > MIXED_P99_TARGET_MS) misses.push(`mixed routes: p99 ${mixed.p99} ms (target ${MIXED_P99_TARGET_MS} ms)`)
    const failed = mixed.errors + mixed.timeouts + mixed.unexpected
    if (failed) misses.push(`mixed routes: ${mixed.errors} errors, ${mixed.timeouts} timeouts, ${mixed.unexpected} unexpected answers`)

    console.log(misses.length ? `\nTargets missed:\n- ${misses.join('\n- ')}` : '\nEvery target met.')
  } finally {
    await guide.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`[bench] ${error.message}`)
    process.exit(1)
  },
)
