/**
 * Callouts (issue 25, part 1) against the real app on the seeded database: the signed
 * GET /api/maps/{map}/callouts and its 404, writes through /cms-api by role (authors cannot), bad shapes
 * answered 400 with a message, a polygon's label computed inside it, edits shown at once, and site search
 * finding a callout by its name and by an alias.
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { type CmsRestCall, signedApiGet, staffRest } from '../support/app-admin'
import { addressOf } from '../support/client-address'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')
const stamp = Date.now().toString(36)

type Callout = { slug: string; section: string; name: string; aliases: string[]; description: string; label: [number, number]; polygon: [number, number][] | null }

let payload: Payload
let rest: Record<'editor' | 'author', CmsRestCall>
const made: number[] = []
const call = (path: string) => signedApiGet<never>(base, path)

async function search(q: string) {
  const fingerprint = `callout-search-${randomUUID()}`
  const url = new URL('/api/search', base)
  url.searchParams.set('q', q)
  const response = await fetch(url, {
    headers: { 'Content-Type': 'application/json', ...signedHeaders('/api/search', { fingerprint }), 'X-Forwarded-For': addressOf(fingerprint) },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { type: string; slug: string; title: string; url: string }[]
}

let sectionId: number
const square = [
  [200, -300],
  [200, -200],
  [120, -200],
  [120, -300],
]

beforeAll(async () => {
  payload = await getPayload({ config })
  rest = await staffRest(base, payload, ['editor', 'author'], 'callouts')
  const { docs } = await payload.find({ collection: 'map-sections', where: { and: [{ 'map.slug': { equals: 'royal-palace' } }, { slug: { equals: 'throne-room' } }] }, limit: 1, depth: 0 })
  sectionId = docs[0].id
})

// Through the running app, whose save hooks expire its cache: a delete in this process would leave the app
// answering the test's callouts to the tests that follow.
afterAll(async () => {
  for (const id of made) await rest.editor('DELETE', `/map-callouts/${id}`)
})

describe('GET /api/maps/{map}/callouts', () => {
  it('answers every section’s callouts with labels on the image and sections named as the markers call names them', async () => {
    const { status, json } = await call('/api/maps/royal-palace/callouts')
    expect(status).toBe(200)
    const callouts = json as Callout[]
    const markers = (await call('/api/maps/royal-palace/markers')).json as { section: string }[]
    const sections = [...new Set(markers.map((marker) => marker.section))]
    expect(sections.length).toBe(3)
    for (const section of sections) expect(callouts.filter((callout) => callout.section === section).length, section).toBeGreaterThanOrEqual(6)
    for (const callout of callouts) {
      expect(Object.keys(callout).sort()).toEqual(['aliases', 'description', 'label', 'name', 'polygon', 'section', 'slug'])
      expect(sections).toContain(callout.section)
      const [lat, lng] = callout.label
      expect(Math.abs(lat)).toBeLessThanOrEqual(320)
      expect(Math.abs(lng)).toBeLessThanOrEqual(960)
      if (callout.polygon) expect(callout.polygon.length).toBeGreaterThanOrEqual(3)
    }
    expect(callouts.find((callout) => callout.slug === 'north-balcony')).toMatchObject({ section: 'golden-courtyard', name: 'North Balcony', aliases: ['Balcony'] })
    // A name on the painted lane is a label point alone.
    expect(callouts.find((callout) => callout.slug === 'processional')?.polygon).toBeNull()
    expect(new Set(callouts.map((callout) => callout.slug)).size).toBe(callouts.length)
  })

  it('answers 404 JSON for an unknown map, and [] for a map without callouts', async () => {
    expect(await call('/api/maps/no-such-map/callouts')).toEqual({ status: 404, json: { error: 'not_found' } })
    expect(await call('/api/maps/krakoa/callouts')).toEqual({ status: 200, json: [] })
  })
})

describe('writing callouts through /cms-api', () => {
  it('an author cannot create, change or delete a callout', async () => {
    const create = await rest.author('POST', '/map-callouts', { section: sectionId, name: `Author Spot ${stamp}`, polygon: square })
    expect(create.status).toBe(403)
    const seeded = await payload.find({ collection: 'map-callouts', where: { slug: { equals: 'dais' } }, limit: 1, depth: 0 })
    const id = seeded.docs[0].id
    expect((await rest.author('PATCH', `/map-callouts/${id}`, { name: 'Renamed' })).status).toBe(403)
    expect((await rest.author('DELETE', `/map-callouts/${id}`)).status).toBe(403)
    expect((await payload.findByID({ collection: 'map-callouts', id, depth: 0 })).name).toBe('Dais')
  })

  it('an editor’s polygon without a label gets one inside it, and shows in /api within a second', async () => {
    const name = `Editor Nook ${stamp}`
    const create = await rest.editor('POST', '/map-callouts', { section: sectionId, name, aliases: [`Quillfeather ${stamp}`], description: 'A test nook.', polygon: square })
    expect(create.status).toBe(201)
    const doc = create.body.doc as { id: number; slug: string; labelLat: number; labelLng: number; polygon: unknown }
    made.push(doc.id)
    expect(doc.slug).toBe(`editor-nook-${stamp}`)
    expect(doc.labelLat).toBeCloseTo(160, 0)
    expect(doc.labelLng).toBeCloseTo(-250, 0)

    const createdAt = Date.now()
    let seen: Callout | undefined
    while (Date.now() - createdAt < 1000 && !seen) {
      seen = ((await call('/api/maps/royal-palace/callouts')).json as Callout[]).find((callout) => callout.slug === doc.slug)
    }
    expect(seen).toEqual({ slug: doc.slug, section: 'throne-room', name, aliases: [`Quillfeather ${stamp}`], description: 'A test nook.', label: [doc.labelLat, doc.labelLng], polygon: square })

    // A change that leaves the polygon out keeps it as it was (src/fields/points.ts).
    const renamed = await rest.editor('PATCH', `/map-callouts/${doc.id}`, { description: 'A quieter nook.' })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect((renamed.body.doc as { polygon: unknown }).polygon).toEqual(square)
  })

  it.each([
    ['a polygon whose edges cross', { polygon: [[200, -300], [120, -200], [200, -200], [120, -300]] }, /crosses itself: edge 1 meets edge 3/],
    ['a polygon of two corners', { polygon: [[200, -300], [120, -200]] }, /at least 3 different corners/],
    ['a corner off the image', { polygon: [[200, -300], [200, 980], [120, -200]] }, /Corner 2 \[200, 980\] lies off the image/],
    ['a polygon that is not a list of corners', { polygon: { lat: 1 } }, /list of corners/],
    ['neither a label nor a polygon', {}, /label point .* a polygon, or both/],
    ['a label with one coordinate', { labelLat: 10 }, /both label coordinates/],
    ['a label off the image', { labelLat: 400, labelLng: 0 }, /lies off the image/],
  ])('%s answers 400 with a message', async (_, fields, message) => {
    const response = await rest.editor('POST', '/map-callouts', { section: sectionId, name: `Bad ${randomUUID().slice(0, 6)}`, ...fields })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toMatch(message)
  })

  it('refuses a second callout with the same slug on one map, in another section too', async () => {
    const other = await payload.find({ collection: 'map-sections', where: { and: [{ 'map.slug': { equals: 'royal-palace' } }, { slug: { equals: 'golden-courtyard' } }] }, limit: 1, depth: 0 })
    const response = await rest.editor('POST', '/map-callouts', { section: other.docs[0].id, name: 'Dais', labelLat: 0, labelLng: 0 })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toMatch(/already uses the slug \\"dais\\"/)
    // Another map may use the name.
    const elsewhere = await payload.find({ collection: 'map-sections', where: { 'map.slug': { equals: 'midtown' } }, limit: 1, depth: 0 })
    const allowed = await rest.editor('POST', '/map-callouts', { section: elsewhere.docs[0].id, name: 'Dais', labelLat: 0, labelLng: 0 })
    expect(allowed.status).toBe(201)
    made.push((allowed.body.doc as { id: number }).id)
  })
})

describe('site search', () => {
  it('finds a seeded callout by its name and opens its section with the callout chosen', async () => {
    const results = await search('North Balcony')
    expect(results[0]).toMatchObject({ type: 'callout', slug: 'north-balcony', title: 'North Balcony', url: '/maps/yggsgard/royal-palace/golden-courtyard?callout=north-balcony' })
  })

  it('finds a callout by an alias', async () => {
    const seeded = (await search('Mezz')).find((result) => result.type === 'callout')
    expect(seeded).toMatchObject({ slug: 'north-mezzanine', url: '/maps/yggsgard/royal-palace/throne-room?callout=north-mezzanine' })
    // The editor's callout above carries an alias nothing else uses.
    const results = await search(`Quillfeather ${stamp}`)
    expect(results.find((result) => result.type === 'callout')).toMatchObject({ slug: `editor-nook-${stamp}`, title: `Editor Nook ${stamp}` })
  })
})
