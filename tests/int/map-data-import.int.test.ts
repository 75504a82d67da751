import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cms, signIn } from '../support/cms-rest'

// Callouts, routes and whole sections in bulk (src/collections/shape-endpoints.ts, MapSections/geojson-endpoints.ts):
// CSV and JSON per collection, GeoJSON per section; every import stores all of its rows or none.

let payload: Payload
let editor: string
let author: string
let sectionId: number
let mapId: number
let locationId: number
const stamp = Date.now().toString(36)

const docsOf = async <C extends 'map-callouts' | 'map-routes' | 'map-markers'>(collection: C, section: number) =>
  (await payload.find({ collection, where: { section: { equals: section } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true })).docs

/** An export's raw text, read through the same REST handler the admin and the tools call. */
async function exported(path: string, token = editor) {
  const { REST_GET } = await import('@payloadcms/next/routes')
  const url = new URL(`http://guide.test/cms-api${path}`)
  const request = new Request(url, { headers: { Authorization: `JWT ${token}` } })
  const response = await REST_GET(config)(request, { params: Promise.resolve({ slug: url.pathname.replace(/^\/cms-api\//, '').split('/') }) })
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), text: await response.text() }
}

const square = [
  [0, 0],
  [0, 40],
  [30, 40],
  [30, 0],
]
/** Two edges that cross: the collection's own rule refuses it. */
const bowTie = [
  [0, 0],
  [30, 40],
  [0, 40],
  [30, 0],
]

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['editor', 'author'] as const) {
    await payload.create({ collection: 'users', data: { email: `${role}-${stamp}@shapes.test`, password: 'shapes-password', role }, overrideAccess: true })
  }
  editor = await signIn(`editor-${stamp}@shapes.test`, 'shapes-password')
  author = await signIn(`author-${stamp}@shapes.test`, 'shapes-password')
  const location = await payload.create({ collection: 'locations', data: { name: `Shape Shore ${stamp}`, description: 'Cliffs.' }, overrideAccess: true })
  const map = await payload.create({
    collection: 'maps',
    data: { name: `Shape Quay ${stamp}`, type: 'convoy', location: location.id, releaseDate: '2026-01-01T00:00:00.000Z' },
    overrideAccess: true,
  })
  sectionId = (await payload.create({ collection: 'map-sections', data: { name: 'Pier', map: map.id, order: 1 }, overrideAccess: true })).id
  mapId = map.id
  locationId = location.id
})

// Other files count the seeded maps and their sections: leave none of this file's behind.
afterAll(async () => {
  for (const collection of ['map-markers', 'map-callouts', 'map-routes'] as const) {
    await payload.delete({ collection, where: { section: { equals: sectionId } }, overrideAccess: true })
  }
  await payload.delete({ collection: 'map-sections', id: sectionId, overrideAccess: true })
  await payload.delete({ collection: 'maps', id: mapId, overrideAccess: true })
  await payload.delete({ collection: 'locations', id: locationId, overrideAccess: true })
  await payload.delete({ collection: 'users', where: { email: { like: `-${stamp}@shapes.test` } }, overrideAccess: true })
})

describe('callout import', () => {
  it('refuses a file whose rows break the collection’s rules: nothing stored, each row named with its field and reason', async () => {
    const content = JSON.stringify([
      { slug: 'crane', name: 'Crane', aliases: ['Hook'], description: 'The big crane', label: null, polygon: square },
      { slug: 'knot', name: 'Knot', aliases: [], description: '', label: null, polygon: bowTie },
      { slug: 'crane', name: 'Crane again', aliases: [], description: '', label: [10, 10], polygon: null },
    ])
    const answer = await cms('POST', '/map-callouts/import', { token: editor, body: { section: sectionId, format: 'json', content } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(422)
    expect(answer.body.error).toMatch(/Nothing was imported: 2 rows have problems/)
    expect(answer.body.problems).toEqual([
      { row: 2, field: 'polygon', message: expect.stringMatching(/cross/i) },
      { row: 3, field: 'slug', message: expect.stringContaining('already uses the slug "crane"') },
    ])
    expect(await docsOf('map-callouts', sectionId)).toHaveLength(0)
  })

  it('imports a clean CSV, exports it back in both formats, and replaces on request', async () => {
    const csv = [
      'slug,name,aliases,description,label_lat,label_lng,polygon',
      `crane,Crane,Hook | Big hook,"The crane, by the water",,,"${JSON.stringify(square)}"`,
      'bollard,Bollard,,,-20.5,100,',
    ].join('\n')
    const answer = await cms('POST', '/map-callouts/import', { token: editor, body: { section: sectionId, format: 'csv', content: csv } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toMatchObject({ imported: 2, removed: 0 })
    const stored = await docsOf('map-callouts', sectionId)
    expect(stored.map((c) => [c.slug, c.aliases, c.polygon, c.labelComputed])).toEqual([
      ['crane', ['Hook', 'Big hook'], square, true],
      ['bollard', [], null, false],
    ])

    const csvBack = await exported(`/map-callouts/export?section=${sectionId}&format=csv`)
    expect(csvBack.status).toBe(200)
    expect(csvBack.disposition).toMatch(/attachment; filename=".+\.csv"/)
    expect(csvBack.text.split('\n')[0]).toBe('slug,name,aliases,description,label_lat,label_lng,polygon')
    const jsonBack = JSON.parse((await exported(`/map-callouts/export?section=${sectionId}&format=json`)).text)
    expect(jsonBack).toEqual([
      { slug: 'crane', name: 'Crane', aliases: ['Hook', 'Big hook'], description: 'The crane, by the water', label: null, polygon: square },
      { slug: 'bollard', name: 'Bollard', aliases: [], description: '', label: [-20.5, 100], polygon: null },
    ])

    // The export imported again with "replace": the same two callouts, not four, and no slug clash.
    const again = await cms('POST', '/map-callouts/import', { token: editor, body: { section: sectionId, format: 'csv', content: csvBack.text, replace: true } })
    expect(again.status, JSON.stringify(again.body)).toBe(201)
    expect(again.body).toMatchObject({ imported: 2, removed: 2 })
    expect((await docsOf('map-callouts', sectionId)).map((c) => c.slug)).toEqual(['crane', 'bollard'])
  })

  it('answers bad requests with a clear 4xx, and only editors may import or export', async () => {
    for (const [body, status] of [
      [{ section: sectionId, format: 'xml', content: '' }, 400],
      [{ section: sectionId, format: 'csv' }, 400],
      [{ section: 999999999, format: 'json', content: '[]' }, 404],
      [{ section: sectionId, format: 'json', content: '{not json' }, 422],
    ] as const) {
      expect((await cms('POST', '/map-callouts/import', { token: editor, body })).status, JSON.stringify(body)).toBe(status)
    }
    const content = JSON.stringify([{ name: 'Sneaky', label: [0, 0] }])
    for (const token of [author, undefined]) {
      expect((await cms('POST', '/map-callouts/import', { token, body: { section: sectionId, format: 'json', content } })).status).toBe(403)
      expect((await cms('POST', '/map-routes/import', { token, body: { section: sectionId, format: 'json', content } })).status).toBe(403)
      expect((await cms('POST', `/map-sections/${sectionId}/geojson`, { token, body: { content: '{}' } })).status).toBe(403)
    }
    expect((await exported(`/map-routes/export?section=${sectionId}&format=csv`, author)).status).toBe(403)
    expect((await exported(`/map-sections/${sectionId}/geojson`, author)).status).toBe(403)
    expect((await docsOf('map-callouts', sectionId)).map((c) => c.name)).not.toContain('Sneaky')
  })
})

describe('route import', () => {
  it('imports routes from JSON, names a row with an unknown kind, and exports the same lines', async () => {
    const line = [
      [5, 5],
      [25, 60],
      [-10, 120],
    ]
    const refused = await cms('POST', '/map-routes/import', {
      token: editor,
      body: { section: sectionId, format: 'json', content: JSON.stringify([{ kind: 'flank', name: 'Dock flank', line }, { kind: 'teleport', name: 'Blink', line }]) },
    })
    expect(refused.status).toBe(422)
    expect(refused.body.problems).toEqual([{ row: 2, field: 'kind', message: expect.any(String) }])
    expect(await docsOf('map-routes', sectionId)).toHaveLength(0)

    const answer = await cms('POST', '/map-routes/import', {
      token: editor,
      body: { section: sectionId, format: 'json', content: JSON.stringify({ routes: [{ kind: 'flank', name: 'Dock flank', description: 'Under the pier', line }] }) },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const csv = (await exported(`/map-routes/export?section=${sectionId}&format=csv`)).text
    expect(csv.split('\n').slice(0, 2)).toEqual(['slug,kind,name,description,line', `dock-flank,flank,Dock flank,Under the pier,"${JSON.stringify(line).replaceAll('"', '""')}"`])
  })
})

describe('a section as GeoJSON', () => {
  it('moves a seeded section’s markers, callouts and routes to another section and back unchanged', async () => {
    const seeded = (await payload.find({ collection: 'map-sections', where: { slug: { equals: 'crimson-avenue' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]
    expect(seeded).toBeDefined()
    const out = await exported(`/map-sections/${seeded.id}/geojson`)
    expect(out.status).toBe(200)
    expect(out.type).toMatch(/^application\/geo\+json/)
    const collection = JSON.parse(out.text)
    expect(collection.bbox).toEqual([-960, -320, 960, 320])
    const layers = (collection.features as { properties: { layer: string } }[]).map((f) => f.properties.layer)
    const [markers, callouts, routes] = await Promise.all([docsOf('map-markers', seeded.id), docsOf('map-callouts', seeded.id), docsOf('map-routes', seeded.id)])
    expect(layers.filter((l) => l === 'marker')).toHaveLength(markers.length)
    expect(layers.filter((l) => l === 'callout')).toHaveLength(callouts.length)
    expect(layers.filter((l) => l === 'route')).toHaveLength(routes.length)
    expect(routes.length).toBeGreaterThan(0)

    const moved = await cms('POST', `/map-sections/${sectionId}/geojson`, { token: editor, body: { content: out.text, replace: true } })
    // The seeded callouts' slugs are taken on their own map only: this section is on another map.
    expect(moved.status, JSON.stringify(moved.body)).toBe(201)
    expect(moved.body).toMatchObject({ imported: markers.length + callouts.length + routes.length })
    const back = JSON.parse((await exported(`/map-sections/${sectionId}/geojson`)).text)
    expect(back.features).toEqual(collection.features)
  })

  it('refuses a file with one bad feature whole, naming the feature', async () => {
    const before = await Promise.all([docsOf('map-markers', sectionId), docsOf('map-callouts', sectionId), docsOf('map-routes', sectionId)])
    const content = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'LineString', coordinates: [[0, 0], [50, 20]] }, properties: { layer: 'route', kind: 'escape', name: 'Way out' } },
        { type: 'Feature', geometry: { type: 'Point', coordinates: [5000, 0] }, properties: { layer: 'callout', name: 'Far away' } },
      ],
    })
    const answer = await cms('POST', `/map-sections/${sectionId}/geojson`, { token: editor, body: { content, replace: true } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(422)
    expect(answer.body.error).toMatch(/one feature has problems/)
    // Both label fields of feature 2 are named; the route of feature 1 is fine.
    const problems = answer.body.problems as { row: number; field: string; message: string }[]
    expect(problems.length).toBeGreaterThan(0)
    for (const problem of problems) expect(problem).toEqual({ row: 2, field: expect.stringMatching(/^label/), message: expect.stringMatching(/off the image/) })
    const after = await Promise.all([docsOf('map-markers', sectionId), docsOf('map-callouts', sectionId), docsOf('map-routes', sectionId)])
    expect(after.map((docs) => docs.length)).toEqual(before.map((docs) => docs.length))
  })
})
