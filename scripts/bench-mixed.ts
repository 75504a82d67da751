/**
 * The mixed-route load run of `npm run bench`: MIXED_CONNECTIONS connections taking equal turns over the routes a
 * visitor mixes (pages, a search, the counter-pick helper, the sitemap, an unknown hero and an unknown path),
 * each answer's latency kept per route, so the table says which routes make the tail.
 *
 * Run by itself it compares running guides side by side, in alternating rounds so machine drift hits each alike:
 *   tsx scripts/bench-mixed.ts http://127.0.0.1:4101 http://127.0.0.1:4102
 * (BENCH_MIXED_SECONDS per round, BENCH_MIXED_ROUNDS rounds, default 2.)
 */
import http from 'node:http'
import { pathToFileURL } from 'node:url'

export const MIXED_CONNECTIONS = 100
export const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30)
export const MIXED_P99_TARGET_MS = 500
/** An answer slower than this counts as a timeout. */
const MIXED_TIMEOUT_MS = 10_000

type MixedRoute = { path: string; expect: number[] }

/** The mixed run's routes; `{news}` is filled with a news entry of the running guide. */
const MIXED: MixedRoute[] = [
  { path: '/', expect: [200] },
  { path: '/news', expect: [200] },
  { path: '{news}', expect: [200] },
  { path: '/basics', expect: [200] },
  { path: '/maps', expect: [200] },
  { path: '/maps/yggsgard', expect: [200] },
  { path: '/maps/yggsgard/royal-palace/golden-courtyard', expect: [200] },
  { path: '/heroes', expect: [200] },
  { path: '/heroes/hulk', expect: [200] },
  { path: '/heroes/magik', expect: [200] },
  { path: '/heroes/counters', expect: [200] },
  { path: '/search?q=hulk', expect: [200] },
  { path: '/terms', expect: [200] },
  { path: '/sitemap.xml', expect: [200] },
  { path: '/heroes/no-such-hero', expect: [404] },
  { path: '/no-such-page', expect: [307, 308] },
]

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0)

export type MixedResult = { total: number; p50: number; p99: number; errors: number; timeouts: number; unexpected: number; rps: number; routes: { path: string; count: number; p50: number; p99: number; max: number; bad: number }[] }

/** One GET on a kept-alive socket; resolves with the status, or 0 on a socket error or a timeout. */
function timedGet(agent: http.Agent, base: URL, path: string): Promise<{ status: number; ms: number; timedOut: boolean }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.get({ host: base.hostname, port: base.port, path, agent }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, timedOut: false }))
      response.on('error', () => resolve({ status: 0, ms: performance.now() - started, timedOut: false }))
    })
    request.setTimeout(MIXED_TIMEOUT_MS, () => {
      request.destroy()
      resolve({ status: 0, ms: performance.now() - started, timedOut: true })
    })
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, timedOut: false }))
  })
}

/** MIXED_CONNECTIONS loops, each asking the next route in one shared rotation, for `seconds`. */
export async function mixedRun(url: string, routes: MixedRoute[], seconds: number): Promise<MixedResult> {
  const base = new URL(url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: MIXED_CONNECTIONS })
  const latencies = routes.map(() => [] as number[])
  const bad = routes.map(() => 0)
  let errors = 0
  let timeouts = 0
  let unexpected = 0
  let turn = 0
  const until = Date.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: MIXED_CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const index = turn++ % routes.length
        const { status, ms, timedOut } = await timedGet(agent, base, routes[index].path)
        latencies[index].push(ms)
        if (timedOut) timeouts++
        else if (status === 0) errors++
        else if (!routes[index].expect.includes(status)) unexpected++
        if (timedOut || status === 0 || !routes[index].expect.includes(status)) bad[index]++
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  const all = latencies.flat().sort((a, b) => a - b)
  return {
    total: all.length,
    rps: all.length / elapsed,
    p50: Math.round(percentile(all, 50)),
    p99: Math.round(percentile(all, 99)),
    errors,
    timeouts,
    unexpected,
    routes: routes.map((route, i) => {
      const sorted = latencies[i].sort((a, b) => a - b)
      return { path: route.path, count: sorted.length, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), max: Math.round(sorted.at(-1) ?? 0), bad: bad[i] }
    }),
  }
}

/** The mixed routes with a real news entry (the newest on /news). */
export async function mixedRoutes(url: string): Promise<MixedRoute[]> {
  const html = await (await fetch(`${url}/news`)).text()
  const entry = html.match(/href="(\/news\/[a-z0-9-]+)"/)?.[1]
  if (!entry) throw new Error('No news entry is linked from /news.')
  return MIXED.map((route) => (route.path === '{news}' ? { ...route, path: entry } : route))
}

export function printMixed(label: string, result: MixedResult) {
  console.log(`\n${label}: ${MIXED_CONNECTIONS} connections, equal turns over ${result.routes.length} routes`)
  console.log(`${result.total.toLocaleString('en')} requests (${Math.round(result.rps)} req/s): p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors, ${result.timeouts} timeouts, ${result.unexpected} unexpected answers`)
  console.log('\n| Route | answers | p50 | p99 | max | bad |')
  console.log('|---|---|---|---|---|---|')
  for (const row of [...result.routes].sort((a, b) => b.p99 - a.p99)) console.log(`| ${row.path} | ${row.count} | ${row.p50} ms | ${row.p99} ms | ${row.max} ms | ${row.bad} |`)
}


/** Merges rounds: latencies are not kept, so p50 and p99 are the worst round's, counts are summed. */
function worstOf(results: MixedResult[]): MixedResult {
  return {
    total: results.reduce((sum, r) => sum + r.total, 0),
    rps: results.reduce((sum, r) => sum + r.rps, 0) / results.length,
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    unexpected: results.reduce((sum, r) => sum + r.unexpected, 0),
    routes: results[0].routes.map((row, i) => ({
      path: row.path,
      count: results.reduce((sum, r) => sum + r.routes[i].count, 0),
      p50: Math.max(...results.map((r) => r.routes[i].p50)),
      p99: Math.max(...results.map((r) => r.routes[i].p99)),
      max: Math.max(...results.map((r) => r.routes[i].max)),
      bad: results.reduce((sum, r) => sum + r.routes[i].bad, 0),
    })),
  }
}

async function compare(urls: string[]) {
  const rounds = Number(process.env.BENCH_MIXED_ROUNDS ?? 2)
  const routes = await Promise.all(urls.map((url) => mixedRoutes(url)))
  for (const [i, url] of urls.entries()) {
    for (let n = 0; n < 2; n++) for (const route of routes[i]) await fetch(`${url}${route.path}`, { redirect: 'manual' }).then((r) => r.arrayBuffer())
    await mixedRun(url, routes[i], 3)
  }
  const results = urls.map(() => [] as MixedResult[])
  for (let round = 1; round <= rounds; round++) {
    for (const [i, url] of urls.entries()) results[i].push(await mixedRun(url, routes[i], MIXED_SECONDS))
    console.log(`[bench] round ${round}/${rounds} done`)
  }
  for (const [i, url] of urls.entries()) printMixed(`${url}, worst of ${rounds} rounds of ${MIXED_SECONDS} s`, worstOf(results[i]))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  compare(process.argv.slice(2).map((url) => url.replace(/\/$/, ''))).then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`[bench] ${error.message}`)
      process.exit(1)
    },
  )
}
