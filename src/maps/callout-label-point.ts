import polylabel from 'polylabel'

import type { CalloutPoint } from './callouts'
import { toHundredth } from './coordinates'
import { LAT_STRETCH } from './viewer-geometry'

/**
 * Where a polygon's name goes when the editor places none: its pole of inaccessibility (polylabel), the
 * inside point farthest from every edge, so the name sits in the middle of an L-shaped hall rather than in
 * its corner. Lat is stretched as the viewer draws it (LAT_STRETCH), so "farthest" is what the visitor sees.
 * A module of its own: the admin and the save hook place names, the guide's pages only read them, so
 * polylabel stays out of the pages' scripts.
 */
export function labelPointOf(polygon: CalloutPoint[]): CalloutPoint {
  const ring = polygon.map(([lat, lng]) => [lng, lat * LAT_STRETCH])
  const [x, y] = polylabel([ring], 0.5)
  return [toHundredth(y / LAT_STRETCH), toHundredth(x)]
}
