import { describe, expect, it } from 'vitest'

import { slugify } from '@/rules/slugs'
import { labelPointOf } from '@/maps/callout-label-point'
import { checkPoint, checkPolygon } from '@/maps/callouts'
import { calloutGeometry } from '@/seed/callout-shapes'
import { sectionCallouts } from '@/seed/content/maps/callouts'
import { mapGuides, sectionNames } from '@/seed/content/maps'
import { factMaps } from '@/seed/facts'
import { sectionLayout } from '@/seed/images'

import { pointInPolygon, toImageFractions } from '../support/map-geometry'

describe('seeded callouts', () => {
  for (const guide of mapGuides) {
    const mapName = factMaps.find((fact) => slugify(fact.map) === guide.map)!.map
    it(`${guide.map}: at least 6 per section, valid shapes, slugs unique on the map`, () => {
      const slugs = new Set<string>()
      for (const section of sectionNames[guide.map]) {
        const callouts = sectionCallouts[guide.map]?.[section] ?? []
        expect(callouts.length, section).toBeGreaterThanOrEqual(6)
        const layout = sectionLayout(mapName, section)
        for (const callout of callouts) {
          const slug = slugify(callout.name)
          expect(slugs.has(slug), `${section}: ${callout.name}`).toBe(false)
          slugs.add(slug)
          const { polygon, label } = calloutGeometry(layout, callout.shape)
          if (polygon) {
            const checked = checkPolygon(polygon)
            expect(checked, `${section}: ${callout.name}`).toMatchObject({ ok: true })
            if (checked.ok) expect(pointInPolygon(labelPointOf(checked.value), checked.value)).toBe(true)
          } else {
            expect(checkPoint(label).ok).toBe(true)
          }
        }
      }
    })
  }

  it('outlines a building as drawn: the whole rectangle of one nothing covers', () => {
    // Golden Courtyard's building 17 is drawn after the ones it overlaps, so all four corners show.
    const layout = sectionLayout('Royal Palace', 'Golden Courtyard')
    const { polygon } = calloutGeometry(layout, { buildings: [17] })
    const rect = layout.buildings[17]
    const corners = polygon!.map(([lat, lng]) => toImageFractions(lat, lng)).map(({ x, y }) => [Math.round(x * 1920), Math.round(y * 1080)])
    expect(corners).toEqual([
      [rect.x, rect.y],
      [rect.x + rect.width, rect.y],
      [rect.x + rect.width, rect.y + rect.height],
      [rect.x, rect.y + rect.height],
    ])
  })
})
