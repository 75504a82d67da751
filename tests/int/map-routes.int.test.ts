/**
 * Routes (issue 25, part 3a) against the real app on the seeded database: the signed
 * GET /api/maps/{map}/routes and its 404, writes through /cms-api by role (authors cannot), bad lines answered
 * 400 with a message, and an editor's new route shown in /api at once (the collection's tag expires on save).
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { MapRoute } from '@/contract/types'

import { type CmsRestCall, signedApiGet, staffRest } from '../support/app-admin'

const base = inject('appUrl')
const stamp = Date.now().toString(36)

let payload: Payload
let rest: Record<'editor' | 'author', CmsRestCall>
const made: number[] = []
const call = (path: string, options?: { signed?: boolean }) => signedApiGet<never>(base, path, options)

let sectionId: number
const line: [number, number][] = [
  [-200, -700],
  [-150, -400],
  [-180, -100],
]

beforeAll(async () => {
  payload = await getPayload({ config })
  rest = await staffRest(base, payload, ['editor', 'author'], 'routes')
  const { docs } = await payload.find({ collection: 'map-sections', where: { and: [{ 'map.slug': { equals: 'midtown' } }, { slug: { equals: 'crimson-avenue' } }] }, limit: 1, depth: 0 })
  sectionId = docs[0].id
})

// Through the running app, whose save hooks expire its cache (a delete in this process would not).
afterAll(async () => {
  for (const id of made) await rest.editor('DELETE', `/map-routes/${id}`)
})

describe('GET /api/maps/{map}/routes', () => {
  it('answers every section’s routes, with sections named as the markers call names them and lines on the image', async () => {
    const { status, json } = await call('/api/maps/midtown/routes')
    expect(status).toBe(200)
    const routes = json as MapRoute[]
    const markers = (await call('/api/maps/midtown/markers')).json as { section: string }[]
    const sections = [...new Set(markers.map((marker) => marker.section))]
    expect(sections.length).toBe(4)
    for (const section of sections) expect(routes.filter((route) => route.section === section).length, section).toBeGreaterThanOrEqual(1)
    for (const route of routes) {
      expect(Object.keys(route).sort()).toEqual(['description', 'kind', 'line', 'name', 'section', 'slug'])
      expect(['flank', 'rotation', 'payload-path', 'escape']).toContain(route.kind)
      expect(route.line.length).toBeGreaterThanOrEqual(2)
      for (const [lat, lng] of route.line) {
        expect(Math.abs(lat)).toBeLessThanOrEqual(320)
        expect(Math.abs(lng)).toBeLessThanOrEqual(960)
      }
    }
    expect(routes.find((route) => route.slug === 'avenue-payload-route')).toMatchObject({ section: 'crimson-avenue', kind: 'payload-path', name: 'Avenue Payload Route' })
    expect(new Set(routes.map((route) => route.slug)).size).toBe(routes.length)
  })

  it('answers 404 JSON for an unknown map, [] for a map without routes, and 403 unsigned', async () => {
    expect(await call('/api/maps/no-such-map/routes')).toEqual({ status: 404, json: { error: 'not_found' } })
    expect(await call('/api/maps/krakoa/routes')).toEqual({ status: 200, json: [] })
    expect((await call('/api/maps/midtown/routes', { signed: false })).status).toBe(403)
  })
})

describe('writing routes through /cms-api', () => {
  it('an author cannot create, change or delete a route', async () => {
    const create = await rest.author('POST', '/map-routes', { section: sectionId, kind: 'flank', name: `Author Way ${stamp}`, line })
    expect(create.status).toBe(403)
    const seeded = await payload.find({ collection: 'map-routes', where: { slug: { equals: 'marquee-flank' } }, limit: 1, depth: 0 })
    const id = seeded.docs[0].id
    expect((await rest.author('PATCH', `/map-routes/${id}`, { name: 'Renamed' })).status).toBe(403)
    expect((await rest.author('DELETE', `/map-routes/${id}`)).status).toBe(403)
    expect((await payload.findByID({ collection: 'map-routes', id, depth: 0 })).name).toBe('Marquee Flank')
  })

  it('an editor’s route is stored rounded and shows in /api within a second', async () => {
    const name = `Editor Alley ${stamp}`
    const create = await rest.editor('POST', '/map-routes', { section: sectionId, kind: 'rotation', name, description: 'A test alley.', line: [[-200.004, -700], ...line.slice(1)] })
    expect(create.status).toBe(201)
    const doc = create.body.doc as { id: number; slug: string; line: unknown }
    made.push(doc.id)
    expect(doc.slug).toBe(`editor-alley-${stamp}`)
    expect(doc.line).toEqual(line)

    const createdAt = Date.now()
    let seen: MapRoute | undefined
    while (Date.now() - createdAt < 1000 && !seen) {
      seen = ((await call('/api/maps/midtown/routes')).json as MapRoute[]).find((route) => route.slug === doc.slug)
    }
    expect(seen).toEqual({ slug: doc.slug, section: 'crimson-avenue', kind: 'rotation', name, description: 'A test alley.', line })

    // A change of kind shows too: the collection's tag expired again.
    const patched = await rest.editor('PATCH', `/map-routes/${doc.id}`, { kind: 'escape' })
    expect(patched.status, JSON.stringify(patched.body)).toBe(200)
    const changedAt = Date.now()
    let kind: string | undefined
    while (Date.now() - changedAt < 1000 && kind !== 'escape') {
      kind = ((await call('/api/maps/midtown/routes')).json as MapRoute[]).find((route) => route.slug === doc.slug)?.kind
    }
    expect(kind).toBe('escape')
    // The line the change left out is kept as it was (src/fields/points.ts).
    expect((await payload.findByID({ collection: 'map-routes', id: doc.id, depth: 0 })).line).toEqual(line)
  })

  it.each([
    ['a line of one point', { line: [[0, 0]] }, /at least 2 different points; this one has 1/],
    ['a line of one point twice', { line: [[0, 0], [0, 0]] }, /at least 2 different points/],
    ['a point off the image', { line: [[0, 0], [10, 970]] }, /Point 2 \[10, 970\] lies off the image/],
    ['a line that is not a list of points', { line: { lat: 1 } }, /list of points/],
    ['no line', { line: undefined }, /Draw the route/],
    ['an empty line', { line: null }, /Draw the route/],
    ['an unknown kind', { kind: 'shortcut' }, /kind/i],
  ])('%s answers 400 with a message', async (_, fields, message) => {
    const response = await rest.editor('POST', '/map-routes', { section: sectionId, kind: 'flank', name: `Bad ${randomUUID().slice(0, 6)}`, line, ...fields })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toMatch(message)
  })

  it('refuses a second route with the same slug on one map, in another section too; another map may use it', async () => {
    const other = await payload.find({ collection: 'map-sections', where: { and: [{ 'map.slug': { equals: 'midtown' } }, { slug: { equals: 'library-steps' } }] }, limit: 1, depth: 0 })
    const response = await rest.editor('POST', '/map-routes', { section: other.docs[0].id, kind: 'flank', name: 'Marquee Flank', line })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toMatch(/Another route on this map already uses the slug \\"marquee-flank\\"/)
    const elsewhere = await payload.find({ collection: 'map-sections', where: { 'map.slug': { equals: 'royal-palace' } }, limit: 1, depth: 0 })
    const allowed = await rest.editor('POST', '/map-routes', { section: elsewhere.docs[0].id, kind: 'flank', name: 'Marquee Flank', line })
    expect(allowed.status).toBe(201)
    made.push((allowed.body.doc as { id: number }).id)
  })
})
