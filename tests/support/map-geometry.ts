/**
 * Test oracles for map shapes: the seed's and the label placer's answers are checked against these plain
 * formulas, which the app itself never needs.
 */
import { MAP_IMAGE_BOUNDS } from '@/maps/coordinates'
import type { CalloutPoint } from '@/maps/callouts'

/** Viewer coordinates back to fractions of the section image (x from the left, y from the top). */
export function toImageFractions(lat: number, lng: number): { x: number; y: number } {
  const { minLng, maxLng, minLat, maxLat } = MAP_IMAGE_BOUNDS
  return { x: (lng - minLng) / (maxLng - minLng), y: (maxLat - lat) / (maxLat - minLat) }
}

/** Whether a point lies inside a polygon (even-odd rule). */
export function pointInPolygon([lat, lng]: CalloutPoint, polygon: CalloutPoint[]): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i]
    const [yj, xj] = polygon[j]
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}
