import L from 'leaflet'

import { LAT_STRETCH } from '@/maps/viewer-geometry'

export type ViewerCrs = L.CRS & { scaleFactor(): number; setScaleFactor(factor: number): void }

/**
 * CRS.Simple with two changes: lat units are drawn LAT_STRETCH times taller, so the 3:1 bounds show the 16:9
 * image undistorted, and zoom 0 is `factor` pixels per unit instead of one, so the same zoom fits any viewer
 * width. The factor changes when the embedded viewer is resized; the map then resets its view.
 */
export function createViewerCrs(initialFactor: number): ViewerCrs {
  let factor = initialFactor
  return L.extend({}, L.CRS.Simple, {
    transformation: new L.Transformation(1, 0, -LAT_STRETCH, 0),
    scale: (zoom: number) => factor * 2 ** zoom,
    zoom: (scale: number) => Math.log2(scale / factor),
    scaleFactor: () => factor,
    setScaleFactor: (next: number) => {
      factor = next
    },
  })
}
