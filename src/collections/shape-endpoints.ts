import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'

import { isEditorUser } from '@/access'
import { type RowFileFormat, type RowProblem } from '@/maps/row-file'

import { bulkProblem, fileName, fileResponse, formatOf, importAllOrNothing, importBody, rowsRefused, sectionOf } from './bulk-import'

/**
 * Export and import of one collection's documents of a section, as CSV or JSON: GET /export?section={id}&format=
 * and POST /import {section, format, content, replace?} on the collection's REST (markers, callouts, routes).
 * Editors only; an import stores every row or none.
 */
export function sectionFileEndpoints({
  collection,
  noun,
  write,
  parse,
  read,
}: {
  collection: CollectionSlug
  noun: string
  /** The section's documents as a file. */
  write: (req: PayloadRequest, section: number, format: RowFileFormat) => Promise<string>
  parse: (format: RowFileFormat, text: string) => { records: Record<string, unknown>[]; problems: RowProblem[] }
  /** The records as the collection's data, or each row's problems with the file's shape. */
  read: (records: Record<string, unknown>[], req: PayloadRequest) => Promise<{ rows: object[]; problems: RowProblem[] }> | { rows: object[]; problems: RowProblem[] }
}): Endpoint[] {
  const exportFile: Endpoint = {
    path: '/export',
    method: 'get',
    handler: async (req) => {
      if (!isEditorUser(req.user)) return bulkProblem(403, `Only editors may export ${noun}.`)
      const format = formatOf(req.searchParams.get('format') ?? 'csv')
      if (!format) return bulkProblem(400, 'format must be csv or json.')
      const section = await sectionOf(req, req.searchParams.get('section'))
      if (!section) return bulkProblem(404, 'No section has that id.')
      return fileResponse(await write(req, section.id, format), format === 'csv' ? 'text/csv' : 'application/json', `${fileName(noun, section)}.${format}`)
    },
  }
  const importFile: Endpoint = {
    path: '/import',
    method: 'post',
    handler: async (req) => {
      const body = await importBody(req, noun)
      if (body instanceof Response) return body
      const format = formatOf(body.format)
      if (!format) return bulkProblem(400, 'format must be csv or json.')
      const section = await sectionOf(req, body.section)
      if (!section) return bulkProblem(404, 'No section has that id.')
      const parsed = parse(format, body.content as string)
      const checked = parsed.problems.length ? { rows: [], problems: parsed.problems } : await read(parsed.records, req)
      if (checked.problems.length) return rowsRefused(checked.problems, 'row', req)
      const rows = checked.rows.map((data, index) => ({ row: index + 1, data: data as Record<string, unknown> }))
      return importAllOrNothing(req, { section: section.id, replace: body.replace === true, batches: [{ collection, rows }] })
    },
  }
  return [exportFile, importFile]
}

/** A section's documents of one collection, oldest first, as stored. */
export async function sectionDocs(req: PayloadRequest, collection: CollectionSlug, section: number) {
  const { docs } = await req.payload.find({ collection, where: { section: { equals: section } }, sort: 'id', depth: 0, pagination: false, req })
  return docs
}
