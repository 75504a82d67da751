import { toImageCoordinates } from '@/maps/coordinates'
import type { RoutePoint } from '@/maps/routes'

import type { PlanRect, sectionLayout } from './images'

type Layout = ReturnType<typeof sectionLayout>
type PlanPoint = [x: number, y: number]

/**
 * Where a seeded route starts, passes or ends, in its section's plan (src/seed/images.ts sectionLayout):
 * - `west`, `east`: outside the door of a spawn room (the side facing the map);
 * - `objective`: the middle of the objective circle;
 * - `{ pad }`: on a dashed high-ground pad, in the part that no building covers;
 * - `{ lane }`: on the painted lane, `t` from its west end (0) to its east end (1).
 */
export type RouteAnchor = 'west' | 'east' | 'objective' | { pad: number } | { lane: number }

/**
 * A seeded route's course:
 * - `{ lane: [from, to] }` follows the painted lane between two `t`s (the payload's path);
 * - `{ through, offLane }` walks the open ground between the buildings from anchor to anchor, the shortest way
 *   a player could (never through a wall); `offLane` keeps it clear of the lane and the circle, as a flank is.
 */
export type RouteShape = { lane: [from: number, to: number] } | { through: RouteAnchor[]; offLane?: boolean }

const PLAN_WIDTH = 1920
const PLAN_HEIGHT = 1080
/** The path-finding grid, in plan pixels: fine enough to pass the narrow gaps between buildings. */
const CELL = 10
/** How far a walked route keeps from a wall, in plan pixels (the line's own half-width and a little air). */
const CLEARANCE = 14
/** How near the lane or the circle counts as "on" it, for a route that keeps off them. */
const LANE_BAND = 70

const toPoint = ([x, y]: PlanPoint): RoutePoint => {
  const { lat, lng } = toImageCoordinates(Math.min(1, Math.max(0, x / PLAN_WIDTH)), Math.min(1, Math.max(0, y / PLAN_HEIGHT)))
  return [lat, lng]
}

/** The point at `t` along the lane's Bézier curve. */
export function lanePoint([p0, p1, p2, p3]: PlanPoint[], t: number): PlanPoint {
  const u = 1 - t
  const at = (k: 0 | 1) => u ** 3 * p0[k] + 3 * u ** 2 * t * p1[k] + 3 * u * t ** 2 * p2[k] + t ** 3 * p3[k]
  return [at(0), at(1)]
}

const inside = (rect: PlanRect, [x, y]: PlanPoint, margin = 0) =>
  x > rect.x - margin && x < rect.x + rect.width + margin && y > rect.y - margin && y < rect.y + rect.height + margin

/** Whether a player could stand here: on the plan, and clear of every building by `margin`. */
export function isOpenGround(layout: Layout, point: PlanPoint, margin = CLEARANCE): boolean {
  const [x, y] = point
  if (x < margin || y < margin || x > PLAN_WIDTH - margin || y > PLAN_HEIGHT - margin) return false
  return !layout.buildings.some((building) => inside(building, point, margin))
}

/** Whether a straight walk from a to b stays on open ground (checked every few pixels). */
export function walkable(layout: Layout, a: PlanPoint, b: PlanPoint, margin = CLEARANCE): boolean {
  const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 4))
  for (let k = 0; k <= steps; k++) {
    const t = k / steps
    if (!isOpenGround(layout, [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], margin)) return false
  }
  return true
}

/** The lane as 60 straight pieces, made once per plan. */
const laneSamples = new WeakMap<Layout, PlanPoint[]>()
const laneOf = (layout: Layout) => {
  let points = laneSamples.get(layout)
  if (!points) laneSamples.set(layout, (points = Array.from({ length: 61 }, (_, k) => lanePoint(layout.lane, k / 60))))
  return points
}

const distanceToLane = (layout: Layout, [x, y]: PlanPoint) => {
  let best = Infinity
  for (const [lx, ly] of laneOf(layout)) best = Math.min(best, (lx - x) ** 2 + (ly - y) ** 2)
  const { cx, cy, r } = layout.objective
  return Math.min(Math.sqrt(best), Math.max(0, Math.hypot(cx - x, cy - y) - r))
}

/** Where an anchor lies on the plan before it is moved onto open ground. */
function anchorPoint(layout: Layout, anchor: RouteAnchor): { at: PlanPoint; within?: PlanRect } {
  if (anchor === 'west') return { at: [layout.westSpawn.x + layout.westSpawn.width + 20, layout.westSpawn.y + layout.westSpawn.height / 2] }
  if (anchor === 'east') return { at: [layout.eastSpawn.x - 20, layout.eastSpawn.y + layout.eastSpawn.height / 2] }
  if (anchor === 'objective') return { at: [layout.objective.cx, layout.objective.cy] }
  if ('pad' in anchor) {
    const pad = layout.highGround[anchor.pad]
    return { at: [pad.x + pad.width / 2, pad.y + pad.height / 2], within: pad }
  }
  return { at: lanePoint(layout.lane, anchor.lane) }
}

type Cell = [i: number, j: number]
const COLUMNS = Math.floor(PLAN_WIDTH / CELL)
const ROWS = Math.floor(PLAN_HEIGHT / CELL)
const centre = ([i, j]: Cell): PlanPoint => [i * CELL + CELL / 2, j * CELL + CELL / 2]
const cellOf = ([x, y]: PlanPoint): Cell => [Math.min(COLUMNS - 1, Math.floor(x / CELL)), Math.min(ROWS - 1, Math.floor(y / CELL))]

/** The open cell nearest an anchor (inside its pad, for a pad), so a route starts where a player can stand. */
function openCellNear(layout: Layout, anchor: RouteAnchor): Cell {
  const { at, within } = anchorPoint(layout, anchor)
  const [ci, cj] = cellOf(at)
  for (let radius = 0; radius < Math.max(COLUMNS, ROWS); radius++) {
    let best: Cell | null = null
    let bestDistance = Infinity
    for (let i = ci - radius; i <= ci + radius; i++) {
      for (let j = cj - radius; j <= cj + radius; j++) {
        if (Math.max(Math.abs(i - ci), Math.abs(j - cj)) !== radius || i < 0 || j < 0 || i >= COLUMNS || j >= ROWS) continue
        const point = centre([i, j])
        if (!isOpenGround(layout, point) || (within && !inside(within, point))) continue
        const distance = Math.hypot(point[0] - at[0], point[1] - at[1])
        if (distance < bestDistance) [best, bestDistance] = [[i, j], distance]
      }
    }
    if (best) return best
  }
  throw new Error(`No open ground near ${JSON.stringify(anchor)}; choose another anchor.`)
}

/** A binary min-heap of grid cells by their estimated cost. */
class Frontier {
  private items: [priority: number, cell: number][] = []
  get size() {
    return this.items.length
  }
  push(priority: number, cell: number) {
    const items = this.items
    items.push([priority, cell])
    for (let k = items.length - 1; k > 0; ) {
      const parent = (k - 1) >> 1
      if (items[parent][0] <= items[k][0]) break
      ;[items[parent], items[k]] = [items[k], items[parent]]
      k = parent
    }
  }
  pop(): number {
    const items = this.items
    const top = items[0][1]
    const last = items.pop()!
    if (items.length) {
      items[0] = last
      for (let k = 0; ; ) {
        const [left, right] = [2 * k + 1, 2 * k + 2]
        let least = k
        if (left < items.length && items[left][0] < items[least][0]) least = left
        if (right < items.length && items[right][0] < items[least][0]) least = right
        if (least === k) break
        ;[items[least], items[k]] = [items[k], items[least]]
        k = least
      }
    }
    return top
  }
}

/** The shortest walk between two open cells over open ground (A*, eight directions), as cell centres. */
function shortestWalk(layout: Layout, from: Cell, to: Cell, offLane: boolean): PlanPoint[] {
  const key = ([i, j]: Cell) => j * COLUMNS + i
  const open = new Uint8Array(COLUMNS * ROWS)
  const penalty = new Float32Array(COLUMNS * ROWS)
  for (let i = 0; i < COLUMNS; i++) {
    for (let j = 0; j < ROWS; j++) {
      const point = centre([i, j])
      open[key([i, j])] = isOpenGround(layout, point) ? 1 : 0
      // Walking near the lane costs a flank five times as much, so it goes round where it can.
      if (offLane && distanceToLane(layout, point) < LANE_BAND) penalty[key([i, j])] = 4
    }
  }
  const cost = new Float64Array(COLUMNS * ROWS).fill(Infinity)
  const came = new Int32Array(COLUMNS * ROWS).fill(-1)
  const goal = key(to)
  const estimate = (k: number) => Math.hypot((k % COLUMNS) - to[0], Math.floor(k / COLUMNS) - to[1])
  const frontier = new Frontier()
  frontier.push(estimate(key(from)), key(from))
  cost[key(from)] = 0
  while (frontier.size) {
    const current = frontier.pop()
    if (current === goal) break
    const [ci, cj] = [current % COLUMNS, Math.floor(current / COLUMNS)]
    for (const [di, dj] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]]) {
      const [ni, nj] = [ci + di, cj + dj]
      if (ni < 0 || nj < 0 || ni >= COLUMNS || nj >= ROWS) continue
      const next = key([ni, nj])
      // No cutting a building's corner diagonally.
      if (!open[next] || (di && dj && (!open[key([ci + di, cj])] || !open[key([ci, cj + dj])]))) continue
      const step = Math.hypot(di, dj) * (1 + penalty[next])
      if (cost[current] + step < cost[next]) {
        cost[next] = cost[current] + step
        came[next] = current
        frontier.push(cost[next] + estimate(next), next)
      }
    }
  }
  if (came[goal] === -1 && goal !== key(from)) throw new Error('No walk between these anchors: buildings close the way.')
  const cells: PlanPoint[] = []
  for (let k = goal; k !== -1; k = came[k]) cells.push(centre([k % COLUMNS, Math.floor(k / COLUMNS)]))
  return cells.reverse()
}

/** Samples every few pixels along a polyline. */
function samples(line: PlanPoint[]): PlanPoint[] {
  return line.slice(1).flatMap((b, index) => {
    const a = line[index]
    const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 4))
    return Array.from({ length: steps }, (_, k): PlanPoint => [a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps])
  })
}

/** How much of a polyline runs near the lane or the circle, in samples. */
const nearLane = (layout: Layout, line: PlanPoint[]) => samples(line).filter((point) => distanceToLane(layout, point) < LANE_BAND).length

/**
 * Fewer points, same ground: from each kept point, straight on to the farthest one still walkable. A route
 * that keeps off the lane takes a short cut only when it runs no nearer the lane than the walk it replaces.
 */
function straighten(layout: Layout, walk: PlanPoint[], offLane: boolean): PlanPoint[] {
  const kept: PlanPoint[] = [walk[0]]
  let at = 0
  const fits = (next: number) =>
    walkable(layout, walk[at], walk[next]) && (!offLane || nearLane(layout, [walk[at], walk[next]]) <= nearLane(layout, walk.slice(at, next + 1)))
  while (at < walk.length - 1) {
    let next = walk.length - 1
    while (next > at + 1 && !fits(next)) next--
    kept.push(walk[next])
    at = next
  }
  return kept
}

/** A seeded route's line on the plan, in plan pixels (the seed's tests check it against the drawing). */
export function routePlanLine(layout: Layout, shape: RouteShape): PlanPoint[] {
  if ('lane' in shape) {
    const [from, to] = shape.lane
    const steps = Math.max(2, Math.round(Math.abs(to - from) * 16))
    return Array.from({ length: steps + 1 }, (_, k) => lanePoint(layout.lane, from + ((to - from) * k) / steps))
  }
  const cells = shape.through.map((anchor) => openCellNear(layout, anchor))
  const walk = cells.slice(1).flatMap((to, index) => shortestWalk(layout, cells[index], to, shape.offLane === true).slice(index ? 1 : 0))
  return straighten(layout, walk, shape.offLane === true)
}

/** A seeded route's line in the section image's [lat, lng] units, as the collection stores it. */
export function routeGeometry(layout: Layout, shape: RouteShape): RoutePoint[] {
  return routePlanLine(layout, shape).map(toPoint)
}
