/**
 * `npm run lighthouse [-- <url>]`: Lighthouse (the npm package, its mobile defaults) in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium) on the routes of the benchmark (a section of each of the four written
 * map guides among them), against a running guide (default http://localhost:3000). Prints the four scores with
 * LCP, TBT, CLS and the bytes of each page, and the audits that cost a category its 100.
 *
 * LIGHTHOUSE_ROUTES=/heroes/hulk,/maps measures only the routes named (by path), LIGHTHOUSE_RUNS=3 each of them
 * that many times in a row: the scores swing between runs.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

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
] as const

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const

async function main() {
  const base = (process.argv[2] ?? process.env.GUIDE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean)
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))
  const routes = ROUTES.filter(([, route]) => !only || only.includes(route)).flatMap((entry) => Array.from({ length: runs }, () => entry))
  if (routes.length === 0) throw new Error(`LIGHTHOUSE_ROUTES names none of: ${ROUTES.map(([, route]) => route).join(', ')}`)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const rows: string[] = []
  const misses: string[] = []
  try {
    for (const [name, route] of routes) {
      // Once unmeasured, so the page is in the guide's cache, as visitors find it.
      await fetch(`${base}${route}`).then((r) => r.arrayBuffer())
      const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!result) throw new Error(`Lighthouse gave no result for ${route}`)
      const { categories, audits, runtimeError } = result.lhr
      // A failed run scores 0 everywhere; say that it failed rather than print zeros as if they were measured.
      if (runtimeError) {
        rows.push(`| ${name} | no score: Lighthouse failed (${runtimeError.code}) | | | | | | | |`)
        misses.push(`${name}: no score (${runtimeError.code}: ${runtimeError.message})`)
        continue
      }
      const score = (id: keyof typeof TARGETS) => Math.round((categories[id]?.score ?? 0) * 100)
      const lcp = audits['largest-contentful-paint'].numericValue ?? 0
      const tbt = audits['total-blocking-time'].numericValue ?? 0
      const cls = audits['cumulative-layout-shift'].numericValue ?? 0
      const bytes = audits['total-byte-weight'].numericValue ?? 0
      rows.push(
        `| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
          `${(lcp / 1000).toFixed(1)} s | ${Math.round(tbt)} ms | ${cls.toFixed(3)} | ${Math.round(bytes / 1024).toLocaleString('en')} KB |`,
      )
      for (const id of Object.keys(TARGETS) as (keyof typeof TARGETS)[]) {
        if (score(id) >= TARGETS[id]) continue
        // Below 100 outside performance: name the failed audits, so the miss can be found.
        const failed =
          id === 'performance'
            ? []
            : (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id)
        misses.push(`${name}: ${id} ${score(id)} (target ${TARGETS[id]})${failed.length ? `: ${failed.join(', ')}` : ''}`)
      }
      if (cls >= 0.05) misses.push(`${name}: CLS ${cls.toFixed(3)} (target < 0.05)`)
      if (route.startsWith('/maps/') && lcp >= 2500) misses.push(`${name}: LCP ${(lcp / 1000).toFixed(1)} s (target < 2.5 s)`)
      console.log(`[lighthouse] ${name} done`)
    }
  } finally {
    await chrome.kill()
  }
  console.log('\n| Route | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | Bytes |')
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const row of rows) console.log(row)
  console.log(misses.length ? `\nTargets missed:\n- ${misses.join('\n- ')}` : '\nEvery target met.')
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`[lighthouse] ${error.message}`)
    process.exit(1)
  },
)
