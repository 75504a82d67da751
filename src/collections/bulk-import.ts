import { commitTransaction, initTransaction, killTransaction, type CollectionSlug, type PayloadRequest, ValidationError } from 'payload'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { isEditorUser } from '@/access'
import { isRowFileFormat, type RowFileFormat, type RowProblem } from '@/maps/row-file'
import { adminMessage } from '@/i18n/admin-words'
import { indexAfterBulkWrite } from '@/search/search-index'

/**
 * What the bulk import and export calls of markers, callouts, routes and whole sections share
 * (src/collections/MapMarkers/endpoints.ts, MapCallouts/endpoints.ts, MapRoutes/endpoints.ts,
 * MapSections/geojson-endpoints.ts): editors only, a size limit, the section asked for, and imports that store
 * every row or none, naming each bad row with its reason.
 */

/** The largest file an import accepts (JSON body, content included). */
const IMPORT_MAX_BYTES = 1_000_000

export const bulkProblem = (status: number, error: string, problems: RowProblem[] = []) => Response.json({ error, problems }, { status })

export const formatOf = (value: unknown): RowFileFormat | undefined => (isRowFileFormat(value) ? value : undefined)

/** The section a call names by id (drafts included: editors place things before a section is published). */
export async function sectionOf(req: PayloadRequest, value: unknown) {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined
  if (!id) return undefined
  return req.payload.findByID({ collection: 'map-sections', id, depth: 0, draft: true, joins: false, req }).catch(() => undefined)
}

/** A file's download name: what it holds and the section's name, in lowercase words. */
export const fileName = (what: string, section: { title?: string | null; name?: string | null }) =>
  `${what}-${section.title ?? section.name ?? 'section'}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

export function fileResponse(text: string, contentType: string, name: string) {
  return new Response(text, {
    headers: { 'Content-Type': `${contentType}; charset=utf-8`, 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': NO_STORE_CACHE_CONTROL },
  })
}

/** The editor check and the JSON body of an import call, or the 4xx answer that says what is wrong. */
export async function importBody(req: PayloadRequest, noun: string): Promise<Record<string, unknown> | Response> {
  if (!isEditorUser(req.user)) return bulkProblem(403, `Only editors may import ${noun}.`)
  const length = Number(req.headers.get('content-length') ?? 0)
  if (length > IMPORT_MAX_BYTES) return bulkProblem(413, `The file is too large: at most ${IMPORT_MAX_BYTES / 1_000_000} MB.`)
  let body: unknown
  try {
    body = await req.json?.()
  } catch {
    return bulkProblem(400, 'The body must be JSON: {section, format, content}.')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return bulkProblem(400, 'The body must be JSON: {section, format, content}.')
  const content = (body as { content?: unknown }).content
  if (typeof content !== 'string') return bulkProblem(400, 'content must be the file’s text.')
  if (content.length > IMPORT_MAX_BYTES) return bulkProblem(413, `The file is too large: at most ${IMPORT_MAX_BYTES / 1_000_000} MB.`)
  return body as Record<string, unknown>
}

/** The refusal's summary per unit, for one refused row (or feature) or several. */
const REFUSED = {
  row: { one: 'bulkRefusedOneRow', many: 'bulkRefusedRows' },
  feature: { one: 'bulkRefusedOneFeature', many: 'bulkRefusedFeatures' },
} as const

/** The answer to a file whose rows broke the file's own shape: nothing stored, every problem named. */
export function rowsRefused(unsorted: RowProblem[], unit: 'row' | 'feature', req: PayloadRequest) {
  // In the file's order, whichever layer or rule found them.
  const problems = [...unsorted].sort((a, b) => a.row - b.row)
  const count = new Set(problems.map((p) => p.row)).size
  // In the editor's admin language (the admin's bulk box shows it), English for an API client that sends none.
  const key = problems.every((p) => p.row === 0) ? 'bulkRefusedFile' : REFUSED[unit][count === 1 ? 'one' : 'many']
  return bulkProblem(422, adminMessage(req, key, { number: count }), problems)
}

/** One collection's rows of an import, each with the row (or feature) of the file it came from. */
export type ImportBatch = { collection: CollectionSlug; rows: { row: number; data: Record<string, unknown> }[] }

/** Past this many refused rows an import stops judging the rest: the file needs fixing first. */
const MAX_ROWS_NAMED = 50

/**
 * Stores every row of every batch in one transaction, or none. Each row goes through the collection's own
 * rules with the editor's access; every row a rule refuses is named with the field and the reason, and then
 * nothing is kept. `replace` first removes the section's documents of those collections.
 */
export async function importAllOrNothing(
  req: PayloadRequest,
  { section, batches, replace, unit = 'row' }: { section: number; batches: ImportBatch[]; replace: boolean; unit?: 'row' | 'feature' },
): Promise<Response> {
  const problems: RowProblem[] = []
  const counts: Record<string, { imported: number; removed: number }> = Object.fromEntries(batches.map(({ collection }) => [collection, { imported: 0, removed: 0 }]))
  const stored: { collection: CollectionSlug; data: Record<string, unknown> }[] = []
  // The search index is rebuilt once for the whole import, before it commits, instead of once per row: 200
  // callouts took over three minutes (a rebuild reads every indexed collection in every language).
  const context = { skipSearchIndex: true }
  const store = (collection: CollectionSlug, data: Record<string, unknown>) =>
    req.payload.create({ collection, data: { ...data, section } as never, req, overrideAccess: false, user: req.user, context })
  /** Opens the transaction, and removes the section's old documents when asked, one by one so each one's hooks run. */
  const begin = async () => {
    await initTransaction(req)
    if (!replace) return
    for (const { collection } of batches) {
      const { docs } = await req.payload.find({ collection, where: { section: { equals: section } }, depth: 0, pagination: false, req, overrideAccess: false, user: req.user })
      for (const doc of docs) await req.payload.delete({ collection, id: doc.id, req, overrideAccess: false, user: req.user, context })
      counts[collection].removed = docs.length
    }
  }
  try {
    await begin()
    judging: for (const { collection, rows } of batches) {
      for (const { row, data } of rows) {
        try {
          await store(collection, data)
          stored.push({ collection, data })
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error
          // A rule refused the row: name it and go on, so the editor sees every problem at once.
          const fields = (error.data as { errors?: { path?: string; message?: string }[] } | undefined)?.errors ?? []
          for (const field of fields) problems.push({ row, field: field.path ?? 'row', message: field.message ?? error.message })
          if (fields.length === 0) problems.push({ row, field: 'row', message: error.message })
          if (new Set(problems.map((problem) => problem.row)).size >= MAX_ROWS_NAMED) break judging
          // Payload rolls the whole transaction back on a refused write: begin again with the rows stored so
          // far, so the next rows are judged as they would be stored (a slug two rows share is the first's).
          await begin()
          for (const earlier of stored) await store(earlier.collection, earlier.data)
        }
      }
    }
    if (problems.length) {
      await killTransaction(req)
      return rowsRefused(problems, unit, req)
    }
    await indexAfterBulkWrite(req, batches.map(({ collection }) => collection))
    await commitTransaction(req)
    for (const { collection } of stored) counts[collection].imported++
    const total = (key: 'imported' | 'removed') => Object.values(counts).reduce((sum, count) => sum + count[key], 0)
    return Response.json({ imported: total('imported'), removed: total('removed'), section, counts }, { status: 201 })
  } catch (error) {
    await killTransaction(req)
    req.payload.logger.warn({ err: error, msg: 'Import rolled back' })
    return bulkProblem(422, `Nothing was imported: ${(error as Error).message}`, problems)
  }
}
