import { toImageCoordinates } from '@/maps/coordinates'
import type { CalloutPoint } from '@/maps/callouts'

import type { PlanRect, sectionLayout } from './images'

type Layout = ReturnType<typeof sectionLayout>

/**
 * What a seeded callout outlines in its section's plan (src/seed/images.ts sectionLayout):
 * - `buildings`: one building, or a block of overlapping ones, as the picture shows it (parts that a building
 *   drawn later covers are left out);
 * - `highGround`: a dashed high-ground pad, without what buildings cover of it;
 * - `objective`, `westSpawn`, `eastSpawn`: the circle and the two spawn rooms;
 * - `lane`: a name on the painted lane (a label point, no area), `t` from its west end (0) to its east end (1).
 */
export type CalloutShape =
  | { buildings: number[] }
  | { highGround: number }
  | { objective: true }
  | { westSpawn: true }
  | { eastSpawn: true }
  | { lane: number }

const PLAN_WIDTH = 1920
const PLAN_HEIGHT = 1080

const toPoint = ([x, y]: [number, number]): CalloutPoint => {
  const { lat, lng } = toImageCoordinates(Math.min(1, Math.max(0, x / PLAN_WIDTH)), Math.min(1, Math.max(0, y / PLAN_HEIGHT)))
  return [lat, lng]
}

const contains = (rect: PlanRect, x: number, y: number) => x > rect.x && x < rect.x + rect.width && y > rect.y && y < rect.y + rect.height

/**
 * The outline of the region `filled` marks, among the cells the rectangles' edges cut the plan into: the
 * largest connected piece, traced around with its corners in order (collinear ones merged).
 */
function traceRegion(rects: PlanRect[], filled: (x: number, y: number) => boolean): [number, number][] {
  const xs = [...new Set(rects.flatMap((r) => [r.x, r.x + r.width]))].sort((a, b) => a - b)
  const ys = [...new Set(rects.flatMap((r) => [r.y, r.y + r.height]))].sort((a, b) => a - b)
  const on = new Set<string>()
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      if (filled((xs[i] + xs[i + 1]) / 2, (ys[j] + ys[j + 1]) / 2)) on.add(`${i},${j}`)
    }
  }
  // The largest 4-connected piece.
  let best = new Set<string>()
  const seen = new Set<string>()
  for (const start of on) {
    if (seen.has(start)) continue
    const piece = new Set<string>([start])
    const queue = [start]
    seen.add(start)
    while (queue.length) {
      const [i, j] = queue.pop()!.split(',').map(Number)
      for (const next of [`${i + 1},${j}`, `${i - 1},${j}`, `${i},${j + 1}`, `${i},${j - 1}`]) {
        if (on.has(next) && !seen.has(next)) {
          seen.add(next)
          piece.add(next)
          queue.push(next)
        }
      }
    }
    if (piece.size > best.size) best = piece
  }
  // Boundary edges, each directed so the region lies on its right (clockwise on screen).
  const edges = new Map<string, string[]>()
  const add = (from: [number, number], to: [number, number]) => {
    const key = from.join(',')
    edges.set(key, [...(edges.get(key) ?? []), to.join(',')])
  }
  for (const cell of best) {
    const [i, j] = cell.split(',').map(Number)
    const [x0, x1, y0, y1] = [xs[i], xs[i + 1], ys[j], ys[j + 1]]
    if (!best.has(`${i},${j - 1}`)) add([x0, y0], [x1, y0])
    if (!best.has(`${i + 1},${j}`)) add([x1, y0], [x1, y1])
    if (!best.has(`${i},${j + 1}`)) add([x1, y1], [x0, y1])
    if (!best.has(`${i - 1},${j}`)) add([x0, y1], [x0, y0])
  }
  if ([...edges.values()].some((targets) => targets.length > 1)) throw new Error('The region touches itself at a corner; choose another shape.')
  // Walk the outer loop from the top-left corner.
  const start = [...edges.keys()].map((key) => key.split(',').map(Number) as [number, number]).sort((a, b) => a[1] - b[1] || a[0] - b[0])[0]
  const loop: [number, number][] = []
  let at = start.join(',')
  do {
    loop.push(at.split(',').map(Number) as [number, number])
    at = edges.get(at)![0]
  } while (at !== start.join(','))
  // Merge corners that lie on a straight run.
  return loop.filter((point, index) => {
    const prev = loop[(index - 1 + loop.length) % loop.length]
    const next = loop[(index + 1) % loop.length]
    return !((prev[0] === point[0] && point[0] === next[0]) || (prev[1] === point[1] && point[1] === next[1]))
  })
}

/** The objective circle as a polygon of `corners` corners on its painted ring. */
function circle(cx: number, cy: number, r: number, corners = 24): [number, number][] {
  return Array.from({ length: corners }, (_, k) => {
    const angle = (2 * Math.PI * k) / corners
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as [number, number]
  })
}

const rectCorners = ({ x, y, width, height }: PlanRect): [number, number][] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
]

/** The point at `t` along the lane's Bézier curve. */
function lanePoint([p0, p1, p2, p3]: [number, number][], t: number): [number, number] {
  const u = 1 - t
  const at = (k: 0 | 1) => u ** 3 * p0[k] + 3 * u ** 2 * t * p1[k] + 3 * u * t ** 2 * p2[k] + t ** 3 * p3[k]
  return [at(0), at(1)]
}

/** A seeded callout's polygon (or null) and its label point (null: computed from the polygon). */
export function calloutGeometry(layout: Layout, shape: CalloutShape): { polygon: CalloutPoint[] | null; label: CalloutPoint | null } {
  if ('lane' in shape) return { polygon: null, label: toPoint(lanePoint(layout.lane, shape.lane)) }
  if ('objective' in shape) return { polygon: circle(layout.objective.cx, layout.objective.cy, layout.objective.r).map(toPoint), label: null }
  if ('westSpawn' in shape) return { polygon: rectCorners(layout.westSpawn).map(toPoint), label: null }
  if ('eastSpawn' in shape) return { polygon: rectCorners(layout.eastSpawn).map(toPoint), label: null }
  const { buildings } = layout
  if ('highGround' in shape) {
    const pad = layout.highGround[shape.highGround]
    const corners = traceRegion([pad, ...buildings], (x, y) => contains(pad, x, y) && !buildings.some((b) => contains(b, x, y)))
    return { polygon: corners.map(toPoint), label: null }
  }
  const block = new Set(shape.buildings)
  // A point of the block shows unless a building drawn after the one it lies in, outside the block, covers it.
  const shows = (x: number, y: number) =>
    [...block].some((k) => contains(buildings[k], x, y) && !buildings.some((other, j) => j > k && !block.has(j) && contains(other, x, y)))
  return { polygon: traceRegion(buildings, shows).map(toPoint), label: null }
}
