import { describe, expect, it } from 'vitest'

import type { MapCallout, MapMarker, MapRoute } from '@/contract/types'
import { FIND_ON_MAP_LIMIT, findOnMap } from '@/maps/find-on-map'

const callout = (slug: string, name: string, aliases: string[] = []): MapCallout => ({
  slug,
  section: 'throne-room',
  name,
  aliases,
  description: '',
  label: [100, 200],
  polygon: null,
})
const marker = (id: number, icon_name: string, description: string): MapMarker => ({
  id,
  map: 'royal-palace',
  section: 'throne-room',
  lat: 10 * id,
  lng: 20 * id,
  icon: icon_name.toLowerCase().replace(/\s+/g, '-'),
  icon_name,
  icon_url: null,
  img_1: null,
  img_2: null,
  description,
  hero: null,
})

const callouts = [
  callout('west-doors', 'West Doors', ['West spawn']),
  callout('dais', 'Dais', ['Point']),
  callout('north-mezzanine', 'North Mezzanine', ['Mezz']),
  callout('asgard-gate', 'Åsgard Gate'),
]
const markers = [
  marker(1, 'Health Pack', 'A small health pack behind the west pillar.\nTaken often.'),
  marker(2, 'Flank Route', 'Through the north mezzanine, out of sight of the dais.'),
]
const titles = (query: string) => findOnMap(query, callouts, markers).map((place) => place.title)

describe('Find on map', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(findOnMap('', callouts, markers)).toEqual([])
    expect(findOnMap('   ', callouts, markers)).toEqual([])
  })

  it('puts a callout by name before one by alias, and both before markers', () => {
    // "North Mezzanine" by name, the Flank Route marker by its description.
    expect(titles('mezz')).toEqual(['North Mezzanine', 'Flank Route'])
    expect(titles('point')).toEqual(['Dais'])
    expect(findOnMap('point', callouts, markers)[0]).toMatchObject({ kind: 'callout', slug: 'dais', detail: 'Callout, also called Point' })
  })

  it('ranks a name that starts with the words before one that only holds them', () => {
    const gates = [callout('stargate', 'Stargate'), callout('north-gate', 'North Gate'), callout('gate-hall', 'Gate Hall')]
    expect(findOnMap('gate', gates, []).map((place) => place.title)).toEqual(['Gate Hall', 'North Gate', 'Stargate'])
  })

  it('finds markers by type and by description, with the description’s first line as the detail', () => {
    expect(findOnMap('health', callouts, markers)).toEqual([
      { kind: 'marker', key: 'marker:1', id: 1, title: 'Health Pack', detail: 'A small health pack behind the west pillar.', lat: 10, lng: 20 },
    ])
    expect(titles('out of sight')).toEqual(['Flank Route'])
  })

  it('ignores case, accents and extra spaces', () => {
    expect(titles('  ASGARD   gate ')).toEqual(['Åsgard Gate'])
    expect(titles('west   DOORS')).toEqual(['West Doors'])
  })

  it('offers at most FIND_ON_MAP_LIMIT places, callouts first', () => {
    const many = Array.from({ length: 12 }, (_, i) => callout(`spot-${i}`, `Spot ${i}`))
    const found = findOnMap('spot', many, [marker(3, 'Spot Light', '')])
    expect(found).toHaveLength(FIND_ON_MAP_LIMIT)
    expect(found.every((place) => place.kind === 'callout')).toBe(true)
  })

  it('finds routes by name, centred on their middle, ranked after callouts by name and before aliases', () => {
    const routes: MapRoute[] = [
      { slug: 'mezzanine-flank', section: 'throne-room', kind: 'flank', name: 'Mezzanine Flank', description: 'Round the north wall.\nQuietly.', line: [[0, 0], [0, 100], [100, 100]] },
      { slug: 'point-rotation', section: 'throne-room', kind: 'rotation', name: 'Point Rotation', description: '', line: [[10, 10], [30, 10]] },
    ]
    expect(findOnMap('mezzanine flank', callouts, markers, routes)).toEqual([
      { kind: 'route', key: 'route:mezzanine-flank', slug: 'mezzanine-flank', title: 'Mezzanine Flank', detail: 'Route (flank): Round the north wall.', lat: 0, lng: 100 },
    ])
    // "mezz": the callout by name first, then the route, then the marker that mentions the mezzanine.
    expect(findOnMap('mezz', callouts, markers, routes).map((place) => place.key)).toEqual(['callout:north-mezzanine', 'route:mezzanine-flank', 'marker:2'])
    // "point": the route by name before the callout only called Point.
    expect(findOnMap('point', callouts, markers, routes).map((place) => place.key)).toEqual(['route:point-rotation', 'callout:dais'])
    expect(findOnMap('point', callouts, markers, routes)[0]).toMatchObject({ detail: 'Route (rotation)', lat: 20, lng: 10 })
    // A route's description is no name: it is shown, not searched.
    expect(findOnMap('quietly', callouts, markers, routes)).toEqual([])
  })
})
