import Papa from 'papaparse'

/**
 * The files editors exchange with other mapping tools, one row per marker, callout or route: CSV with a header
 * row, or JSON (a list, or an object holding the list under the collection's own name). Parsing yields loose
 * records; each collection's rules (marker-import.ts, shape-import.ts) check them.
 */

export type RowFileFormat = 'csv' | 'json'
/** A row's problem: `row` counts rows from 1 (in a CSV, the line below the header; in GeoJSON, the feature). */
export type RowProblem = { row: number; field: string; message: string }
/** Records that passed their rules (when none has a problem, rows[i] is the file's row i + 1), or every problem found. */
export type CheckedRows<T> = { rows: T[]; problems: RowProblem[] }

export const isRowFileFormat = (value: unknown): value is RowFileFormat => value === 'csv' || value === 'json'

/** Parses a file into loose records; a file that cannot be read at all is one problem on row 0. */
export function parseRowFile(
  format: RowFileFormat,
  text: string,
  { columns, listKey }: { columns: readonly string[]; listKey: string },
): { records: Record<string, unknown>[]; problems: RowProblem[] } {
  if (format === 'json') {
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch (error) {
      return { records: [], problems: [{ row: 0, field: 'file', message: `Not valid JSON: ${(error as Error).message}` }] }
    }
    const held = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>)[listKey] : undefined
    const list = Array.isArray(data) ? data : Array.isArray(held) ? held : undefined
    if (!list) return { records: [], problems: [{ row: 0, field: 'file', message: `Expected a list of ${listKey}, or an object with a "${listKey}" list.` }] }
    return {
      records: list.map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : { __notAnObject: true })),
      problems: [],
    }
  }
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
    transform: unescapeFormula,
  })
  const missing = columns.filter((column) => !parsed.meta.fields?.includes(column))
  if (missing.length) {
    return { records: [], problems: [{ row: 0, field: 'file', message: `The header row lacks ${missing.join(', ')}; it needs ${columns.join(', ')}.` }] }
  }
  const problems = parsed.errors.map((error) => ({ row: (error.row ?? -1) + 1, field: 'file', message: `CSV: ${error.message}` }))
  return { records: parsed.data, problems }
}

/**
 * A CSV cell a spreadsheet would run as a formula starts with = + - @, a tab or a carriage return (a marker
 * described "=HYPERLINK(…)" would be a link the editor never wrote). The export puts an apostrophe before such a
 * cell, as OWASP advises and spreadsheets show as text; before one that already starts with apostrophes and
 * then such a character too, so the import can take exactly one apostrophe off again and every text comes back
 * as it was. Numbers are left alone (papaparse escapes only strings), so a negative lat stays a number.
 */
const CSV_FORMULA_START = /^'*[=+\-@\t\r]/
const ESCAPED_FORMULA = /^'(?='*[=+\-@\t\r])/

/** A CSV cell as it was before the export neutralised it. */
export const unescapeFormula = (cell: string): string => cell.replace(ESCAPED_FORMULA, '')

/** Rows as a file another tool can read, and the import reads back. */
export function formatRowFile(format: RowFileFormat, rows: object[], columns: readonly string[]): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`
  return `${Papa.unparse(rows as Record<string, unknown>[], { columns: [...columns], newline: '\n', escapeFormulae: CSV_FORMULA_START })}\n`
}

/** A number from a JSON value or a CSV cell; undefined when it is not one. */
export function finiteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || !value.trim()) return undefined
  const number = Number(value.trim())
  return Number.isFinite(number) ? number : undefined
}

/** Text from a JSON value or a CSV cell, trimmed; empty when absent. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')

/**
 * Checks every record with `check`, which reports its own problems and returns the row's value when it has
 * none. Every problem of every row is reported, not the first; at most `maxRows` rows, and at least one.
 */
export function checkRows<T>(
  records: Record<string, unknown>[],
  { noun, maxRows, check }: { noun: string; maxRows: number; check: (record: Record<string, unknown>, report: (field: string, message: string) => void) => T | undefined },
): CheckedRows<T> {
  const problems: RowProblem[] = []
  const rows: CheckedRows<T>['rows'] = []
  if (records.length > maxRows) return { rows, problems: [{ row: 0, field: 'file', message: `At most ${maxRows} ${noun} in one import; this file has ${records.length}.` }] }
  records.forEach((record, index) => {
    const row = index + 1
    if ('__notAnObject' in record) {
      problems.push({ row, field: 'row', message: `Each of the ${noun} must be an object.` })
      return
    }
    const own: RowProblem[] = []
    const value = check(record, (field, message) => own.push({ row, field, message }))
    if (own.length || value === undefined) problems.push(...own)
    else rows.push(value)
  })
  if (!records.length && !problems.length) problems.push({ row: 0, field: 'file', message: `The file has no ${noun}.` })
  return { rows, problems }
}
