/**
 * `npm run lighthouse [-- <url> [<url>]]`: Lighthouse (the npm package, its mobile defaults) in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium) on the routes of the benchmark (a section of each of the four written
 * map guides among them), against a running guide (default http://localhost:3000). Prints the four scores with
 * LCP, TBT, CLS and the bytes of each page, the requests its simulated LCP waited for, and the audits that cost a
 * category its 100.
 *
 * LIGHTHOUSE_ROUTES=/heroes/hulk,/maps measures only the routes named (by path, without the query), LIGHTHOUSE_RUNS=3 each of them
 * that many times in a row: the scores swing between runs, so with several the targets are judged on the medians.
 * A run Lighthouse itself fails (NO_NAVSTART now and then) is made again, up to twice.
 * LIGHTHOUSE_THROTTLING=devtools throttles the browser itself (Lighthouse's "applied" throttling) instead of
 * simulating a slow phone from a fast load (Lantern): slower, but the figures are what the throttled page did, with
 * no race between the first paint and the scripts' arrival (docs/benchmarks.md, "Does the worker slow the first visit").
 * Two URLs (before and after a change) compare two guides: each route is measured on both in turns, the
 * first of each pair alternating, and a side-by-side table of the medians follows (A → B).
 * Targets (issue 49): performance ≥ 97 and the other three 100, CLS < 0.05; a map guide section performance ≥ 95,
 * LCP ≤ 2.0 s and TBT ≤ 150 ms; the team builder with a full lineup TBT ≤ 200 ms (issue 46).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'

import { splitLocalePath } from '@/i18n/languages'

import { CHROMIUM_FLAGS, median } from './bench/chromium'

const ROUTES = [
  ['/', '/'],
  ['/news', '/news'],
  ['/basics', '/basics'],
  ['/maps', '/maps'],
  ['map guide section', '/maps/yggsgard/royal-palace/golden-courtyard'],
  ['map guide: Midtown', '/maps/empire-of-eternal-night/midtown/crimson-avenue'],
  ['map guide: Shin-Shibuya', '/maps/tokyo-2099/shin-shibuya/scramble-crossing'],
  ['map guide: Yggdrasill Path', '/maps/yggsgard/yggdrasill-path/rainbow-gate'],
  ['/heroes', '/heroes'],
  ['/heroes/hulk', '/heroes/hulk'],
  // The Spanish twins of the home, a hero guide and a map guide (issue 45: they score as the English ones do).
  ['/es', '/es'],
  ['/es/heroes/hulk', '/es/heroes/hulk'],
  ['map guide section in es', '/es/maps/yggsgard/royal-palace/golden-courtyard'],
  // A full lineup in the address (issue 46): the page is the one cached page, the browser reads the lineup.
  [
    'team builder, full lineup',
    '/team-builder?team=hulk,iron-man,doctor-strange,magik,luna-snow,peni-parker&vs=rocket-raccoon,the-punisher,groot,loki,hela,thor&map=royal-palace.golden-courtyard',
  ],
] as const

const TARGETS = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 } as const
const CATEGORIES = Object.keys(TARGETS) as (keyof typeof TARGETS)[]
/** A map guide (the heaviest screen, issues 27 and 49) has targets of its own for performance, LCP and TBT. */
const MAP_GUIDE = { performance: 95, lcpMs: 2_000, tbtMs: 150 } as const
const TEAM_BUILDER_TBT_MS = 200
const isMapGuide = (route: string) => {
  const path = splitLocalePath(route).path
  return path.split('/').length === 5 && path.startsWith('/maps/')
}

type Run = {
  scores: Record<keyof typeof TARGETS, number>
  lcp: number
  tbt: number
  cls: number
  bytes: number
  failed: Record<string, string[]>
  /** The requests Lighthouse's simulated LCP waited for (lcpRequestsOf), for one run. */
  lcpRequests?: string
}

const row = (name: string, run: Omit<Run, 'failed'>) =>
  `| ${name} | ${run.scores.performance} | ${run.scores.accessibility} | ${run.scores['best-practices']} | ${run.scores.seo} | ` +
  `${(run.lcp / 1000).toFixed(1)} s | ${Math.round(run.tbt)} ms | ${run.cls.toFixed(3)} | ${Math.round(run.bytes / 1024).toLocaleString('en')} KB | ${run.lcpRequests ?? ''} |`

/**
 * The requests in Lighthouse's simulated LCP of the run just made: its simulation (Lantern) replays every request
 * that finished before the page's observed largest paint, scripts among them unless their evaluation began after
 * it, on a slow 4G link. A map guide's LCP swings between runs with how many of the framework's scripts land on
 * the paint's side (docs/benchmarks.md, "Why a map guide's LCP swings"). Read from Lantern's record of its
 * simulations, which each run overwrites.
 */
function lcpRequestsOf(): string | undefined {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('optimisticLargestContentfulPaint')
  if (!timings) return undefined
  const requests = [...timings.keys()].flatMap((node) => (node.type === 'network' ? [node.request] : []))
  const scripts = requests.filter((request) => request.resourceType === 'Script')
  const kb = (list: typeof requests) => Math.round(list.reduce((sum, request) => sum + request.transferSize, 0) / 1024)
  return `${requests.length} requests, ${kb(requests)} KB (${scripts.length} scripts, ${kb(scripts)} KB)`
}

/** A run Lighthouse itself fails (no score) is measured again, this many times, before it counts as failed. */
const RETRIES = 2

/**
 * One Lighthouse run, with the requests its simulated LCP waited for (read at once: the next run overwrites them).
 * Now and then Lighthouse finds no navigation start in its own trace (NO_NAVSTART) on a page that loaded normally:
 * a fault of the instrument, not of the page, so that run is made again.
 */
async function measure(url: string, port: number) {
  const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate'
  for (let attempt = 0; ; attempt++) {
    Lantern.Simulation.Simulator.allNodeTimings.clear()
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', throttlingMethod })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const error = result.lhr.runtimeError
    // Applied throttling simulates nothing, so there is no simulated LCP to explain.
    if (!error || attempt >= RETRIES) return { lhr: result.lhr, lcpRequests: throttlingMethod === 'simulate' ? lcpRequestsOf() : undefined }
    console.log(`[lighthouse] ${url}: ${error.code}, measuring again`)
  }
}

/** One successful Lighthouse result as the table's figures, with the audits that cost a category its 100. */
function runOf(lhr: Result, lcpRequests: string | undefined): Run {
  const { categories, audits } = lhr
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Run['scores'],
    lcp: audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: audits['total-blocking-time'].numericValue ?? 0,
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    bytes: audits['total-byte-weight'].numericValue ?? 0,
    lcpRequests,
    // Below 100 outside performance: the failed audits, so a miss can be found.
    failed: Object.fromEntries(
      CATEGORIES.filter((id) => id !== 'performance').map((id) => [
        id,
        (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
      ]),
    ),
  }
}

/** Each figure's median over a route's runs: the scores swing between runs, so the targets are judged on these. */
const typicalOf = (measured: Run[]): Omit<Run, 'failed'> => ({
  scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(measured.map((run) => run.scores[id]))])) as Run['scores'],
  lcp: median(measured.map((run) => run.lcp)),
  tbt: median(measured.map((run) => run.tbt)),
  cls: median(measured.map((run) => run.cls)),
  bytes: median(measured.map((run) => run.bytes)),
})

/** The targets a route's typical figures miss, each with the audits that failed in any of its runs. */
function missesOf(name: string, route: string, measured: Run[], typical: Omit<Run, 'failed'>): string[] {
  const misses: string[] = []
  const mapGuide = isMapGuide(route)
  for (const id of CATEGORIES) {
    const target = id === 'performance' && mapGuide ? MAP_GUIDE.performance : TARGETS[id]
    if (typical.scores[id] >= target) continue
    const failed = [...new Set(measured.flatMap((run) => run.failed[id] ?? []))]
    misses.push(`${name}: ${id} ${typical.scores[id]} (target ${target})${failed.length ? `: ${failed.join(', ')}` : ''}`)
  }
  if (typical.cls >= 0.05) misses.push(`${name}: CLS ${typical.cls.toFixed(3)} (target < 0.05)`)
  if (mapGuide && typical.lcp > MAP_GUIDE.lcpMs) misses.push(`${name}: LCP ${(typical.lcp / 1000).toFixed(2)} s (target ≤ ${MAP_GUIDE.lcpMs / 1000} s)`)
  if (mapGuide && typical.tbt > MAP_GUIDE.tbtMs) misses.push(`${name}: TBT ${Math.round(typical.tbt)} ms (target ≤ ${MAP_GUIDE.tbtMs} ms)`)
  // The team builder has a TBT target of its own (issue 46), with the guide's usual performance target.
  if (route.startsWith('/team-builder') && typical.tbt > TEAM_BUILDER_TBT_MS) misses.push(`${name}: TBT ${Math.round(typical.tbt)} ms (target ≤ ${TEAM_BUILDER_TBT_MS} ms)`)
  return misses
}

/** "A → B" for one figure of the side-by-side table. */
const change = (before: number, after: number, format: (value: number) => string) => `${format(before)} → ${format(after)}`

async function main() {
  // One guide, or two to compare (before and after a change): then every route is measured on both in turns.
  const given = process.argv.slice(2)
  if (given.length > 2) throw new Error('Give one guide to measure, or two to compare side by side.')
  const bases = (given.length ? given : [process.env.GUIDE_URL ?? 'http://localhost:3000']).map((url) => url.replace(/\/$/, ''))
  const label = (index: number) => (bases.length === 1 ? '' : ` (${'AB'[index]})`)
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean)
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))
  // A route with a query (the team builder's lineup holds commas) is named by its path alone.
  const routes = ROUTES.filter(([, route]) => !only || only.includes(route) || only.includes(route.split('?')[0]))
  if (routes.length === 0) throw new Error(`LIGHTHOUSE_ROUTES names none of: ${ROUTES.map(([, route]) => route).join(', ')}`)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  const rows: string[] = []
  const misses: string[] = []
  const sideBySide: string[] = []
  try {
    for (const [name, route] of routes) {
      // Once unmeasured, so the page is in the guide's cache, as visitors find it.
      for (const base of bases) await fetch(`${base}${route}`).then((r) => r.arrayBuffer())
      const measured: Run[][] = bases.map(() => [])
      for (let attempt = 0; attempt < runs; attempt++) {
        // Two guides take turns, and each pair of runs swaps which goes first: on a shared machine the load
        // drifts, and neither build should always meet it in the same state.
        const order = bases.map((_, index) => index)
        if (attempt % 2) order.reverse()
        for (const index of order) {
          const { lhr, lcpRequests } = await measure(`${bases[index]}${route}`, chrome.port)
          // A failed run scores 0 everywhere; say that it failed rather than print zeros as if they were measured.
          if (lhr.runtimeError) {
            const { code, message } = lhr.runtimeError
            rows.push(`| ${name}${label(index)} | no score: Lighthouse failed (${code}) | | | | | | | | |`)
            misses.push(`${name}${label(index)}: no score (${code}: ${message})`)
            continue
          }
          const run = runOf(lhr, lcpRequests)
          measured[index].push(run)
          rows.push(row(`${name}${label(index)}`, run))
        }
      }
      const typical = measured.map((each) => (each.length ? typicalOf(each) : null))
      typical.forEach((figures, index) => {
        if (!figures) return
        if (measured[index].length > 1) rows.push(row(`**${name}${label(index)}, median of ${measured[index].length}**`, figures))
        misses.push(...missesOf(`${name}${label(index)}`, route, measured[index], figures))
      })
      const [a, b] = typical
      if (a && b) {
        sideBySide.push(
          `| ${name} | ${change(a.scores.performance, b.scores.performance, String)} | ${change(a.lcp, b.lcp, (ms) => `${(ms / 1000).toFixed(2)} s`)} | ` +
            `${change(a.tbt, b.tbt, (ms) => `${Math.round(ms)} ms`)} | ${change(a.cls, b.cls, (cls) => cls.toFixed(3))} | ` +
            `${change(a.bytes, b.bytes, (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`)} |`,
        )
      }
      console.log(`[lighthouse] ${name} done`)
    }
  } finally {
    await chrome.kill()
  }
  if (bases.length > 1) console.log(`\nA: ${bases[0]}\nB: ${bases[1]}`)
  console.log('\n| Route | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | Bytes | What the simulated LCP waited for |')
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const line of rows) console.log(line)
  if (sideBySide.length) {
    console.log(`\nSide by side, medians${runs > 1 ? ` of ${runs} runs each` : ''}, A → B:\n`)
    console.log('| Route | Perf | LCP | TBT | CLS | Bytes |')
    console.log('|---|---|---|---|---|---|')
    for (const line of sideBySide) console.log(line)
  }
  console.log(misses.length ? `\nTargets missed:\n- ${misses.join('\n- ')}` : '\nEvery target met.')
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`[lighthouse] ${error.message}`)
    process.exit(1)
  },
)
