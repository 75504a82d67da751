import { toImageCoordinates } from '@/maps/coordinates'

/**
 * The crowded section of issue 25 §7, the same every time: 1,000 markers spread over the image, 200 callouts as
 * small squares on a 20 × 10 grid (none crosses another) and 50 routes as zigzags, 10 rows of 5. As the files the
 * bulk imports read (src/maps/marker-import.ts, shape-import.ts), so one call a layer puts them in place.
 * Used by `npm run bench:map` (scripts/bench-map.ts), which times it, and by maps.e2e, which only opens and pans it.
 */
export const CROWD = { markers: 1_000, callouts: 200, routes: 50 } as const

/** The same numbers every run: a small linear congruential generator, not Math.random. */
function numbers(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

/** A point given as fractions of the image's width and height, as a row file writes it: [lat, lng]. */
export const imagePoint = ([x, y]: number[]) => {
  const point = toImageCoordinates(x, y)
  return [point.lat, point.lng]
}

export function crowdMarkers(icons: string[]) {
  const random = numbers(2026)
  return Array.from({ length: CROWD.markers }, (_, i) => ({
    icon: icons[i % icons.length],
    ...toImageCoordinates(0.02 + random() * 0.96, 0.02 + random() * 0.96),
    description: `Crowd marker ${i + 1}.`,
  }))
}

export function crowdCallouts(stamp: string) {
  return Array.from({ length: CROWD.callouts }, (_, i) => {
    const x = 0.03 + (i % 20) * 0.0475
    const y = 0.05 + Math.floor(i / 20) * 0.09
    const polygon = [
      [x, y],
      [x + 0.03, y],
      [x + 0.03, y + 0.05],
      [x, y + 0.05],
    ].map(imagePoint)
    return { name: `Crowd ${stamp} spot ${i + 1}`, polygon }
  })
}

export function crowdRoutes(stamp: string) {
  return Array.from({ length: CROWD.routes }, (_, i) => {
    const x = 0.04 + (i % 5) * 0.19
    const y = 0.06 + Math.floor(i / 5) * 0.09
    const line = [
      [x, y],
      [x + 0.05, y + 0.04],
      [x + 0.1, y],
      [x + 0.15, y + 0.04],
    ].map(imagePoint)
    return { kind: ['flank', 'rotation', 'payload-path', 'escape'][i % 4], name: `Crowd ${stamp} route ${i + 1}`, line }
  })
}
