import type { MapCallout } from '@/payload-types'
import { formatCalloutFile, parseCalloutFile, readCalloutRecords } from '@/maps/shape-import'

import { sectionDocs, sectionFileEndpoints } from '../shape-endpoints'

/** GET /cms-api/map-callouts/export?section={id}&format=csv|json, POST /cms-api/map-callouts/import. */
export const calloutEndpoints = sectionFileEndpoints({
  collection: 'map-callouts',
  noun: 'callouts',
  write: async (req, section, format) => formatCalloutFile(format, (await sectionDocs(req, 'map-callouts', section)) as MapCallout[]),
  parse: parseCalloutFile,
  read: readCalloutRecords,
})
