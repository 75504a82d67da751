/**
 * `npm run bench:map-blocking -- PATH URL [URL]`: how long a map guide blocks a phone's main thread, in a real
 * Chromium at 412 px with the CPU slowed 4× (Lighthouse's mobile factor). Each run opens PATH on a fresh page,
 * waits for the map's first marker and 3 s more, and sums every long task's time over 50 ms (the blocking time
 * that Lighthouse's TBT adds up) in two parts:
 * - until the map wakes up: the framework's start, hydration, the page's own work;
 * - from the map waking up: Leaflet and the viewer (the first script fetched after the load event).
 * With two URLs (before and after a change) the runs take turns, the first of each pair alternating, so a shared
 * machine's drift meets both alike. BENCH_RUNS runs each (default 6); medians are printed.
 * It measures observed tasks, not Lighthouse's simulation: use it to see where blocking time goes, Lighthouse
 * (`npm run lighthouse`) for the score.
 */
import { chromium } from '@playwright/test'

import { CHROMIUM_FLAGS, median } from './bench/chromium'

const RUNS = Number(process.env.BENCH_RUNS ?? 6)
const LONG_TASK_MS = 50

type Sample = { beforeMap: number; fromMap: number; mapTasks: number[] }

const blocking = (tasks: [number, number][]) => Math.round(tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0))

async function measure(browser: import('@playwright/test').Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 })
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const seen: [number, number][] = []
      ;(window as unknown as { longTasks: [number, number][] }).longTasks = seen
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push([entry.startTime, entry.duration]))).observe({ type: 'longtask', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url, { waitUntil: 'load' })
    await page.locator('.leaflet-marker-icon').first().waitFor({ state: 'attached', timeout: 60_000 })
    // Long tasks after the first marker (the rest of the layers) belong to the map too.
    await page.waitForTimeout(3_000)
    const { tasks, wakeUp } = await page.evaluate(() => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType === 'script' && entry.startTime >= loaded)
      return { tasks: (window as unknown as { longTasks: [number, number][] }).longTasks, wakeUp: Math.min(...scripts.map((entry) => entry.startTime)) }
    })
    if (!Number.isFinite(wakeUp)) throw new Error(`${url}: no script was fetched after the load event, so the map's wake-up cannot be told apart`)
    const fromMap = tasks.filter(([start]) => start >= wakeUp)
    return { beforeMap: blocking(tasks.filter(([start]) => start < wakeUp)), fromMap: blocking(fromMap), mapTasks: fromMap.map(([, duration]) => Math.round(duration)) }
  } finally {
    await context.close()
  }
}

async function main() {
  const [path, ...bases] = process.argv.slice(2)
  if (!path?.startsWith('/') || bases.length < 1 || bases.length > 2) throw new Error('Usage: bench:map-blocking -- /maps/LOCATION/MAP/SECTION URL [URL]')
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  const samples: Sample[][] = bases.map(() => [])
  try {
    for (let run = 0; run < RUNS; run++) {
      const order = bases.map((_, index) => index)
      if (run % 2) order.reverse()
      for (const index of order) samples[index].push(await measure(browser, `${bases[index].replace(/\/$/, '')}${path}`))
    }
  } finally {
    await browser.close()
  }
  console.log(`${path}, ${RUNS} runs each, CPU 4× slower, blocking time (ms over ${LONG_TASK_MS} per long task):\n`)
  console.log('| Guide | Until the map wakes (median) | From the map waking (median) | Total (median) | Long tasks from the map waking, per run |')
  console.log('|---|---|---|---|---|')
  bases.forEach((base, index) => {
    const each = samples[index]
    const runs = each.map((sample) => sample.mapTasks.join(', ') || 'none').join(' · ')
    console.log(
      `| ${bases.length > 1 ? 'AB'[index] : ''} ${base} | ${median(each.map((s) => s.beforeMap))} | ${median(each.map((s) => s.fromMap))} | ${median(each.map((s) => s.beforeMap + s.fromMap))} | ${runs} |`,
    )
  })
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`[bench:map-blocking] ${error.message}`)
    process.exit(1)
  },
)
