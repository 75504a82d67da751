import { describe, expect, it } from 'vitest'

import { IMAGE_BBOX, readSectionGeoJSON, sectionToGeoJSON } from '@/maps/geojson'
import { formatCalloutFile, formatRouteFile, parseCalloutFile, parseRouteFile, readCalloutRecords, readRouteRecords, type StoredCallout, type StoredRoute } from '@/maps/shape-import'

const courtyard: StoredCallout = {
  slug: 'courtyard',
  name: 'Courtyard',
  aliases: ['Yard', 'Fountain, the'],
  description: 'The open square, "wide" and bare',
  labelLat: 10,
  labelLng: 20,
  labelComputed: true,
  polygon: [
    [0, 0],
    [0, 40],
    [30, 40],
  ],
}
const perch: StoredCallout = { slug: 'perch', name: 'Perch', aliases: [], description: '', labelLat: -50.5, labelLng: 100.25, labelComputed: false, polygon: null }
const tower: StoredCallout = { ...courtyard, slug: 'tower', name: 'Tower', labelLat: 5, labelLng: 5, labelComputed: false }
const flank: StoredRoute = {
  slug: 'library-flank',
  kind: 'flank',
  name: 'Library flank',
  description: 'Round the back',
  line: [
    [1, 2],
    [3, 4],
    [5.5, -6.25],
  ],
}

const readCallouts = (format: 'csv' | 'json', text: string) => readCalloutRecords(parseCalloutFile(format, text).records)

describe('callout files', () => {
  it.each(['csv', 'json'] as const)('a %s export reads back to the same callouts; a computed label is left for the polygon to place again', (format) => {
    const { rows, problems } = readCallouts(format, formatCalloutFile(format, [courtyard, perch, tower]))
    expect(problems).toEqual([])
    expect(rows).toEqual([
      { slug: 'courtyard', name: 'Courtyard', aliases: ['Yard', 'Fountain, the'], description: 'The open square, "wide" and bare', polygon: courtyard.polygon },
      { slug: 'perch', name: 'Perch', aliases: [], description: undefined, labelLat: -50.5, labelLng: 100.25, polygon: null },
      { slug: 'tower', name: 'Tower', aliases: ['Yard', 'Fountain, the'], description: 'The open square, "wide" and bare', labelLat: 5, labelLng: 5, polygon: courtyard.polygon },
    ])
  })

  it('names every row whose shape is wrong, each with its field', () => {
    const csv = [
      'slug,name,aliases,description,label_lat,label_lng,polygon',
      ',,,,,,"[[0,0],[0,1],[1,1]]"',
      'a,Alpha,,,north,3,',
      'b,Bravo,,,,,[[0,0] [1,1]]',
    ].join('\n')
    expect(readCallouts('csv', csv).problems).toEqual([
      { row: 1, field: 'name', message: 'The name is missing.' },
      { row: 2, field: 'label_lat', message: 'The label’s lat must be a number.' },
      { row: 3, field: 'polygon', message: 'polygon must be a JSON list of points, [[lat, lng], …].' },
    ])
  })

  it('says what the header lacks, and refuses an empty file', () => {
    expect(parseCalloutFile('csv', 'name,polygon\nA,\n').problems[0].message).toMatch(/lacks slug, aliases, description, label_lat, label_lng/)
    expect(readCallouts('json', '[]').problems).toEqual([{ row: 0, field: 'file', message: 'The file has no callouts.' }])
    expect(readCallouts('json', '{"callouts": [3]}').problems).toEqual([{ row: 1, field: 'row', message: 'Each of the callouts must be an object.' }])
  })
})

describe('route files', () => {
  it.each(['csv', 'json'] as const)('a %s export reads back to the same routes', (format) => {
    const { rows, problems } = readRouteRecords(parseRouteFile(format, formatRouteFile(format, [flank])).records)
    expect(problems).toEqual([])
    expect(rows).toEqual([{ slug: 'library-flank', kind: 'flank', name: 'Library flank', description: 'Round the back', line: flank.line }])
  })

  it('names a row without a kind or a line', () => {
    const { problems } = readRouteRecords([{ name: 'Lost' }])
    expect(problems.map((p) => p.field)).toEqual(['kind', 'line'])
  })
})

describe('a section as GeoJSON', () => {
  const markers = [
    { icon: 'objective', lat: -10, lng: 30.5, description: 'Hold here', hero: '' },
    { icon: 'beacon', lat: 20, lng: -40, description: 'Beacon spot', hero: 'rocket-raccoon' },
  ]

  it('writes [lng, lat] positions, closed rings and the image’s bbox, with no crs', () => {
    const collection = sectionToGeoJSON('golden-courtyard', { markers, callouts: [courtyard, perch], routes: [flank] })
    expect(collection.bbox).toEqual(IMAGE_BBOX)
    expect(collection).not.toHaveProperty('crs')
    expect(collection.features.map((f) => [f.properties.layer, f.geometry.type])).toEqual([
      ['marker', 'Point'],
      ['marker', 'Point'],
      ['callout', 'Polygon'],
      ['callout', 'Point'],
      ['route', 'LineString'],
    ])
    expect(collection.features[0].geometry.coordinates).toEqual([30.5, -10])
    expect(collection.features[1].properties.hero).toBe('rocket-raccoon')
    expect(collection.features[2].geometry.coordinates).toEqual([
      [
        [0, 0],
        [40, 0],
        [40, 30],
        [0, 0],
      ],
    ])
    expect(collection.features[3].geometry.coordinates).toEqual([100.25, -50.5])
  })

  it('reads back what it wrote: the same markers, callouts and routes, each with its feature number', () => {
    const text = JSON.stringify(sectionToGeoJSON('golden-courtyard', { markers, callouts: [courtyard, perch, tower], routes: [flank] }))
    const read = readSectionGeoJSON(text)
    expect(read.problems).toEqual([])
    expect(read.markers).toEqual([
      { feature: 1, record: { icon: 'objective', description: 'Hold here', hero: undefined, lat: -10, lng: 30.5 } },
      { feature: 2, record: { icon: 'beacon', description: 'Beacon spot', hero: 'rocket-raccoon', lat: 20, lng: -40 } },
    ])
    expect(read.callouts.map((c) => c.feature)).toEqual([3, 4, 5])
    expect(readCalloutRecords(read.callouts.map((c) => c.record)).rows).toEqual(readCallouts('json', formatCalloutFile('json', [courtyard, perch, tower])).rows)
    expect(readRouteRecords(read.routes.map((r) => r.record)).rows).toEqual([{ slug: 'library-flank', kind: 'flank', name: 'Library flank', description: 'Round the back', line: flank.line }])
  })

  it('reads features of other tools by their geometry, and names each feature it cannot read', () => {
    const read = readSectionGeoJSON(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', geometry: { type: 'LineString', coordinates: [[0, 0], [10, 10]] }, properties: { name: 'Dash', kind: 'rotation' } },
          { type: 'Feature', geometry: { type: 'MultiPoint', coordinates: [[0, 0]] }, properties: {} },
          { type: 'Feature', geometry: { type: 'Point', coordinates: ['a', 0] }, properties: { layer: 'marker' } },
          { type: 'Feature', geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]], [[0.2, 0.2], [0.3, 0.2], [0.3, 0.3], [0.2, 0.2]]] }, properties: { layer: 'callout', name: 'Holey' } },
        ],
      }),
    )
    expect(read.routes).toEqual([{ feature: 1, record: { name: 'Dash', kind: 'rotation', line: [[0, 0], [10, 10]] } }])
    expect(read.problems).toEqual([
      { row: 2, field: 'layer', message: expect.stringContaining('marker, callout or route') },
      { row: 3, field: 'geometry', message: 'A marker is a Point: [lng, lat].' },
      { row: 4, field: 'geometry', message: 'A callout’s polygon has one ring: holes are not kept.' },
    ])
  })

  it('refuses a file in other units: another bbox, or a crs', () => {
    expect(readSectionGeoJSON(JSON.stringify({ type: 'FeatureCollection', bbox: [0, 0, 1, 1], features: [] })).problems[0].message).toMatch(/not the section image’s/)
    expect(readSectionGeoJSON(JSON.stringify({ type: 'FeatureCollection', crs: { type: 'name' }, features: [] })).problems[0].message).toMatch(/no crs/)
    expect(readSectionGeoJSON('[]').problems[0].message).toMatch(/FeatureCollection/)
  })
})
