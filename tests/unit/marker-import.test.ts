import { describe, expect, it } from 'vitest'

import { MAP_IMAGE_BOUNDS } from '@/maps/coordinates'
import { checkMarkerRecords, formatMarkerFile, parseMarkerFile } from '@/maps/marker-import'

const ICONS = [
  { id: 1, slug: 'health-pack', name: 'Health pack (hp)' },
  { id: 2, slug: 'flank-route', name: 'Flank route' },
]

const HEROES = [{ id: 7, slug: 'rocket-raccoon' }]

const check = (format: 'csv' | 'json', text: string) => {
  const parsed = parseMarkerFile(format, text)
  return parsed.problems.length ? { rows: [], problems: parsed.problems } : checkMarkerRecords(parsed.records, ICONS, HEROES)
}

describe('marker files', () => {
  it('reads a CSV with quoted commas and newlines, icons by slug or name', () => {
    const csv = 'icon,lat,lng,description\nhealth-pack,10,-20,"Behind the crates, left"\nFlank Route,-319.5,959,"Two\nlines"\n'
    const { rows, problems } = check('csv', csv)
    expect(problems).toEqual([])
    expect(rows).toEqual([
      { icon: 'health-pack', iconId: 1, lat: 10, lng: -20, description: 'Behind the crates, left', hero: '', heroId: null },
      { icon: 'flank-route', iconId: 2, lat: -319.5, lng: 959, description: 'Two\nlines', hero: '', heroId: null },
    ])
  })

  it('reports every wrong row with its reason: off the map, unknown icon, not a number, empty description', () => {
    const json = JSON.stringify([
      { icon: 'health-pack', lat: 0, lng: 0, description: 'fine' },
      { icon: 'health-pack', lat: MAP_IMAGE_BOUNDS.maxLat + 1, lng: 0, description: 'too high' },
      { icon: 'teleporter', lat: 0, lng: MAP_IMAGE_BOUNDS.minLng - 0.01, description: 'unknown icon, too far left' },
      { icon: 'flank-route', lat: 'north', lng: 0, description: '' },
      'not an object',
      { icon: 'health-pack', lat: 0, lng: 0, description: 'a stranger’s spot', hero: 'groot-the-second' },
    ])
    const { rows, problems } = check('json', json)
    expect(rows).toHaveLength(1)
    expect(problems.map((p) => [p.row, p.field])).toEqual([
      [2, 'lat'],
      [3, 'icon'],
      [3, 'lng'],
      [4, 'lat'],
      [4, 'description'],
      [5, 'row'],
      [6, 'hero'],
    ])
    expect(problems[0].message).toContain('off the map')
    expect(problems[2].message).toContain(String(MAP_IMAGE_BOUNDS.minLng))
  })

  it('rejects a file it cannot read as a whole: bad JSON, a CSV without the columns, an empty file', () => {
    expect(check('json', '{"markers": [').problems[0]).toMatchObject({ row: 0, field: 'file' })
    expect(check('csv', 'type,x,y\nhp,1,2\n').problems[0].message).toContain('icon, lat, lng, description')
    expect(check('json', '[]').problems[0].message).toContain('no markers')
  })

  it('writes CSV and JSON that read back to the same markers', () => {
    const markers = [
      { icon: 'health-pack', lat: 12.5, lng: -40, description: 'Says "hi", twice', hero: '' },
      { icon: 'flank-route', lat: -3, lng: 7, description: 'Line one\nline two', hero: 'rocket-raccoon' },
    ]
    for (const format of ['csv', 'json'] as const) {
      const { rows, problems } = check(format, formatMarkerFile(format, markers))
      expect(problems).toEqual([])
      expect(rows.map(({ iconId: _id, heroId: _hero, ...row }) => row)).toEqual(markers)
      expect(rows.map((row) => row.heroId)).toEqual([null, 7])
    }
  })
})
