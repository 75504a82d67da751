import type { MapRouteKind } from '@/contract/types'

import { checkPointList, type CalloutPoint, type Checked } from './callouts'
import { toHundredth } from './coordinates'

/**
 * Routes: lines players take across a section (a flank, a rotation, the payload's path, an escape), in the
 * section image's own [lat, lng] units as markers and callouts use. Pure, so the collection's validation, the
 * admin's drawing, the seed and the viewer share it and the tests can call it directly.
 */
export type RoutePoint = CalloutPoint

export type RouteKind = MapRouteKind
export const ROUTE_KINDS = ['flank', 'rotation', 'payload-path', 'escape'] as const satisfies readonly RouteKind[]

/** The kinds as the legend and the admin name them, in the legend's order. */
export const ROUTE_KIND_LABELS: Record<RouteKind, string> = {
  flank: 'Flank',
  rotation: 'Rotation',
  'payload-path': 'Payload path',
  escape: 'Escape',
}

/** Points a route may have: enough to follow a winding corridor, few enough to stay a hand-drawn line. */
export const ROUTE_MAX_POINTS = 64

/**
 * A route as an editor or a client sends it: at least 2 different points, each on the image, at most
 * ROUTE_MAX_POINTS. A point repeating the one before is dropped (a double click); a line may cross itself,
 * as a path that doubles back under a bridge does.
 */
export function checkPolyline(value: unknown): Checked<RoutePoint[]> {
  const points = checkPointList(value, { each: 'Point', list: 'The route' }, { notList: 'routeNotList', notNumbers: 'routePointNotNumbers', offImage: 'routePointOffImage' })
  if (!points.ok) return points
  const line = points.value
  const has = line.length
  if (has < 2) return { ok: false, message: `A route needs at least 2 different points; this one has ${has}.`, problem: { key: 'routeFewPoints', values: { has } } }
  if (has > ROUTE_MAX_POINTS) {
    const max = ROUTE_MAX_POINTS
    return { ok: false, message: `A route may have at most ${max} points; this one has ${has}.`, problem: { key: 'routeManyPoints', values: { max, has } } }
  }
  return { ok: true, value: line }
}

/**
 * The legend's names of the kinds: plural nouns, so a row of lines reads apart from the marker type "Flank
 * route" (a single spot with an icon) that sections already have.
 */
const ROUTE_KIND_LEGEND: Record<RouteKind, string> = {
  flank: 'Flanks',
  rotation: 'Rotations',
  'payload-path': 'Payload path',
  escape: 'Escapes',
}

/** One legend row per kind of route a section has, in the legend's order, with its count. */
export type RouteKindCount = { kind: RouteKind; name: string; count: number }
export function routeKinds(routes: { kind: RouteKind }[]): RouteKindCount[] {
  return ROUTE_KINDS.flatMap((kind) => {
    const count = routes.filter((route) => route.kind === kind).length
    return count ? [{ kind, name: ROUTE_KIND_LEGEND[kind], count }] : []
  })
}

/** The point halfway along a line (by length), where Find on map centres the view on it. */
export function midpointOf(line: RoutePoint[]): RoutePoint {
  const lengths = line.slice(1).map((point, index) => Math.hypot(point[0] - line[index][0], point[1] - line[index][1]))
  let rest = lengths.reduce((sum, length) => sum + length, 0) / 2
  for (const [index, length] of lengths.entries()) {
    if (rest <= length && length > 0) {
      const t = rest / length
      const [a, b] = [line[index], line[index + 1]]
      return [toHundredth(a[0] + (b[0] - a[0]) * t), toHundredth(a[1] + (b[1] - a[1]) * t)]
    }
    rest -= length
  }
  return line[0]
}
