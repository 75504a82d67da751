import { describe, expect, it } from 'vitest'

import { checkPolyline } from '@/maps/routes'
import { slugify } from '@/rules/slugs'
import { mapGuides, sectionNames } from '@/seed/content/maps'
import { sectionRoutes } from '@/seed/content/maps/routes'
import { factMaps } from '@/seed/facts'
import { sectionLayout } from '@/seed/images'
import { isOpenGround, lanePoint, routeGeometry, routePlanLine, walkable } from '@/seed/route-shapes'

import { toImageFractions } from '../support/map-geometry'

const mapNameOf = (slug: string) => factMaps.find((fact) => slugify(fact.map) === slug)!.map

describe('seeded routes', () => {
  for (const guide of mapGuides) {
    const mapName = mapNameOf(guide.map)
    it(`${guide.map}: at least one per section, lines the collection accepts, slugs unique on the map`, () => {
      const slugs = new Set<string>()
      for (const section of sectionNames[guide.map]) {
        const routes = sectionRoutes[guide.map]?.[section] ?? []
        expect(routes.length, section).toBeGreaterThanOrEqual(1)
        const layout = sectionLayout(mapName, section)
        for (const route of routes) {
          const slug = slugify(route.name)
          expect(slugs.has(slug), `${section}: ${route.name}`).toBe(false)
          slugs.add(slug)
          const line = routeGeometry(layout, route.shape)
          expect(checkPolyline(line), `${section}: ${route.name}`).toEqual({ ok: true, value: line })
        }
      }
    })

    it(`${guide.map}: a payload path only on a map with a payload`, () => {
      const kinds = Object.values(sectionRoutes[guide.map] ?? {}).flatMap((routes) => routes.map((route) => route.kind))
      const mode = factMaps.find((fact) => slugify(fact.map) === guide.map)!.mode
      expect(kinds.includes('payload-path')).toBe(mode === 'convoy' || mode === 'convergence')
    })
  }

  it('walks never pass through a building of the drawing', () => {
    for (const guide of mapGuides) {
      for (const [section, routes] of Object.entries(sectionRoutes[guide.map] ?? {})) {
        const layout = sectionLayout(mapNameOf(guide.map), section)
        for (const route of routes) {
          if ('lane' in route.shape) continue
          const line = routePlanLine(layout, route.shape)
          // Clear of every wall by a little less than the walk keeps, so rounding cannot fail it.
          for (const [index, point] of line.slice(1).entries()) expect(walkable(layout, line[index], point, 8), `${section}: ${route.name} leg ${index + 1}`).toBe(true)
        }
      }
    }
  })

  it('a payload path lies on the painted lane', () => {
    const layout = sectionLayout('Midtown', 'Crimson Avenue')
    const route = sectionRoutes.midtown['Crimson Avenue'].find((entry) => entry.kind === 'payload-path')!
    for (const [lat, lng] of routeGeometry(layout, route.shape)) {
      const { x, y } = toImageFractions(lat, lng)
      const nearest = Math.min(...Array.from({ length: 201 }, (_, k) => lanePoint(layout.lane, k / 200)).map(([lx, ly]) => Math.hypot(lx - x * 1920, ly - y * 1080)))
      // Within the painted stroke (22 px wide) once rounded to hundredths of a map unit.
      expect(nearest).toBeLessThan(11)
    }
  })

  it('the open-ground test sees the drawing: inside a building is not, the spawn door is', () => {
    const layout = sectionLayout('Royal Palace', 'Golden Courtyard')
    const building = layout.buildings[17]
    expect(isOpenGround(layout, [building.x + building.width / 2, building.y + building.height / 2])).toBe(false)
    expect(walkable(layout, [building.x - 40, building.y + building.height / 2], [building.x + building.width + 40, building.y + building.height / 2])).toBe(false)
  })
})
