import { describe, expect, it } from 'vitest'

import type { GuideMap, Location, MapMarker } from '@/contract/types'
import {
  groupMapsByLocation,
  heroColumns,
  mapTypeLabel,
  clustersMarkers,
  MARKER_CLUSTER_THRESHOLD,
  markerIconSize,
  markerShareHref,
  markerTypes,
  parseHiddenTypes,
  parseMarkerParam,
  pickSection,
  similarGuides,
  utilityHeroesOnMap,
} from '@/maps/guide-rules'
import { COVER_BLEED_PX, coverZoom, IMAGE_HEIGHT_UNITS, IMAGE_WIDTH_UNITS, LAT_STRETCH, MAP_VIEWER, MIN_FIT_WIDTH_PX, viewerMinZoom, zoomScaleFactor } from '@/maps/viewer-geometry'

const location = (id: number, name: string): Location => ({ id, slug: name.toLowerCase(), name, description: '' })
const map = (id: number, name: string, type: GuideMap['type'], location_id: number, release_date: string): GuideMap => ({
  id,
  slug: name.toLowerCase(),
  name,
  description: null,
  type,
  location_id,
  release_date,
})

describe('groupMapsByLocation', () => {
  const locations = [location(1, 'Old Town'), location(2, 'New Port'), location(3, 'Empty')]
  const maps = [
    map(1, 'Gate', 'convoy', 1, '2024-12-06'),
    map(2, 'Arena', 'doom-match', 1, '2025-06-01'),
    map(3, 'Dock', 'domination', 2, '2025-04-11'),
    map(4, 'Tower', 'domination', 1, '2025-01-10'),
  ]

  it('lists locations by their newest map, core maps first and arcade maps last', () => {
    const groups = groupMapsByLocation(maps, locations, 'all')
    expect(groups.map((group) => group.location.name)).toEqual(['New Port', 'Old Town'])
    expect(groups[1].maps.map((entry) => entry.name)).toEqual(['Tower', 'Gate', 'Arena'])
  })

  it('keeps only locations with a map of the chosen mode', () => {
    const groups = groupMapsByLocation(maps, locations, 'convoy')
    expect(groups.map((group) => [group.location.name, group.maps.map((entry) => entry.name)])).toEqual([['Old Town', ['Gate']]])
    expect(groupMapsByLocation(maps, locations, 'convergence')).toEqual([])
  })
})

describe('marker helpers', () => {
  const marker = (icon: string, icon_name: string): MapMarker => ({
    id: 1,
    map: 'm',
    section: 's',
    lat: 0,
    lng: 0,
    icon,
    icon_name,
    icon_url: `/icons/${icon}.webp`,
    img_1: null,
    img_2: null,
    description: '',
    hero: null,
  })

  it('draws health packs at 25 px, the crosshair at 40 px and everything else at 50 px', () => {
    expect(markerIconSize(marker('hp-large', 'Large hp pack'))).toBe(25)
    expect(markerIconSize(marker('medkit', 'Small HP Pack'))).toBe(25)
    expect(markerIconSize(marker('crosshair', 'Crosshair'))).toBe(40)
    expect(markerIconSize(marker('high-ground', 'High ground'))).toBe(50)
  })

  it('clusters a section past MARKER_CLUSTER_THRESHOLD markers, not at it', () => {
    expect(clustersMarkers(MARKER_CLUSTER_THRESHOLD)).toBe(false)
    expect(clustersMarkers(MARKER_CLUSTER_THRESHOLD + 1)).toBe(true)
    expect(clustersMarkers(0)).toBe(false)
  })

  it('counts marker types in order of first appearance', () => {
    const types = markerTypes([marker('a', 'Alpha'), marker('b', 'Beta'), marker('a', 'Alpha')])
    expect(types.map(({ icon, name, count }) => [icon, name, count])).toEqual([
      ['a', 'Alpha', 2],
      ['b', 'Beta', 1],
    ])
  })

  it('reads remembered hidden types defensively', () => {
    expect(parseHiddenTypes('["a","b","a",3]')).toEqual(['a', 'b'])
    expect(parseHiddenTypes('{"a":1}')).toEqual([])
    expect(parseHiddenTypes('not json')).toEqual([])
    expect(parseHiddenTypes(null)).toEqual([])
  })

  it('accepts only positive integer marker ids in share links', () => {
    expect(parseMarkerParam('42')).toBe(42)
    for (const bad of ['0', '-1', '4.2', 'abc', '', null, '12345678901']) expect(parseMarkerParam(bad)).toBeNull()
    expect(markerShareHref('tokyo-2099', 'shin-shibuya', 'neon-arcade', 42)).toBe('/maps/tokyo-2099/shin-shibuya/neon-arcade?marker=42')
  })
})

describe('map guide helpers', () => {
  it('leads with attackers on domination and with defenders elsewhere', () => {
    expect(heroColumns('domination').map((column) => column.side)).toEqual(['atk', 'def', 'both'])
    expect(heroColumns('convoy').map((column) => column.side)).toEqual(['def', 'atk', 'both'])
  })

  it('offers only utility heroes placed on the map, in the fixed order', () => {
    expect(utilityHeroesOnMap([{ hero: 'doctor-strange' }, { hero: 'peni-parker' }, { hero: 'hulk' }])).toEqual(['peni-parker', 'doctor-strange'])
    expect(utilityHeroesOnMap([])).toEqual([])
  })

  it('falls back to the first section for an unknown or missing slug', () => {
    const sections = [{ slug: 'gate' }, { slug: 'hall' }]
    expect(pickSection(sections, 'hall')).toBe(sections[1])
    expect(pickSection(sections, 'nowhere')).toBe(sections[0])
    expect(pickSection(sections, undefined)).toBe(sections[0])
    expect(pickSection([], 'gate')).toBeUndefined()
  })

  it('labels arcade maps as such', () => {
    expect(mapTypeLabel('convergence')).toBe('Convergence')
    expect(mapTypeLabel('conquest')).toBe('Arcade · Conquest')
  })
})

describe('viewer scale', () => {
  it('shows the whole image across the viewer at the initial zoom', () => {
    for (const width of [MIN_FIT_WIDTH_PX, 768, 1068]) {
      expect(IMAGE_WIDTH_UNITS * zoomScaleFactor(width) * 2 ** MAP_VIEWER.initialZoom).toBeCloseTo(width, 6)
    }
  })

  it('draws the image no narrower than the minimum on a phone, which then pans', () => {
    expect(zoomScaleFactor(343)).toBe(zoomScaleFactor(MIN_FIT_WIDTH_PX))
  })

  it('draws the 3:1 bounds at the images 16:9', () => {
    expect(IMAGE_WIDTH_UNITS / (IMAGE_HEIGHT_UNITS * LAT_STRETCH)).toBeCloseTo(MAP_VIEWER.aspectRatio, 10)
  })

  it('falls back to one pixel per unit for an unmeasured viewer', () => {
    expect(zoomScaleFactor(0)).toBeCloseTo(1 / 2 ** MAP_VIEWER.initialZoom, 10)
  })
})

describe('the image fills the viewer', () => {
  const drawn = (zoom: number, factor: number) => ({
    width: IMAGE_WIDTH_UNITS * factor * 2 ** zoom,
    height: IMAGE_HEIGHT_UNITS * LAT_STRETCH * factor * 2 ** zoom,
  })

  it('a 16:9 desktop viewer keeps the spec zoom: the whole image fits exactly', () => {
    const factor = zoomScaleFactor(1100)
    expect(coverZoom(1100, 1100 * (9 / 16), factor)).toBeCloseTo(MAP_VIEWER.initialZoom, 6)
    expect(viewerMinZoom(MAP_VIEWER.minZoom, 1100, 1100 * (9 / 16), factor)).toBeCloseTo(MAP_VIEWER.minZoom, 2)
  })

  it('a tall phone viewer and a tall fullscreen zoom in until there are no bands above or below', () => {
    for (const [width, height, base] of [
      [343, 480, MAP_VIEWER.minZoom],
      [375, 800, MAP_VIEWER.fullscreenMinZoom],
    ]) {
      const factor = zoomScaleFactor(343)
      const zoom = viewerMinZoom(base, width, height, factor)
      expect(zoom).toBeGreaterThan(base)
      const image = drawn(zoom, factor)
      // A pixel past each edge: Leaflet's half-pixel placement never leaves a hairline band.
      expect(image.height).toBeGreaterThanOrEqual(height + 2 * COVER_BLEED_PX)
      expect(image.width).toBeGreaterThanOrEqual(width + 2 * COVER_BLEED_PX)
      // Not more than needed: a hair less zoom would not reach past both edges.
      expect(drawn(zoom - 0.01, factor).height).toBeLessThan(height + 2 * COVER_BLEED_PX)
    }
  })

  it('never goes past the maximum zoom, and nonsense sizes fall back to the minimum', () => {
    expect(viewerMinZoom(MAP_VIEWER.minZoom, 100, 100_000, zoomScaleFactor(100))).toBe(MAP_VIEWER.maxZoom)
    expect(coverZoom(0, 0, 1)).toBe(MAP_VIEWER.minZoom)
  })
})

describe('similar guides for a map without one', () => {
  const places = [location(1, 'Yggsgard'), location(2, 'Tokyo')]
  const maps = [
    map(1, 'Royal Palace', 'domination', 1, '2024-12-06'),
    map(2, 'Shin Shibuya', 'convergence', 2, '2024-12-06'),
    map(3, 'Spider Islands', 'convergence', 2, '2025-01-10'),
    map(4, 'Ninomaru', 'domination', 2, '2025-02-10'),
    map(5, 'Arena', 'doom-match', 2, '2025-03-10'),
  ]
  const slug = (name: string) => maps.find((entry) => entry.name === name)!.slug

  it('suggests written guides only, the same mode first, never the map itself', () => {
    const written = [slug('Royal Palace'), slug('Shin Shibuya'), slug('Spider Islands')]
    const result = similarGuides(maps[3], maps, places, written)
    expect(result.map((entry) => entry.name)).toEqual(['Royal Palace', 'Spider Islands', 'Shin Shibuya'])
    expect(result[0].href).toBe(`/maps/yggsgard/${slug('Royal Palace')}`)
    expect(similarGuides(maps[2], maps, places, written).map((entry) => entry.name)).toEqual(['Shin Shibuya', 'Royal Palace'])
    expect(similarGuides(maps[4], maps, places, [], 4)).toEqual([])
  })
})
