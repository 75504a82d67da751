import type { MapRoute } from '@/payload-types'
import { formatRouteFile, parseRouteFile, readRouteRecords } from '@/maps/shape-import'

import { sectionDocs, sectionFileEndpoints } from '../shape-endpoints'

/** GET /cms-api/map-routes/export?section={id}&format=csv|json, POST /cms-api/map-routes/import. */
export const routeEndpoints = sectionFileEndpoints({
  collection: 'map-routes',
  noun: 'routes',
  write: async (req, section, format) => formatRouteFile(format, (await sectionDocs(req, 'map-routes', section)) as MapRoute[]),
  parse: parseRouteFile,
  read: readRouteRecords,
})
