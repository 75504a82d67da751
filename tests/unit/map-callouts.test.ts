import { describe, expect, it } from 'vitest'

import { labelPointOf } from '@/maps/callout-label-point'
import { checkPoint, checkPolygon, placeLabels, selfIntersection, type CalloutPoint } from '@/maps/callouts'
import { pointInPolygon } from '../support/map-geometry'

const square: CalloutPoint[] = [
  [100, -100],
  [100, 100],
  [-100, 100],
  [-100, -100],
]

describe('callout polygons', () => {
  it('accepts a simple polygon and drops a closing corner equal to the first', () => {
    const checked = checkPolygon([...square, square[0]])
    expect(checked).toEqual({ ok: true, value: square })
  })

  it('rounds corners to hundredths, as marker coordinates are', () => {
    const checked = checkPolygon([
      [10.123, 10.456],
      [10, 50],
      [50, 50],
    ])
    expect(checked.ok && checked.value[0]).toEqual([10.12, 10.46])
  })

  it('needs at least 3 different corners', () => {
    expect(checkPolygon([[0, 0], [10, 10]])).toMatchObject({ ok: false, message: 'A polygon needs at least 3 different corners; this one has 2.' })
    const repeated = checkPolygon([[0, 0], [0, 0], [10, 10], [0, 0]])
    expect(repeated.ok).toBe(false)
  })

  it('refuses corners off the image and names the corner', () => {
    const checked = checkPolygon([[0, 0], [0, 961], [100, 0]])
    expect(checked.ok).toBe(false)
    expect(!checked.ok && checked.message).toMatch(/^Corner 2 \[0, 961\] lies off the image: lat must be -320\.\.320 and lng -960\.\.960/)
    expect(checkPolygon([[321, 0], [0, 10], [10, 10]]).ok).toBe(false)
  })

  it('accepts corners on the very edge of the image', () => {
    expect(checkPolygon([[320, -960], [320, 960], [-320, 960], [-320, -960]]).ok).toBe(true)
  })

  it('refuses a polygon whose edges cross (a bow tie) and names the edges', () => {
    const bowTie: CalloutPoint[] = [
      [100, -100],
      [-100, 100],
      [100, 100],
      [-100, -100],
    ]
    expect(selfIntersection(bowTie)).toEqual([1, 3])
    const checked = checkPolygon(bowTie)
    expect(checked).toMatchObject({ ok: false, message: 'The polygon crosses itself: edge 1 meets edge 3. Move the corners so its outline does not cross.' })
  })

  it('refuses an edge that runs back over another (collinear overlap) and a flat polygon', () => {
    expect(checkPolygon([[0, 0], [0, 100], [0, 50], [50, 50]]).ok).toBe(false)
    expect(checkPolygon([[0, 0], [0, 100], [0, 200]])).toMatchObject({ ok: false, message: 'The polygon has no area: its corners lie on one line.' })
  })

  it('accepts a concave polygon (an L-shaped hall)', () => {
    const ell: CalloutPoint[] = [
      [0, 0],
      [0, 300],
      [50, 300],
      [50, 60],
      [200, 60],
      [200, 0],
    ]
    expect(checkPolygon(ell).ok).toBe(true)
  })

  it('refuses what is not a list of number pairs', () => {
    expect(checkPolygon('square').ok).toBe(false)
    expect(checkPolygon([[0, 0], [1, 'a'], [2, 2]]).ok).toBe(false)
    expect(checkPolygon([[0, 0], [Number.NaN, 1], [2, 2]]).ok).toBe(false)
    expect(checkPolygon([[0, 0, 0], [1, 1], [2, 2]]).ok).toBe(false)
  })

  it('checks a label point alone the same way', () => {
    expect(checkPoint([12.345, -20])).toEqual({ ok: true, value: [12.35, -20] })
    expect(checkPoint([0, -961], 'The label').ok).toBe(false)
  })
})

describe('label points', () => {
  it('puts a convex polygon’s label at its middle', () => {
    expect(labelPointOf(square)).toEqual([0, 0])
  })

  it('puts an L-shaped polygon’s label inside its thick part, not in the empty corner', () => {
    const ell: CalloutPoint[] = [
      [0, 0],
      [0, 400],
      [100, 400],
      [100, 100],
      [300, 100],
      [300, 0],
    ]
    const label = labelPointOf(ell)
    expect(pointInPolygon(label, ell)).toBe(true)
    // The bounding box's centre (150, 200) lies outside the L.
    expect(pointInPolygon([150, 200], ell)).toBe(false)
  })
})

describe('label collision', () => {
  const label = (id: string, x: number, y: number, priority = 0) => ({ id, x, y, width: 80, height: 20, priority })

  it('shows labels that do not overlap, centred on their anchors', () => {
    const placed = placeLabels([label('a', 100, 100), label('b', 300, 100)])
    expect(placed).toEqual([
      { id: 'a', shown: true, box: { x: 60, y: 90, width: 80, height: 20 } },
      { id: 'b', shown: true, box: { x: 260, y: 90, width: 80, height: 20 } },
    ])
  })

  it('moves a label beside its anchor when the centre is taken, and hides it when every side is', () => {
    const placed = placeLabels([label('a', 100, 100, 2), label('b', 110, 100, 1)])
    expect(placed[0]).toMatchObject({ shown: true, box: { x: 60, y: 90 } })
    // b's centred box overlaps a; above its anchor is free.
    expect(placed[1]).toMatchObject({ shown: true, box: { x: 70, y: 52 } })

    const crowd = placeLabels([label('a', 100, 100, 5), label('b', 100, 70, 4), label('c', 100, 130, 3), label('d', 190, 100, 2), label('e', 10, 100, 1), label('f', 100, 100, 0)])
    expect(crowd.find((entry) => entry.id === 'f')).toEqual({ id: 'f', shown: false })
  })

  it('places the higher priority first, whatever the input order', () => {
    const placed = placeLabels([label('low', 100, 100, 0), label('high', 100, 100, 9)], { nudge: 1000, viewport: { x: 0, y: 0, width: 200, height: 200 } })
    expect(placed.find((entry) => entry.id === 'high')?.shown).toBe(true)
    expect(placed.find((entry) => entry.id === 'low')?.shown).toBe(false)
  })

  it('keeps labels off markers', () => {
    const marker = { x: 75, y: 75, width: 50, height: 50 }
    const placed = placeLabels([label('a', 100, 100)], { obstacles: [marker] })
    expect(placed[0].shown).toBe(true)
    if (placed[0].shown) {
      const { box } = placed[0]
      const clear = box.x >= marker.x + marker.width || box.x + box.width <= marker.x || box.y >= marker.y + marker.height || box.y + box.height <= marker.y
      expect(clear).toBe(true)
    }
  })

  it('keeps labels inside the viewport when one is given', () => {
    const placed = placeLabels([label('edge', 10, 100)], { viewport: { x: 0, y: 0, width: 400, height: 300 } })
    expect(placed[0]).toMatchObject({ shown: true })
    if (placed[0].shown) expect(placed[0].box.x).toBeGreaterThanOrEqual(0)
  })
})
