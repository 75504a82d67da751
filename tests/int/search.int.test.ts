/**
 * GET /api/search (an addition to the contract) against the real app on the seeded database: the answer's
 * shape, ranking, misspellings, prefixes, drafts never found, the 400 cases and the rate limit.
 */
import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { SEARCH } from '@/contract/limits'

import { cmsRestWith, type CmsRestCall, signInAdmin } from '../support/app-admin'
import { addressOf } from '../support/client-address'
import { imagePoint } from '../support/crowd'
import { sample, scrapeMetrics } from '../support/metrics-scrape'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')
const stamp = Date.now().toString(36)
let cmsRest: CmsRestCall

type Result = { type: string; slug: string; title: string; url: string; snippet: string }

/** A signed call written from the contract with Node's own crypto; each test file client has its own fingerprint. */

async function search(q: string | null, fingerprint = `search-${randomUUID()}`) {
  const url = new URL('/api/search', base)
  if (q !== null) url.searchParams.set('q', q)
  const response = await fetch(url, {
    headers: {
      'Content-Type': 'application/json',
      ...signedHeaders('/api/search', { fingerprint }),
      // Limits are per client address (the app trusts loopback as a proxy in these tests): one per client.
      'X-Forwarded-For': addressOf(fingerprint),
    },
  })
  return { status: response.status, headers: response.headers, json: (await response.json()) as never }
}

const found = async (q: string) => {
  const answer = await search(q)
  expect(answer.status, q).toBe(200)
  return answer.json as Result[]
}

const richText = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'text', version: 1, text }] }],
  },
})

beforeAll(async () => {
  cmsRest = cmsRestWith(base, await signInAdmin(base))
})

/** How often the app has rebuilt the search index so far, from its /metrics. */
const rebuilds = async () => sample(await scrapeMetrics(base, inject('metricsToken')), 'guide_search_index_rebuilds_total')

describe('GET /api/search', () => {
  it('answers [{type, slug, title, url, snippet}] with the hero first for its name', async () => {
    const answer = await search('hulk')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('application/json')
    expect(answer.headers.get('server-timing')).toMatch(/^search;dur=\d+(\.\d+)?$/)
    const results = answer.json as Result[]
    expect(results.length).toBeGreaterThan(1)
    expect(results.length).toBeLessThanOrEqual(SEARCH.apiResults)
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(['slug', 'snippet', 'title', 'type', 'url'])
      expect(result.url).toMatch(/^\//)
    }
    expect(results[0]).toMatchObject({ type: 'hero', slug: 'hulk', title: 'Hulk', url: '/heroes/hulk' })
    expect(results[0].snippet).toContain('Vanguard')
  })

  it('ranks the hero above its abilities, and links an ability to its guide with the ability (and form) chosen', async () => {
    const luna = await found('luna snow')
    expect(luna[0]).toMatchObject({ type: 'hero', slug: 'luna-snow' })
    const abilities = luna.filter((result) => result.type === 'ability')
    expect(abilities.length).toBeGreaterThan(0)
    expect(luna.indexOf(abilities[0])).toBeGreaterThan(0)
    expect(abilities[0].url).toMatch(/^\/heroes\/luna-snow\?ability=[a-z0-9-]+$/)

    // Hulk's forms share ability slugs, so the address names the form too.
    const burst = (await found('gamma burst')).find((result) => result.type === 'ability' && result.url.startsWith('/heroes/hulk'))
    expect(burst?.url).toMatch(/^\/heroes\/hulk\?ability=gamma-burst&form=(hero|monster)-hulk$/)
    expect(burst?.snippet.length).toBeGreaterThan(20)
  })

  it('finds a misspelt name', async () => {
    expect((await found('dr strange'))[0]).toMatchObject({ type: 'hero', slug: 'doctor-strange' })
    expect((await found('luna snwo'))[0]).toMatchObject({ type: 'hero', slug: 'luna-snow' })
    expect((await found('magick'))[0]).toMatchObject({ type: 'hero', slug: 'magik' })
  })

  it('matches word prefixes while the visitor types', async () => {
    expect((await found('luna sn'))[0]).toMatchObject({ type: 'hero', slug: 'luna-snow' })
    const maps = await found('yggdras')
    expect(maps.some((result) => result.type === 'map' && result.url === '/maps/yggsgard/yggdrasill-path')).toBe(true)
  })

  it('finds maps, sections, locations, news and glossary terms with their addresses', async () => {
    const ygg = await found('yggsgard')
    expect(ygg[0]).toMatchObject({ type: 'location', url: '/maps/yggsgard' })
    const sections = (await found('royal palace')).filter((result) => result.type === 'section')
    expect(sections.length).toBeGreaterThan(0)
    expect(sections[0].url).toMatch(/^\/maps\/yggsgard\/royal-palace\/[a-z0-9-]+$/)
    const dive = await found('dive')
    expect(dive[0]).toMatchObject({ type: 'term', title: 'Dive', url: '/basics#glossary-dive' })
    const news = await found('welcome guide')
    expect(news.some((result) => result.type === 'news' && result.url === `/news/${result.slug}`)).toBe(true)
  })

  it('answers an empty list for a query nothing matches', async () => {
    expect(await found('qqqzzzxxv')).toEqual([])
  })

  it('never finds a draft; publishing brings it in at once', async () => {
    const word = `zebrafrost${stamp}`
    const draft = await cmsRest('POST', '/news?draft=true', { title: `Draft ${word}`, body: richText(`Secret ${word} plans`), _status: 'draft' })
    expect(draft.status).toBe(201)
    expect(await found(word)).toEqual([])

    // A draft change to published content: the published text is found, the draft's is not.
    const hulk = (await cmsRest('GET', '/heroes?where[slug][equals]=hulk&limit=1&depth=0')).body.docs[0]
    const ability = (await cmsRest('GET', `/hero-abilities?where[hero][equals]=${hulk.id}&limit=1&depth=0`)).body.docs[0]
    const abilityWord = `quasarpunch${stamp}`
    expect((await cmsRest('PATCH', `/hero-abilities/${ability.id}?draft=true&autosave=true`, { description: `${abilityWord} draft` })).status).toBe(200)
    expect(await found(abilityWord)).toEqual([])
    expect((await found(ability.name)).some((result) => result.slug === ability.slug)).toBe(true)

    expect((await cmsRest('PATCH', `/news/${draft.body.doc.id}`, { _status: 'published' })).status).toBe(200)
    expect((await found(word)).map((result) => result.type)).toEqual(['news'])
    expect((await cmsRest('PATCH', `/hero-abilities/${ability.id}`, { _status: 'published' })).status).toBe(200)
    expect((await found(abilityWord))[0]).toMatchObject({ type: 'ability', slug: ability.slug })

    // Unpublished again (or deleted): gone from search.
    expect((await cmsRest('DELETE', `/news/${draft.body.doc.id}`)).status).toBe(200)
    expect(await found(word)).toEqual([])
  })

  it('several documents deleted at once (the admin list’s delete) all leave the results', async () => {
    const word = `tundrawalk${stamp}`
    const section = (await cmsRest('GET', '/map-sections?limit=1&depth=0&sort=id')).body.docs[0]
    for (const name of [`${word} north`, `${word} south`, `${word} east`]) {
      expect((await cmsRest('POST', '/map-callouts', { section: section.id, name, labelLat: 1, labelLng: 2 })).status).toBe(201)
    }
    expect(await found(word)).toHaveLength(3)
    // Payload deletes the matches in parallel on one transaction; each rebuild of the index must wait its turn.
    const deleted = await cmsRest('DELETE', `/map-callouts?where[name][like]=${word}`)
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(deleted.body.docs).toHaveLength(3)
    expect(await found(word)).toEqual([])
  })

  it('callouts imported in bulk are found at once, with one rebuild of the index; a refused import changes nothing', async () => {
    const word = `glacierrun${stamp}`
    const section = (await cmsRest('GET', '/map-sections?limit=1&depth=0&sort=id')).body.docs[0]
    const triangle = (i: number) =>
      [
        [0.05 + i * 0.05, 0.1],
        [0.08 + i * 0.05, 0.1],
        [0.08 + i * 0.05, 0.15],
      ].map(imagePoint)
    const rows = (names: string[]) => JSON.stringify(names.map((name, i) => ({ name, polygon: triangle(i) })))
    const names = Array.from({ length: 12 }, (_, i) => `${word} ${String.fromCharCode(97 + i)}`)
    const before = await rebuilds()
    const imported = await cmsRest('POST', '/map-callouts/import', { section: section.id, format: 'json', content: rows(names) })
    expect(imported.status, JSON.stringify(imported.body)).toBe(201)
    expect(imported.body).toMatchObject({ imported: 12 })
    // Every row in the index, from one rebuild (a scheduled publish elsewhere may add one more), not twelve.
    expect((await found(word)).map((result) => result.title).sort()).toEqual(names)
    expect((await rebuilds()) - before).toBeLessThanOrEqual(2)

    // A file with a bad row stores nothing, and the index still holds what it held.
    const refused = await cmsRest('POST', '/map-callouts/import', { section: section.id, format: 'json', content: JSON.stringify([{ name: `${word} extra`, polygon: triangle(13) }, { name: '' }]) })
    expect(refused.status).toBe(422)
    expect((await found(`${word} extra`)).filter((result) => result.title === `${word} extra`)).toEqual([])

    // Deleted all at once: every one leaves the results, with a rebuild or two for the lot.
    const beforeDelete = await rebuilds()
    const deleted = await cmsRest('DELETE', `/map-callouts?where[name][like]=${word}`)
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(deleted.body.docs).toHaveLength(12)
    expect(await found(word)).toEqual([])
    expect((await rebuilds()) - beforeDelete).toBeLessThanOrEqual(3)
  })

  it('answers 400 JSON for an empty, oversized or control-character query', async () => {
    const cases: (string | null)[] = [null, '', '   ', 'x'.repeat(SEARCH.maxQueryChars + 1), 'hulk\u0000', 'luna\nsnow', 'a\u0007b', 'tab\there']
    for (const q of cases) {
      const answer = await search(q)
      expect(answer.status, JSON.stringify(q)).toBe(400)
      expect(answer.json).toMatchObject({ error: 'bad_request', message: expect.any(String) })
    }
    expect((await search('x'.repeat(SEARCH.maxQueryChars))).status).toBe(200)
  })

  it('refuses an unsigned call with 403', async () => {
    const response = await fetch(new URL('/api/search?q=hulk', base))
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: 'forbidden' })
  })

  it('rate limits a burst per client with 429 and Retry-After, and leaves other clients alone', async () => {
    const client = `burst-${randomUUID()}`
    const statuses: number[] = []
    for (let batch = 0; batch < SEARCH.rateLimit.points; batch += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => search('hulk', client)))
      statuses.push(...answers.map((answer) => answer.status))
    }
    expect(statuses.every((status) => status === 200)).toBe(true)
    const over = await search('hulk', client)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(over.json).toMatchObject({ error: 'too_many_requests' })
    expect((await search('hulk')).status).toBe(200)
  })
})
