/**
 * `npm run bench:map [-- URL]`: a crowded map section in a real Chromium (issue "Maps in the words players use",
 * 7). It adds a section to Royal Palace with 1,000 markers, 200 callouts and 50 routes, opens its map guide at phone and
 * desktop width (BENCH_MAP_RUNS times each, a fresh page every time), and reports how long the map takes to
 * open: from the navigation's start until the map is live with its marker clusters, callout names and routes drawn.
 * Then it pans and zooms the map and counts page errors. Target: open within 1 s, no error. The section and
 * everything on it are removed afterwards, also when a step fails.
 *
 * With no URL it starts the built guide on a free port with its own database (.data/bench), as `npm run bench`.
 */
import { chromium, type Page } from '@playwright/test'

import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../src/seed/steps/staff'

import { CROWD, crowdCallouts, crowdMarkers, crowdRoutes } from '../tests/support/crowd'

import { CHROMIUM_FLAGS } from './bench/chromium'
import { type Guide, startGuide } from './bench/guide'

const { markers: MARKERS, callouts: CALLOUTS, routes: ROUTES } = CROWD
const OPEN_TARGET_MS = 1_000
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 3)
const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]

type Cms = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>

async function signIn(url: string): Promise<Cms> {
  const login = await fetch(`${url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
  })
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  return async (method, path, body) => {
    const response = await fetch(`${url}/cms-api${path}`, {
      method,
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
}

type Crowd = { path: string; remove: () => Promise<void> }

/** A new section of Royal Palace on the Throne Room's image, with the markers, callouts and routes. */
async function addCrowd(cms: Cms): Promise<Crowd> {
  const stamp = Date.now().toString(36)
  const throne = (await cms<{ docs: { map: number; mapImage: number }[] }>('GET', '/map-sections?where[slug][equals]=throne-room&depth=0&limit=1')).body.docs[0]
  const icons = (await cms<{ docs: { slug: string }[] }>('GET', '/marker-icons?depth=0&limit=100')).body.docs.map((icon) => icon.slug)
  const created = await cms<{ doc: { id: number; slug: string } }>('POST', '/map-sections', {
    name: `Crowd ${stamp}`,
    map: throne.map,
    order: 900,
    mapImage: throne.mapImage,
  })
  if (created.status !== 201) throw new Error(`The section was not created: ${created.status} ${JSON.stringify(created.body)}`)
  const section = created.body.doc
  const remove = async () => {
    await cms('DELETE', `/map-callouts?where[section][equals]=${section.id}`)
    await cms('DELETE', `/map-markers?where[section][equals]=${section.id}`)
    await cms('DELETE', `/map-routes?where[section][equals]=${section.id}`)
    await cms('DELETE', `/map-sections/${section.id}`)
  }
  try {
    const imported = await cms('POST', '/map-markers/import', { section: section.id, format: 'json', content: JSON.stringify(crowdMarkers(icons)) })
    if (imported.status !== 201) throw new Error(`The markers were not imported: ${imported.status} ${JSON.stringify(imported.body).slice(0, 400)}`)
    const callouts = await cms('POST', '/map-callouts/import', { section: section.id, format: 'json', content: JSON.stringify(crowdCallouts(stamp)) })
    if (callouts.status !== 201) throw new Error(`The callouts were not imported: ${callouts.status} ${JSON.stringify(callouts.body).slice(0, 400)}`)
    const routes = await cms('POST', '/map-routes/import', { section: section.id, format: 'json', content: JSON.stringify(crowdRoutes(stamp)) })
    if (routes.status !== 201) throw new Error(`The routes were not imported: ${routes.status} ${JSON.stringify(routes.body).slice(0, 400)}`)
  } catch (error) {
    await remove()
    throw error
  }
  return { path: `/maps/yggsgard/royal-palace/${section.slug}`, remove }
}

/** Milliseconds from the navigation's start until the map is live with clusters, callout names and routes drawn. */
async function openTime(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' })
  const stage = page.getByTestId('map-stage')
  await stage.waitFor()
  // A string, not a function: tsx would name the function's inner arrows with a helper the page does not have.
  return page.evaluate(`new Promise((resolve, reject) => {
    const deadline = performance.now() + 30000
    const check = () => {
      const stage = document.querySelector('[data-testid="map-stage"]')
      const drawn = stage && stage.querySelector('.leaflet-marker-pane .leaflet-marker-icon') && stage.querySelector('[data-callout]') && stage.querySelector('[data-route]')
      if (drawn) resolve(performance.now())
      else if (performance.now() > deadline) reject(new Error('The map did not open within 30 s.'))
      else requestAnimationFrame(check)
    }
    check()
  })`) as Promise<number>
}

/** Drags the map about and zooms in and out, as a player looking around would. */
async function panAndZoom(page: Page) {
  const box = (await page.getByTestId('map-stage').boundingBox())!
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await page.mouse.click(middle.x, middle.y)
  for (const [dx, dy] of [
    [120, 0],
    [-240, 60],
    [120, -120],
    [0, 60],
  ]) {
    await page.mouse.move(middle.x, middle.y)
    await page.mouse.down()
    await page.mouse.move(middle.x + dx, middle.y + dy, { steps: 8 })
    await page.mouse.up()
  }
  for (const name of ['Zoom in', 'Zoom in', 'Zoom out']) await page.getByRole('button', { name }).click()
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function main() {
  const given = process.argv[2]
  const guide: Guide = given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : await startGuide()
  const cms = await signIn(guide.url)
  console.log(`[bench] adding a section with ${MARKERS.toLocaleString('en')} markers, ${CALLOUTS} callouts and ${ROUTES} routes ...`)
  const crowd = await addCrowd(cms)
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  const misses: string[] = []
  try {
    console.log(`\n${guide.url}${crowd.path}: ${MARKERS.toLocaleString('en')} markers, ${CALLOUTS} callouts, ${ROUTES} routes, ${RUNS} runs per width\n`)
    console.log('| Width | open, median | open, slowest | page errors while panning and zooming |')
    console.log('|---|---|---|---|')
    for (const viewport of VIEWPORTS) {
      const times: number[] = []
      let errors = 0
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport })
        const page = await context.newPage()
        const problems: string[] = []
        page.on('pageerror', (error) => problems.push(error.message))
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text())
        })
        times.push(await openTime(page, `${guide.url}${crowd.path}`))
        await panAndZoom(page)
        errors += problems.length
        for (const problem of problems) console.warn(`[bench] ${viewport.width} px: ${problem}`)
        await context.close()
      }
      const slowest = Math.max(...times)
      console.log(`| ${viewport.width} px | ${Math.round(median(times))} ms | ${Math.round(slowest)} ms | ${errors} |`)
      if (slowest > OPEN_TARGET_MS) misses.push(`${viewport.width} px: opened in ${Math.round(slowest)} ms (target ${OPEN_TARGET_MS} ms)`)
      if (errors) misses.push(`${viewport.width} px: ${errors} page errors`)
    }
  } finally {
    await browser.close()
    await crowd.remove()
    await guide.stop()
  }
  console.log(misses.length ? `\nMissed: ${misses.join('; ')}` : '\nEvery target met.')
}

await main()
