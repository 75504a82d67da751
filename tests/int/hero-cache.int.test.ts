/**
 * Per-document cache tags against the real app (tests/int/global-setup.ts): an edit to a hero, to one of its
 * abilities or to a file it shows expires the pages that show it and leaves every other page a cache hit. Which
 * pages show hulk is read from the data here, as the hooks do (src/cache/shown-pages.ts). Also counts the
 * cache entries one edit makes the guide write again, over a crawl of every page in the sitemap.
 */
import fs from 'node:fs'
import path from 'node:path'

import pLimit from 'p-limit'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { cmsRestWith, type CmsRestCall, signInAdmin } from '../support/app-admin'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')
const stamp = Date.now().toString(36)
let cmsRest: CmsRestCall
let hulk: { id: number; nickname: string }

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(new URL(pathname, base), { redirect: 'manual', headers })
const cacheState = async (pathname: string) => {
  const response = await get(pathname)
  await response.arrayBuffer()
  return response.headers.get('x-nextjs-cache')
}

/** A page served from the cache as it is, or one never cached (rendered per request: no x-nextjs-cache). */
const settled = (state: string | null) => state === 'HIT' || state === null

/** Asks for a page until the cache serves it (a render on the first visit, stored, then a hit). */
async function untilCached(pathname: string, limitMs = 20_000) {
  const start = Date.now()
  while (Date.now() - start < limitMs) {
    if (settled(await cacheState(pathname))) return
  }
  throw new Error(`${pathname} was never served from the cache`)
}

/** Polls a page until it shows `text`; true once it does. */
async function shows(pathname: string, text: string, limitMs = 5000, headers: Record<string, string> = {}) {
  const start = Date.now()
  while (Date.now() - start < limitMs) {
    if ((await (await get(pathname, headers)).text()).includes(text)) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

/** The pages that do not show hulk: an edit to him must leave them in the cache. */
const UNRELATED = ['/heroes/magik', '/maps']

/** /news also lives 30 s by the clock, so past that it is STALE (served from the cache while it renders anew). */
async function expectStillCached(pathname: string) {
  expect([pathname, await cacheState(pathname)]).toEqual([pathname, 'HIT'])
}
async function expectNewsStillCached() {
  expect(['HIT', 'STALE']).toContain(await cacheState('/news'))
}

type Ref = number | { id: number; slug?: string }
const idOf = (ref: Ref) => (typeof ref === 'object' ? ref.id : ref)

/** A guide that shows hulk's tile: a hero whose counters, countered-by or synergies name him, or a team-up mate. */
async function guideShowingHulk(): Promise<string> {
  const details = await cmsRest('GET', `/hero-details?where[or][0][counters][in]=${hulk.id}&where[or][1][counteredBy][in]=${hulk.id}&where[or][2][synergies][in]=${hulk.id}&depth=1&limit=100`)
  const slugs = (details.body.docs as { hero: { slug: string } }[]).map((doc) => doc.hero.slug).filter((slug) => slug !== 'hulk')
  expect(slugs.length).toBeGreaterThan(0)
  return `/heroes/${slugs[0]}`
}

/** A map guide that lists hulk among its heroes, by its address. */
async function mapGuideListingHulk(): Promise<string> {
  const rows = await cmsRest('GET', `/map-heroes?where[hero][equals]=${hulk.id}&depth=2&limit=1`)
  const map = rows.body.docs[0]?.map as { slug: string; location: { slug: string } } | undefined
  expect(map).toBeDefined()
  return `/maps/${map!.location.slug}/${map!.slug}`
}

beforeAll(async () => {
  cmsRest = cmsRestWith(base, await signInAdmin(base))
  hulk = (await cmsRest('GET', '/heroes?where[slug][equals]=hulk&depth=0&limit=1')).body.docs[0]
  expect(hulk).toBeDefined()
})

describe('an edit expires only the pages that show what changed', () => {
  it('hulk renamed: his guide, the roster, the counter-pick helper, a guide with his tile and a map listing him are fresh; magik, /news and /maps stay cached', async () => {
    const [tileGuide, mapGuide] = await Promise.all([guideShowingHulk(), mapGuideListingHulk()])
    const showing = ['/heroes/hulk', '/heroes', '/heroes/counters', tileGuide, mapGuide]
    for (const pathname of [...UNRELATED, '/news', ...showing]) await untilCached(pathname)

    const nickname = `Hulk ${stamp}`
    expect((await cmsRest('PATCH', `/heroes/${hulk.id}`, { nickname, _status: 'published' })).status).toBe(200)
    try {
      expect(await shows('/heroes/hulk', nickname)).toBe(true)
      for (const pathname of UNRELATED) await expectStillCached(pathname)
      await expectNewsStillCached()
      for (const pathname of showing) expect([pathname, await shows(pathname, nickname)]).toEqual([pathname, true])
    } finally {
      await cmsRest('PATCH', `/heroes/${hulk.id}`, { nickname: hulk.nickname, _status: 'published' })
    }
  })

  it('one of hulk’s abilities: his guide and /api answer are fresh; magik, the roster, /news and /maps stay cached', async () => {
    const { docs } = (await cmsRest('GET', `/hero-abilities?where[hero][equals]=${hulk.id}&depth=0&limit=1`)).body
    const ability = docs[0] as { id: number; description: string }
    const stayCached = [...UNRELATED, '/heroes']
    for (const pathname of [...stayCached, '/news', '/heroes/hulk']) await untilCached(pathname)

    const description = `Smashes harder ${stamp}`
    expect((await cmsRest('PATCH', `/hero-abilities/${ability.id}`, { description, _status: 'published' })).status).toBe(200)
    try {
      expect(await shows('/heroes/hulk', description)).toBe(true)
      expect(await shows('/api/heroes/hulk/abilities', description, 5000, signedHeaders('/api/heroes/hulk/abilities', { fingerprint: 'hero-cache' }))).toBe(true)
      for (const pathname of stayCached) await expectStillCached(pathname)
      await expectNewsStillCached()
    } finally {
      await cmsRest('PATCH', `/hero-abilities/${ability.id}`, { description: ability.description, _status: 'published' })
    }
  })

  it('a file on hulk’s guide: the guide shows its new text; magik, the roster, /news and /maps stay cached', async () => {
    // A file only hulk's guide shows: an ability's picture, or else his stats card.
    const abilities = (await cmsRest('GET', `/hero-abilities?where[hero][equals]=${hulk.id}&where[image][exists]=true&depth=0&limit=1`)).body.docs as { image: Ref }[]
    const hero = (await cmsRest('GET', `/heroes/${hulk.id}?depth=0`)).body as { statsImage?: Ref | null }
    const fileRef = abilities[0]?.image ?? hero.statsImage
    expect(fileRef).toBeTruthy()
    const file = (await cmsRest('GET', `/media/${idOf(fileRef!)}?depth=0`)).body as { id: number; alt: string }
    const stayCached = [...UNRELATED, '/heroes']
    for (const pathname of [...stayCached, '/news', '/heroes/hulk']) await untilCached(pathname)

    const alt = `Hulk mid-leap ${stamp}`
    expect((await cmsRest('PATCH', `/media/${file.id}`, { alt })).status).toBe(200)
    try {
      expect(await shows('/heroes/hulk', alt)).toBe(true)
      for (const pathname of stayCached) await expectStillCached(pathname)
      await expectNewsStillCached()
    } finally {
      await cmsRest('PATCH', `/media/${file.id}`, { alt: file.alt })
    }
  })
})

/** The entries the app has written so far (src/cache/cache-handler.mjs logs one line per entry). */
const writeLog = () => path.join(inject('dataDir'), 'cache-writes.log')
const writtenSince = (offset: number) => fs.readFileSync(writeLog()).subarray(offset).toString('utf8').split('\n').filter(Boolean)

/** Every page the sitemap names, by path. */
async function sitemapPages(): Promise<string[]> {
  const xml = await (await get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
}

/** Asks for every page until each is served from the cache (a second pass that is all hits). */
async function crawlUntilCached(pages: string[]) {
  const limit = pLimit(4)
  for (let pass = 0; pass < 10; pass++) {
    const states = await Promise.all(pages.map((pathname) => limit(() => cacheState(pathname))))
    if (states.every(settled)) return
  }
  throw new Error('some pages were never served from the cache')
}

describe('cache entries written per edit', () => {
  it('renaming hulk makes the guide write again only the entries of what shows him, not every page', { timeout: 600_000 }, async () => {
    // News lives 30 s by the clock as well, so it would be written again whatever the edit.
    const pages = (await sitemapPages()).filter((pathname) => pathname !== '/news' && !pathname.startsWith('/news/'))
    await crawlUntilCached(pages)
    const offset = fs.statSync(writeLog()).size

    const nickname = `Hulk counted ${stamp}`
    expect((await cmsRest('PATCH', `/heroes/${hulk.id}`, { nickname, _status: 'published' })).status).toBe(200)
    try {
      expect(await shows('/heroes/hulk', nickname)).toBe(true)
      await crawlUntilCached(pages)
    } finally {
      await cmsRest('PATCH', `/heroes/${hulk.id}`, { nickname: hulk.nickname, _status: 'published' })
    }
    const written = writtenSince(offset)
    const pageEntries = written.filter((line) => line.startsWith('APP_PAGE '))
    console.info(
      `[cache entries] one edit to hulk, then a crawl of ${pages.length} pages: ${written.length} entries written (${pageEntries.length} pages, ${written.length - pageEntries.length} data reads and route answers; ${new Set(written).size} distinct keys)`,
    )
    if (process.env.HERO_CACHE_DUMP) fs.writeFileSync(process.env.HERO_CACHE_DUMP, written.join('\n'))
    // Pages that do not show hulk were not written again.
    expect(pageEntries.filter((line) => / (\/es|\/pt-br)?\/heroes\/magik$| (\/es|\/pt-br)?\/maps$/.test(line))).toEqual([])
    expect(pageEntries.length).toBeLessThan(pages.length / 2)
  })
})
