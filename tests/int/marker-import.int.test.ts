import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAP_IMAGE_BOUNDS } from '@/maps/coordinates'

import { cms, signIn } from '../support/cms-rest'
import { makeMarkerSection, type MarkerSection } from '../support/marker-section'

// Markers in bulk: /cms-api/map-markers/import and /export (src/collections/MapMarkers/endpoints.ts).

let payload: Payload
let editor: string
let author: string
let sectionId: number
let iconSlug: string
let fixture: MarkerSection
const stamp = Date.now().toString(36)

const markersOf = async (section: number) =>
  (await payload.find({ collection: 'map-markers', where: { section: { equals: section } }, sort: 'id', pagination: false, depth: 1, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['editor', 'author'] as const) {
    await payload.create({ collection: 'users', data: { email: `${role}-${stamp}@bulk.test`, password: 'bulk-password', role }, overrideAccess: true })
  }
  editor = await signIn(`editor-${stamp}@bulk.test`, 'bulk-password')
  author = await signIn(`author-${stamp}@bulk.test`, 'bulk-password')
  fixture = await makeMarkerSection(payload, { name: 'Bulk', stamp, icon: 'Bollard' })
  sectionId = fixture.sectionId
  iconSlug = fixture.iconSlug
})

// Other files count the seeded maps, sections and icons: leave none of this file's behind.
afterAll(async () => {
  await fixture?.remove()
  await payload.delete({ collection: 'users', where: { email: { like: `-${stamp}@bulk.test` } }, overrideAccess: true })
})

describe('marker import', () => {
  it('rejects a file with one bad row whole: nothing stored, every bad row named with its reason', async () => {
    const csv = [
      'icon,lat,lng,description',
      `${iconSlug},10,20,Fine row`,
      `${iconSlug},${MAP_IMAGE_BOUNDS.maxLat + 5},20,Off the top of the map`,
      `anchor,0,0,Unknown icon type`,
    ].join('\n')
    const answer = await cms('POST', '/map-markers/import', { token: editor, body: { section: sectionId, format: 'csv', content: csv } })
    expect(answer.status).toBe(422)
    expect(answer.body.error).toMatch(/Nothing was imported/)
    expect(answer.body.problems).toEqual([
      { row: 2, field: 'lat', message: expect.stringContaining('off the map') },
      { row: 3, field: 'icon', message: expect.stringContaining('“anchor” is not a marker icon type') },
    ])
    expect(await markersOf(sectionId)).toHaveLength(0)
  })

  it('imports a clean file, exports it back in both formats, and replaces on request', async () => {
    const json = JSON.stringify([
      { icon: iconSlug, lat: 12.5, lng: -300, description: 'Hold the crane' },
      { icon: iconSlug, lat: -100, lng: 900.25, description: 'Flank, "quietly", by the water' },
    ])
    const answer = await cms('POST', '/map-markers/import', { token: editor, body: { section: sectionId, format: 'json', content: json } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toMatchObject({ imported: 2, removed: 0 })
    const stored = await markersOf(sectionId)
    expect(stored.map((m) => [m.lat, m.lng, m.description])).toEqual([
      [12.5, -300, 'Hold the crane'],
      [-100, 900.25, 'Flank, "quietly", by the water'],
    ])

    const exported = await fetchExport('csv')
    // The hero column comes last and is empty for markers that belong to no hero.
    expect(exported.split('\n')[0]).toBe('icon,lat,lng,description,hero')
    expect(exported).toContain(`${iconSlug},-100,900.25,"Flank, ""quietly"", by the water",`)
    const asJson = JSON.parse(await fetchExport('json'))
    expect(asJson).toEqual(JSON.parse(json).map((marker: object) => ({ ...marker, hero: '' })))

    // Re-importing the export with "replace" leaves the same two markers, not four.
    const again = await cms('POST', '/map-markers/import', { token: editor, body: { section: sectionId, format: 'csv', content: exported, replace: true } })
    expect(again.status).toBe(201)
    expect(again.body).toMatchObject({ imported: 2, removed: 2 })
    expect(await markersOf(sectionId)).toHaveLength(2)
  })

  it('answers bad requests with a clear 4xx, and only editors may import or export', async () => {
    const bad = [
      [{ section: sectionId, format: 'xml', content: '' }, 400],
      [{ section: sectionId, format: 'csv' }, 400],
      [{ section: 999999999, format: 'csv', content: 'icon,lat,lng,description\n' }, 404],
      [{ section: sectionId, format: 'json', content: '{not json' }, 422],
    ] as const
    for (const [body, status] of bad) {
      expect((await cms('POST', '/map-markers/import', { token: editor, body })).status, JSON.stringify(body)).toBe(status)
    }
    const content = JSON.stringify([{ icon: iconSlug, lat: 0, lng: 0, description: 'x' }])
    for (const token of [author, undefined]) {
      expect((await cms('POST', '/map-markers/import', { token, body: { section: sectionId, format: 'json', content } })).status).toBe(403)
      expect((await cms('GET', `/map-markers/export?section=${sectionId}&format=csv`, { token })).status).toBe(403)
    }
    expect(await markersOf(sectionId)).toHaveLength(2)
  })
})

/** The export's raw text (cms() parses JSON, so CSV is read through the same handler by hand). */
async function fetchExport(format: 'csv' | 'json') {
  const { REST_GET } = await import('@payloadcms/next/routes')
  const request = new Request(`http://guide.test/cms-api/map-markers/export?section=${sectionId}&format=${format}`, {
    headers: { Authorization: `JWT ${editor}` },
  })
  const response = await REST_GET(config)(request, { params: Promise.resolve({ slug: ['map-markers', 'export'] }) })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename=".+\\.${format}"`))
  return response.text()
}
