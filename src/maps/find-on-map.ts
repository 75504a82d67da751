import type { MapCallout, MapMarker, MapRoute } from '@/contract/types'

import { midpointOf, ROUTE_KIND_LABELS, type RouteKind } from './routes'

/**
 * One place "Find on map" offers: a callout by its name or an alias, a route by its name (at its middle), a
 * marker by its type or description.
 */
export type FoundPlace =
  | { kind: 'callout'; key: string; slug: string; title: string; detail: string; lat: number; lng: number }
  | { kind: 'route'; key: string; slug: string; title: string; detail: string; lat: number; lng: number }
  | { kind: 'marker'; key: string; id: number; title: string; detail: string; lat: number; lng: number }

/** The words of a place's detail line, in the page's language: a callout (and the alias it was found by), a route of a kind. */
export type FindWords = { callout: (alias: string | null) => string; route: (kind: RouteKind) => string }

/** "Route (flank)": apart from the marker type "Flank route", which is a spot, not a line. */
const ENGLISH_WORDS: FindWords = {
  callout: (alias) => (alias ? `Callout, also called ${alias}` : 'Callout'),
  route: (kind) => `Route (${ROUTE_KIND_LABELS[kind].toLowerCase()})`,
}

/** At most this many places are offered: more would push the legend's own rows off a phone's screen. */
export const FIND_ON_MAP_LIMIT = 8

/** Lower case without accents, so "Asgard" finds "Åsgard" and "yggsgard" finds "Yggsgard". */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** How well `text` answers `query`: 3 it starts with it, 2 a word in it does, 1 it holds it, 0 not at all. */
function matchOf(text: string, query: string): number {
  const folded = fold(text)
  if (folded.startsWith(query)) return 3
  if (folded.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(query))) return 2
  return folded.includes(query) ? 1 : 0
}

/** The first line of a marker's description, short enough for one row. */
const firstLine = (text: string) => {
  const line = text.split('\n')[0].trim()
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line
}

/**
 * The section's places that answer what the player typed, best first: callouts by name, routes by name,
 * callouts by alias, then markers by type or description. Ties keep the order the guide gives them. An empty
 * query finds nothing.
 */
export function findOnMap(query: string, callouts: MapCallout[], markers: MapMarker[], routes: MapRoute[] = [], words: FindWords = ENGLISH_WORDS): FoundPlace[] {
  const wanted = fold(query)
  if (!wanted) return []
  const ranked: { place: FoundPlace; score: number; order: number }[] = []
  callouts.forEach((callout, order) => {
    const byName = matchOf(callout.name, wanted)
    const alias = byName ? undefined : callout.aliases.find((name) => matchOf(name, wanted))
    const score = byName ? 10 + byName : alias ? 6 + matchOf(alias, wanted) : 0
    if (!score) return
    ranked.push({
      place: {
        kind: 'callout',
        key: `callout:${callout.slug}`,
        slug: callout.slug,
        title: callout.name,
        detail: words.callout(alias ?? null),
        lat: callout.label[0],
        lng: callout.label[1],
      },
      score,
      order,
    })
  })
  routes.forEach((route, order) => {
    const byName = matchOf(route.name, wanted)
    if (!byName) return
    const [lat, lng] = midpointOf(route.line)
    const detail = words.route(route.kind)
    ranked.push({
      place: { kind: 'route', key: `route:${route.slug}`, slug: route.slug, title: route.name, detail: route.description ? `${detail}: ${firstLine(route.description)}` : detail, lat, lng },
      // Between a callout's own name (11..13) and an alias (7..9): a route is named as deliberately as a place.
      score: 9 + byName / 2,
      order: callouts.length + order,
    })
  })
  markers.forEach((marker, order) => {
    const type = marker.icon_name || marker.icon
    const byType = matchOf(type, wanted)
    const score = byType ? byType + 2 : matchOf(marker.description, wanted)
    if (!score) return
    ranked.push({
      place: { kind: 'marker', key: `marker:${marker.id}`, id: marker.id, title: type, detail: firstLine(marker.description), lat: marker.lat, lng: marker.lng },
      score,
      order: callouts.length + routes.length + order,
    })
  })
  return ranked
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, FIND_ON_MAP_LIMIT)
    .map(({ place }) => place)
}
