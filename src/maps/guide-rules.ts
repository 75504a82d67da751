import type { GuideMap, Location, MapMarker, MapSide, MapType, UtilityPlacement } from '@/contract/types'
import { aToZ } from '@/rules/a-to-z'

/** The maps list's filter (spec §3): the three core modes, or all maps. */
export type MapFilter = 'all' | 'convoy' | 'convergence' | 'domination'
export const MAP_FILTERS: readonly MapFilter[] = ['all', 'convoy', 'convergence', 'domination']
export type CoreMode = Exclude<MapFilter, 'all'>

export const MAP_TYPE_LABELS: Record<MapType, string> = {
  convoy: 'Convoy',
  convergence: 'Convergence',
  domination: 'Domination',
  'doom-match': 'Doom Match',
  conquest: 'Conquest',
}

/** Doom Match and Conquest maps sit outside the three-mode filter; "all" lists them after the core maps. */
export const isArcade = (type: MapType) => type === 'doom-match' || type === 'conquest'

/** How a language names a map type and an arcade one; English by default (page titles still use it). */
export type MapTypeWords = { type: (type: MapType) => string; arcade: (mode: string) => string }
const ENGLISH_TYPE_WORDS: MapTypeWords = { type: (type) => MAP_TYPE_LABELS[type], arcade: (mode) => `Arcade · ${mode}` }

/** A map's type as its tile shows it: "Convoy", or "Arcade · Conquest". */
export const mapTypeLabel = (type: MapType, words: MapTypeWords = ENGLISH_TYPE_WORDS) => (isArcade(type) ? words.arcade(words.type(type)) : words.type(type))

const matchesFilter = (map: GuideMap, filter: MapFilter) => filter === 'all' || map.type === filter

/** Core maps before arcade ones, then newest first by release date, then by name. */
export function compareMaps(a: GuideMap, b: GuideMap): number {
  return (
    Number(isArcade(a.type)) - Number(isArcade(b.type)) ||
    aToZ(b.release_date, a.release_date) ||
    aToZ(a.name, b.name)
  )
}

export type LocationGroup = { location: Location; maps: GuideMap[] }

/**
 * The maps list: locations holding at least one map that matches the filter, each with its matching maps.
 * Locations follow their newest matching core map, so the list as a whole reads newest first.
 */
export function groupMapsByLocation(maps: GuideMap[], locations: Location[], filter: MapFilter): LocationGroup[] {
  const groups = locations
    .map((location) => ({
      location,
      maps: maps.filter((map) => map.location_id === location.id && matchesFilter(map, filter)).sort(compareMaps),
    }))
    .filter((group) => group.maps.length > 0)
  return groups.sort((a, b) => compareMaps(a.maps[0], b.maps[0]) || aToZ(a.location.name, b.location.name))
}

/** Marker icon sizes in px: health packs (icon name containing "hp") are drawn smaller; the crosshair in between. */
const MARKER_ICON_PX = 50
const MARKER_HP_ICON_PX = 25
export const MARKER_CROSSHAIR_PX = 40

/** Past this many markers in one section, the viewer clusters them so panning stays smooth. */
export const MARKER_CLUSTER_THRESHOLD = 300

/** A marker's icon size: health packs (icon name containing "hp") are small, the crosshair in between. */
export function markerIconSize(marker: Pick<MapMarker, 'icon' | 'icon_name'>): number {
  const name = marker.icon_name.toLowerCase()
  if (marker.icon === 'crosshair' || name.includes('crosshair')) return MARKER_CROSSHAIR_PX
  return name.includes('hp') ? MARKER_HP_ICON_PX : MARKER_ICON_PX
}

/** Whether a section shows this many markers clustered: past the threshold a thousand stay smooth. */
export const clustersMarkers = (count: number) => count > MARKER_CLUSTER_THRESHOLD

/** One legend row per marker type of a section, in order of first appearance, with its marker count. */
export type MarkerType = { icon: string; name: string; url: string | null; count: number }
export function markerTypes(markers: MapMarker[]): MarkerType[] {
  const types = new Map<string, MarkerType>()
  for (const marker of markers) {
    const type = types.get(marker.icon)
    if (type) type.count++
    else types.set(marker.icon, { icon: marker.icon, name: marker.icon_name || marker.icon, url: marker.icon_url, count: 1 })
  }
  return [...types.values()]
}

/** Hidden marker types as remembered in the browser: a JSON list of icon slugs; anything else hides nothing. */
export function parseHiddenTypes(raw: string | null | undefined): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? [...new Set(value.filter((item): item is string => typeof item === 'string'))] : []
  } catch {
    return []
  }
}

/** The ?marker= of a share link: a positive integer id, or null. */
export function parseMarkerParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

/** A callout's slug from ?callout=, or null when it is missing or cannot be a slug. */
export function parseCalloutParam(value: string | null | undefined): string | null {
  return value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120 ? value : null
}

/** The address that opens a section with one callout in view and highlighted. */
export const calloutShareHref = (location: string, map: string, section: string, slug: string) =>
  `/maps/${location}/${map}/${section}?callout=${slug}`

/** The address that opens a section with one marker's overlay open. */
export const markerShareHref = (location: string, map: string, section: string, id: number) =>
  `/maps/${location}/${map}/${section}?marker=${id}`

/**
 * The heroes part's columns (the catalogue names each side). Domination has no fixed attacker: both teams
 * attack the point, so its attacking column comes first; every other mode leads with the defenders.
 */
export function heroColumns(type: MapType): { side: MapSide }[] {
  const attacking = { side: 'atk' as const }
  const defending = { side: 'def' as const }
  const both = { side: 'both' as const }
  return type === 'domination' ? [attacking, defending, both] : [defending, attacking, both]
}

/** The map guide's utility picker: these four heroes, in this order; the first is the default. */
export const UTILITY_HEROES = ['rocket-raccoon', 'peni-parker', 'the-punisher', 'doctor-strange'] as const

export type UtilityHero = (typeof UTILITY_HEROES)[number]

/** The utility heroes that have at least one placement anywhere on the map, in the picker's fixed order. */
export function utilityHeroesOnMap(placements: Pick<UtilityPlacement, 'hero'>[]): UtilityHero[] {
  const placed = new Set(placements.map((placement) => placement.hero))
  return UTILITY_HEROES.filter((hero) => placed.has(hero))
}

/** The section the address names, or the map's first section when it names none of them. */
export function pickSection<T extends { slug: string }>(sections: T[], slug: string | null | undefined): T | undefined {
  return sections.find((section) => section.slug === slug) ?? sections[0]
}

export type SimilarGuide = { href: string; name: string; type: MapType }

/**
 * Maps with a written guide to suggest on a map that has none: the same mode first, then the rest, newest
 * first within each; never the map itself.
 */
export function similarGuides(map: Pick<GuideMap, 'slug' | 'type'>, maps: GuideMap[], locations: Location[], written: readonly string[], limit = 4): SimilarGuide[] {
  const locationSlug = new Map(locations.map((location) => [location.id, location.slug]))
  return maps
    .filter((other) => other.slug !== map.slug && written.includes(other.slug) && locationSlug.has(other.location_id))
    .sort((a, b) => Number(b.type === map.type) - Number(a.type === map.type) || compareMaps(a, b))
    .slice(0, limit)
    .map((other) => ({ href: `/maps/${locationSlug.get(other.location_id)}/${other.slug}`, name: other.name, type: other.type }))
}
