import type { Endpoint, PayloadRequest } from 'payload'

import { bulkProblem, fileName, fileResponse, importAllOrNothing, importBody, type ImportBatch, rowsRefused, sectionOf } from '@/collections/bulk-import'
import { markerRowsOf, readMarkerRecords } from '@/collections/MapMarkers/endpoints'
import { sectionDocs } from '@/collections/shape-endpoints'
import { isEditorUser } from '@/access'
import { readSectionGeoJSON, sectionToGeoJSON } from '@/maps/geojson'
import type { RowProblem } from '@/maps/row-file'
import { readCalloutRecords, readRouteRecords } from '@/maps/shape-import'
import type { MapCallout, MapRoute } from '@/payload-types'

/**
 * A whole section as GeoJSON (src/maps/geojson.ts): GET /cms-api/map-sections/{id}/geojson, and
 * POST /cms-api/map-sections/{id}/geojson {content, replace?} to import one. Editors only. An import stores
 * every marker, callout and route of the file or none; `replace` first removes the section's own.
 */

const exportSection: Endpoint = {
  path: '/:id/geojson',
  method: 'get',
  handler: async (req) => {
    if (!isEditorUser(req.user)) return bulkProblem(403, 'Only editors may export sections.')
    const section = await sectionOf(req, req.routeParams?.id)
    if (!section) return bulkProblem(404, 'No section has that id.')
    const collection = sectionToGeoJSON(section.slug ?? String(section.id), {
      markers: await markerRowsOf(req, section.id),
      callouts: (await sectionDocs(req, 'map-callouts', section.id)) as MapCallout[],
      routes: (await sectionDocs(req, 'map-routes', section.id)) as MapRoute[],
    })
    return fileResponse(`${JSON.stringify(collection, null, 2)}\n`, 'application/geo+json', `${fileName('section', section)}.geojson`)
  },
}

/** One layer's records checked, with each row named by the feature it came from. */
async function layerBatch(
  collection: ImportBatch['collection'],
  entries: { feature: number; record: Record<string, unknown> }[],
  read: (records: Record<string, unknown>[]) => Promise<{ rows: object[]; problems: RowProblem[] }> | { rows: object[]; problems: RowProblem[] },
): Promise<{ batch: ImportBatch; problems: RowProblem[] }> {
  if (entries.length === 0) return { batch: { collection, rows: [] }, problems: [] }
  const checked = await read(entries.map((entry) => entry.record))
  const featureOf = (row: number) => entries[row - 1]?.feature ?? 0
  return {
    batch: { collection, rows: checked.rows.map((data, index) => ({ row: featureOf(index + 1), data: data as Record<string, unknown> })) },
    problems: checked.problems.map((problem) => ({ ...problem, row: featureOf(problem.row) })),
  }
}

const importSection: Endpoint = {
  path: '/:id/geojson',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const body = await importBody(req, 'sections')
    if (body instanceof Response) return body
    const section = await sectionOf(req, req.routeParams?.id)
    if (!section) return bulkProblem(404, 'No section has that id.')
    const read = readSectionGeoJSON(body.content as string)
    if (read.problems.some((problem) => problem.row === 0)) return rowsRefused(read.problems, 'feature', req)
    const layers = [
      await layerBatch('map-markers', read.markers, (records) => readMarkerRecords(records, req)),
      await layerBatch('map-callouts', read.callouts, readCalloutRecords),
      await layerBatch('map-routes', read.routes, readRouteRecords),
    ]
    const problems = [...read.problems, ...layers.flatMap((layer) => layer.problems)]
    if (problems.length) return rowsRefused(problems, 'feature', req)
    return importAllOrNothing(req, { section: section.id, replace: body.replace === true, batches: layers.map((layer) => layer.batch), unit: 'feature' })
  },
}

export const sectionGeoJSONEndpoints: Endpoint[] = [exportSection, importSection]
