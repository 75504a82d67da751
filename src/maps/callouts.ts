import { MAP_IMAGE_BOUNDS, toHundredth } from './coordinates'

/**
 * Callouts: the names players give places on a section image. Points are [lat, lng] in the image's own
 * CRS.Simple units, as markers store theirs (src/maps/coordinates.ts). Everything here is pure, so the
 * collection's validation, the seed and the viewer share it and the tests can call it directly.
 */
export type CalloutPoint = [lat: number, lng: number]

/** Corners a polygon may have: enough for a traced building, few enough to stay a hand-drawn outline. */
const CALLOUT_POLYGON_MAX_CORNERS = 64

/**
 * Why a shape was refused, as the admin's message key (`Admin.messages.*` of admin.json) and its values, so the
 * admin can say it in the editor's language; `message` is the same in English, for everyone else.
 */
export type ShapeProblem = {
  key:
    | 'cornerNotNumbers'
    | 'cornerOffImage'
    | 'routePointNotNumbers'
    | 'routePointOffImage'
    | 'polygonNotList'
    | 'routeNotList'
    | 'polygonFewCorners'
    | 'polygonManyCorners'
    | 'polygonCrosses'
    | 'polygonNoArea'
    | 'routeFewPoints'
    | 'routeManyPoints'
  values: Record<string, string | number>
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; problem?: ShapeProblem }

/** The message keys of a list's points: a callout's corners or a route's points. */
type PointProblems = { notList: ShapeProblem['key']; notNumbers: ShapeProblem['key']; offImage: ShapeProblem['key'] }

const { minLat, maxLat, minLng, maxLng } = MAP_IMAGE_BOUNDS

/** Whether a point lies on the section image (edges included). */
const withinImage = ([lat, lng]: CalloutPoint) => lat >= minLat && lat <= maxLat && lng >= minLng && lng <= maxLng

const describe = ([lat, lng]: CalloutPoint) => `[${lat}, ${lng}]`

/** A single point: two finite numbers on the image. */
export function checkPoint(
  value: unknown,
  what = 'The point',
  keys?: { notNumbers: ShapeProblem['key']; offImage: ShapeProblem['key']; values: ShapeProblem['values'] },
): Checked<CalloutPoint> {
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    return { ok: false, message: `${what} must be two numbers, [lat, lng].`, ...(keys && { problem: { key: keys.notNumbers, values: keys.values } }) }
  }
  const point = [toHundredth(value[0]), toHundredth(value[1])] as CalloutPoint
  if (!withinImage(point)) {
    return {
      ok: false,
      message: `${what} ${describe(point)} lies off the image: lat must be ${minLat}..${maxLat} and lng ${minLng}..${maxLng}.`,
      ...(keys && { problem: { key: keys.offImage, values: { ...keys.values, point: describe(point), ...MAP_IMAGE_BOUNDS } } }),
    }
  }
  return { ok: true, value: point }
}

/**
 * A list of points as an editor or a client sends it, each checked and rounded (`what` names them in
 * messages: "Corner 2", "Point 2"); a point repeating the one before is dropped (a double click).
 */
export function checkPointList(value: unknown, what: { each: string; list: string }, keys?: PointProblems): Checked<CalloutPoint[]> {
  if (!Array.isArray(value)) {
    return { ok: false, message: `${what.list} must be a list of ${what.each.toLowerCase()}s, [[lat, lng], …].`, ...(keys && { problem: { key: keys.notList, values: {} } }) }
  }
  const points: CalloutPoint[] = []
  for (const [index, entry] of value.entries()) {
    const point = checkPoint(entry, `${what.each} ${index + 1}`, keys && { ...keys, values: { number: index + 1 } })
    if (!point.ok) return point
    const last = points[points.length - 1]
    if (!last || last[0] !== point.value[0] || last[1] !== point.value[1]) points.push(point.value)
  }
  return { ok: true, value: points }
}

/** Twice the signed area (shoelace) of a ring of points, in lat × lng units. */
export function ringArea(ring: CalloutPoint[]): number {
  let sum = 0
  for (let i = 0; i < ring.length; i++) {
    const [y1, x1] = ring[i]
    const [y2, x2] = ring[(i + 1) % ring.length]
    sum += x1 * y2 - x2 * y1
  }
  return sum / 2
}

const cross = (o: CalloutPoint, a: CalloutPoint, b: CalloutPoint) => (a[1] - o[1]) * (b[0] - o[0]) - (a[0] - o[0]) * (b[1] - o[1])
const onSegment = (p: CalloutPoint, q: CalloutPoint, r: CalloutPoint) =>
  Math.min(p[0], r[0]) <= q[0] && q[0] <= Math.max(p[0], r[0]) && Math.min(p[1], r[1]) <= q[1] && q[1] <= Math.max(p[1], r[1])

/** Whether segments ab and cd touch or cross (collinear overlaps included). */
function segmentsIntersect(a: CalloutPoint, b: CalloutPoint, c: CalloutPoint, d: CalloutPoint): boolean {
  const d1 = cross(c, d, a)
  const d2 = cross(c, d, b)
  const d3 = cross(a, b, c)
  const d4 = cross(a, b, d)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  return (d1 === 0 && onSegment(c, a, d)) || (d2 === 0 && onSegment(c, b, d)) || (d3 === 0 && onSegment(a, c, b)) || (d4 === 0 && onSegment(a, d, b))
}

/** The first pair of edges (1-based, as an editor counts them) that cross, or null for a simple polygon. */
export function selfIntersection(ring: CalloutPoint[]): [number, number] | null {
  const n = ring.length
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a corner; that is not a crossing (unless they fold back, caught by the area check).
      if (j === i + 1 || (i === 0 && j === n - 1)) continue
      if (segmentsIntersect(ring[i], ring[(i + 1) % n], ring[j], ring[(j + 1) % n])) return [i + 1, j + 1]
    }
  }
  return null
}

/**
 * A polygon as an editor or a client sends it: at least 3 corners, each on the image, no two edges crossing.
 * A closing corner equal to the first is dropped (GeoJSON habit); so are repeats of the corner before.
 */
export function checkPolygon(value: unknown): Checked<CalloutPoint[]> {
  const corners = checkPointList(value, { each: 'Corner', list: 'The polygon' }, { notList: 'polygonNotList', notNumbers: 'cornerNotNumbers', offImage: 'cornerOffImage' })
  if (!corners.ok) return corners
  const ring = corners.value
  if (ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1]) ring.pop()
  const has = ring.length
  if (has < 3) return { ok: false, message: `A polygon needs at least 3 different corners; this one has ${has}.`, problem: { key: 'polygonFewCorners', values: { has } } }
  if (has > CALLOUT_POLYGON_MAX_CORNERS) {
    const max = CALLOUT_POLYGON_MAX_CORNERS
    return { ok: false, message: `A polygon may have at most ${max} corners; this one has ${has}.`, problem: { key: 'polygonManyCorners', values: { max, has } } }
  }
  const crossing = selfIntersection(ring)
  if (crossing) {
    const [first, second] = crossing
    return {
      ok: false,
      message: `The polygon crosses itself: edge ${first} meets edge ${second}. Move the corners so its outline does not cross.`,
      problem: { key: 'polygonCrosses', values: { first, second } },
    }
  }
  if (Math.abs(ringArea(ring)) < 1) return { ok: false, message: 'The polygon has no area: its corners lie on one line.', problem: { key: 'polygonNoArea', values: {} } }
  return { ok: true, value: ring }
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Label collision                                                                                              */

/** A box on screen, in pixels: left, top, width, height. */
export type ScreenBox = { x: number; y: number; width: number; height: number }

/** A label to place: its anchor on screen, its measured size, and its rank (higher is placed first). */
export type LabelRequest = { id: string; x: number; y: number; width: number; height: number; priority: number }

/** Where a label went: its offset from the anchor (the box's top-left), or hidden. */
export type LabelPlacement = { id: string; shown: true; box: ScreenBox } | { id: string; shown: false }

/** Gap kept between two labels, and between a label and a marker, in pixels. */
const LABEL_GAP_PX = 3

const overlaps = (a: ScreenBox, b: ScreenBox, gap: number) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap

/** Boxes a label may take around its anchor: centred first, then above, below, right and left of it. */
function candidates({ x, y, width, height }: LabelRequest, nudge: number): ScreenBox[] {
  const centred = { x: x - width / 2, y: y - height / 2, width, height }
  return [
    centred,
    { ...centred, y: y - height - nudge },
    { ...centred, y: y + nudge },
    { ...centred, x: x + nudge },
    { ...centred, x: x - width - nudge },
  ]
}

/**
 * Places labels so none covers another or a marker: highest priority first, each in the first of its candidate
 * boxes that is free and inside the viewport (when given); a label with no free box is hidden. Greedy and
 * deterministic (ties go by id), O(n²) over the few hundred labels a section can hold.
 */
export function placeLabels(
  labels: LabelRequest[],
  { obstacles = [], viewport, nudge = 28, gap = LABEL_GAP_PX }: { obstacles?: ScreenBox[]; viewport?: ScreenBox; nudge?: number; gap?: number } = {},
): LabelPlacement[] {
  const order = [...labels].sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const taken: ScreenBox[] = []
  const placed = new Map<string, LabelPlacement>()
  for (const label of order) {
    const box = candidates(label, nudge).find(
      (candidate) =>
        (!viewport || (candidate.x >= viewport.x && candidate.y >= viewport.y && candidate.x + candidate.width <= viewport.x + viewport.width && candidate.y + candidate.height <= viewport.y + viewport.height)) &&
        !taken.some((other) => overlaps(candidate, other, gap)) &&
        !obstacles.some((obstacle) => overlaps(candidate, obstacle, gap)),
    )
    if (box) taken.push(box)
    placed.set(label.id, box ? { id: label.id, shown: true, box } : { id: label.id, shown: false })
  }
  return labels.map((label) => placed.get(label.id)!)
}
