import { describe, expect, it } from 'vitest'

import { checkPolyline, midpointOf, ROUTE_KINDS, ROUTE_MAX_POINTS, routeKinds, type RoutePoint } from '@/maps/routes'

describe('route polylines', () => {
  it('accepts two points and rounds them to hundredths, as markers store theirs', () => {
    expect(checkPolyline([[10.123, -20.456], [30, 40]])).toEqual({ ok: true, value: [[10.12, -20.46], [30, 40]] })
  })

  it('needs at least 2 different points', () => {
    expect(checkPolyline([[0, 0]])).toMatchObject({ ok: false, message: 'A route needs at least 2 different points; this one has 1.' })
    expect(checkPolyline([[5, 5], [5, 5]])).toMatchObject({ ok: false, message: 'A route needs at least 2 different points; this one has 1.' })
    expect(checkPolyline([])).toMatchObject({ ok: false, message: 'A route needs at least 2 different points; this one has 0.' })
  })

  it('drops a point repeating the one before, but keeps a line that comes back to its start', () => {
    const checked = checkPolyline([[0, 0], [0, 0], [10, 10], [0, 0]])
    expect(checked).toEqual({ ok: true, value: [[0, 0], [10, 10], [0, 0]] })
  })

  it('refuses a point off the image and names it', () => {
    const checked = checkPolyline([[0, 0], [10, 10], [0, -961]])
    expect(checked.ok).toBe(false)
    expect(!checked.ok && checked.message).toBe('Point 3 [0, -961] lies off the image: lat must be -320..320 and lng -960..960.')
    expect(checkPolyline([[321, 0], [0, 0]]).ok).toBe(false)
  })

  it('accepts points on the very edge of the image', () => {
    expect(checkPolyline([[320, -960], [-320, 960]]).ok).toBe(true)
  })

  it('refuses what is not a list of number pairs', () => {
    expect(checkPolyline('[[0,0],[1,1]]')).toMatchObject({ ok: false, message: 'The route must be a list of points, [[lat, lng], …].' })
    expect(checkPolyline(null).ok).toBe(false)
    expect(checkPolyline([[0, 0], [1]])).toMatchObject({ ok: false, message: 'Point 2 must be two numbers, [lat, lng].' })
    expect(checkPolyline([[0, 0], [1, Number.NaN]]).ok).toBe(false)
    expect(checkPolyline([[0, 0], ['1', 2]]).ok).toBe(false)
  })

  it('allows at most ROUTE_MAX_POINTS points', () => {
    const line = (n: number): RoutePoint[] => Array.from({ length: n }, (_, i) => [0, i * 10 - 600])
    expect(checkPolyline(line(ROUTE_MAX_POINTS)).ok).toBe(true)
    expect(checkPolyline(line(ROUTE_MAX_POINTS + 1))).toMatchObject({ ok: false, message: `A route may have at most ${ROUTE_MAX_POINTS} points; this one has ${ROUTE_MAX_POINTS + 1}.` })
  })
})

describe('route helpers', () => {
  it('knows the four kinds and nothing else', () => {
    expect([...ROUTE_KINDS].sort()).toEqual(['escape', 'flank', 'payload-path', 'rotation'])
  })

  it('finds the point halfway along a line by its length', () => {
    expect(midpointOf([[0, 0], [0, 100]])).toEqual([0, 50])
    // 100 along the first leg, 300 along the second: halfway is 100 into the second.
    expect(midpointOf([[0, 0], [0, 100], [300, 100]])).toEqual([100, 100])
  })

  it('gives one legend row per kind a section has, in the legend’s order, with counts', () => {
    expect(routeKinds([{ kind: 'escape' }, { kind: 'flank' }, { kind: 'payload-path' }, { kind: 'flank' }])).toEqual([
      { kind: 'flank', name: 'Flanks', count: 2 },
      { kind: 'payload-path', name: 'Payload path', count: 1 },
      { kind: 'escape', name: 'Escapes', count: 1 },
    ])
    expect(routeKinds([])).toEqual([])
  })
})
