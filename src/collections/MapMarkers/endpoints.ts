import { commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'

import { isEditorUser } from '@/access'
import {
  checkMarkerRecords,
  formatMarkerFile,
  parseMarkerFile,
  type MarkerFileFormat,
  type MarkerRowProblem,
} from '@/maps/marker-import'

/**
 * Markers in bulk, per section: GET /cms-api/map-markers/export?section={id}&format=csv|json and
 * POST /cms-api/map-markers/import {section, format, content, replace?}. Editors only (as writing markers is).
 * An import checks every row first and stores all of them or none.
 */

/** The largest file an import accepts (JSON body, content included). */
const IMPORT_MAX_BYTES = 1_000_000

const problem = (status: number, error: string, problems: MarkerRowProblem[] = []) => Response.json({ error, problems }, { status })

const formatOf = (value: unknown): MarkerFileFormat | undefined => (value === 'csv' || value === 'json' ? value : undefined)

async function sectionOf(req: PayloadRequest, value: unknown) {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined
  if (!id) return undefined
  return req.payload.findByID({ collection: 'map-sections', id, depth: 0, draft: true, joins: false, req }).catch(() => undefined)
}

async function iconTypes(req: PayloadRequest) {
  const { docs } = await req.payload.find({ collection: 'marker-icons', depth: 0, pagination: false, req, select: { name: true, slug: true } })
  return docs.map((icon) => ({ id: icon.id, name: icon.name, slug: icon.slug ?? '' })).filter((icon) => icon.slug)
}

const exportMarkers: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!isEditorUser(req.user)) return problem(403, 'Only editors may export markers.')
    const format = formatOf(req.searchParams.get('format') ?? 'csv')
    if (!format) return problem(400, 'format must be csv or json.')
    const section = await sectionOf(req, req.searchParams.get('section'))
    if (!section) return problem(404, 'No section has that id.')
    const { docs } = await req.payload.find({
      collection: 'map-markers',
      where: { section: { equals: section.id } },
      sort: 'id',
      depth: 1,
      pagination: false,
      req,
    })
    const rows = docs.map((marker) => ({
      icon: typeof marker.icon === 'object' && marker.icon ? (marker.icon.slug ?? '') : '',
      lat: marker.lat,
      lng: marker.lng,
      description: marker.description,
    }))
    const name = `markers-${section.title ?? section.name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
    return new Response(formatMarkerFile(format, rows), {
      headers: {
        'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.${format}"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}

const importMarkers: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!isEditorUser(req.user)) return problem(403, 'Only editors may import markers.')
    const length = Number(req.headers.get('content-length') ?? 0)
    if (length > IMPORT_MAX_BYTES) return problem(413, `The file is too large: at most ${IMPORT_MAX_BYTES / 1_000_000} MB.`)
    let body: Record<string, unknown>
    try {
      body = (await req.json?.()) as Record<string, unknown>
    } catch {
      return problem(400, 'The body must be JSON: {section, format, content}.')
    }
    if (!body || typeof body !== 'object') return problem(400, 'The body must be JSON: {section, format, content}.')
    const format = formatOf(body.format)
    if (!format) return problem(400, 'format must be csv or json.')
    if (typeof body.content !== 'string') return problem(400, 'content must be the file’s text.')
    if (body.content.length > IMPORT_MAX_BYTES) return problem(413, `The file is too large: at most ${IMPORT_MAX_BYTES / 1_000_000} MB.`)
    const section = await sectionOf(req, body.section)
    if (!section) return problem(404, 'No section has that id.')

    const parsed = parseMarkerFile(format, body.content)
    const checked = parsed.problems.length ? { rows: [], problems: parsed.problems } : checkMarkerRecords(parsed.records, await iconTypes(req))
    if (checked.problems.length) {
      const rows = new Set(checked.problems.map((p) => p.row)).size
      return problem(422, `Nothing was imported: ${rows === 1 ? 'one row has' : `${rows} rows have`} problems. Fix them and import again.`, checked.problems)
    }

    // All or nothing: one transaction for the removal of the old markers (when asked) and every new one.
    const ownTransaction = await initTransaction(req)
    try {
      let removed = 0
      if (body.replace === true) {
        const old = await req.payload.delete({ collection: 'map-markers', where: { section: { equals: section.id } }, req, overrideAccess: false, user: req.user })
        removed = old.docs.length
      }
      for (const row of checked.rows) {
        await req.payload.create({
          collection: 'map-markers',
          data: { section: section.id, icon: row.iconId, lat: row.lat, lng: row.lng, description: row.description },
          req,
          overrideAccess: false,
          user: req.user,
        })
      }
      if (ownTransaction) await commitTransaction(req)
      return Response.json({ imported: checked.rows.length, removed, section: section.id }, { status: 201 })
    } catch (error) {
      await killTransaction(req)
      req.payload.logger.warn({ err: error, msg: 'Marker import rolled back' })
      return problem(422, `Nothing was imported: ${(error as Error).message}`)
    }
  },
}

export const markerEndpoints: Endpoint[] = [exportMarkers, importMarkers]
