import Papa from 'papaparse'

import { MAP_IMAGE_BOUNDS } from '@/constants'

/**
 * Markers in bulk: the file format editors exchange with other mapping tools, and the checks every row
 * passes before anything is stored. One row is one marker: its icon (the marker type's slug or name),
 * lat and lng in the viewer's coordinates (src/constants.ts MAP_IMAGE_BOUNDS) and its description.
 */

export const MARKER_FILE_COLUMNS = ['icon', 'lat', 'lng', 'description'] as const
export const MARKER_DESCRIPTION_MAX = 2000
/** More rows than a section could sensibly hold: a file this long is a mistake, not a section. */
export const MARKER_IMPORT_MAX_ROWS = 2000

export type MarkerFileFormat = 'csv' | 'json'
export type MarkerFileRow = { icon: string; lat: number; lng: number; description: string }
export type MarkerIconType = { id: number; slug: string; name: string }
/** A row's problem: `row` counts markers from 1 (in a CSV, the line below the header). */
export type MarkerRowProblem = { row: number; field: string; message: string }
export type CheckedMarkers = { rows: (MarkerFileRow & { iconId: number })[]; problems: MarkerRowProblem[] }

/** Parses a file into loose records; a file that cannot be read at all is one problem on row 0. */
export function parseMarkerFile(format: MarkerFileFormat, text: string): { records: Record<string, unknown>[]; problems: MarkerRowProblem[] } {
  if (format === 'json') {
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch (error) {
      return { records: [], problems: [{ row: 0, field: 'file', message: `Not valid JSON: ${(error as Error).message}` }] }
    }
    const list = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { markers?: unknown }).markers) ? (data as { markers: unknown[] }).markers : undefined
    if (!list) return { records: [], problems: [{ row: 0, field: 'file', message: 'Expected a list of markers, or an object with a "markers" list.' }] }
    return {
      records: list.map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : { __notAnObject: true })),
      problems: [],
    }
  }
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  })
  const missing = MARKER_FILE_COLUMNS.filter((column) => !parsed.meta.fields?.includes(column))
  if (missing.length) {
    return { records: [], problems: [{ row: 0, field: 'file', message: `The header row lacks ${missing.join(', ')}; it needs ${MARKER_FILE_COLUMNS.join(', ')}.` }] }
  }
  const problems = parsed.errors.map((error) => ({ row: (error.row ?? -1) + 1, field: 'file', message: `CSV: ${error.message}` }))
  return { records: parsed.data, problems }
}

const finite = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || !value.trim()) return undefined
  const number = Number(value.trim())
  return Number.isFinite(number) ? number : undefined
}

/** Checks every record against the map's bounds and the known icon types; reports every problem, not the first. */
export function checkMarkerRecords(records: Record<string, unknown>[], icons: MarkerIconType[], bounds = MAP_IMAGE_BOUNDS): CheckedMarkers {
  const problems: MarkerRowProblem[] = []
  const rows: CheckedMarkers['rows'] = []
  if (records.length > MARKER_IMPORT_MAX_ROWS) {
    return { rows, problems: [{ row: 0, field: 'file', message: `At most ${MARKER_IMPORT_MAX_ROWS} markers in one import; this file has ${records.length}.` }] }
  }
  const bySlug = new Map(icons.map((icon) => [icon.slug.toLowerCase(), icon]))
  const byName = new Map(icons.map((icon) => [icon.name.trim().toLowerCase(), icon]))
  records.forEach((record, index) => {
    const row = index + 1
    const rowProblems: MarkerRowProblem[] = []
    if ('__notAnObject' in record) {
      problems.push({ row, field: 'row', message: 'Each marker must be an object with icon, lat, lng and description.' })
      return
    }
    const iconText = typeof record.icon === 'string' ? record.icon.trim().toLowerCase() : ''
    const icon = iconText ? (bySlug.get(iconText) ?? byName.get(iconText)) : undefined
    if (!iconText) rowProblems.push({ row, field: 'icon', message: 'The icon is missing.' })
    else if (!icon) rowProblems.push({ row, field: 'icon', message: `“${String(record.icon)}” is not a marker icon type (known: ${icons.map((i) => i.slug).join(', ')}).` })
    const lat = finite(record.lat)
    const lng = finite(record.lng)
    if (lat === undefined) rowProblems.push({ row, field: 'lat', message: 'lat must be a number.' })
    else if (lat < bounds.minLat || lat > bounds.maxLat) rowProblems.push({ row, field: 'lat', message: `lat ${lat} is off the map: it must be from ${bounds.minLat} to ${bounds.maxLat}.` })
    if (lng === undefined) rowProblems.push({ row, field: 'lng', message: 'lng must be a number.' })
    else if (lng < bounds.minLng || lng > bounds.maxLng) rowProblems.push({ row, field: 'lng', message: `lng ${lng} is off the map: it must be from ${bounds.minLng} to ${bounds.maxLng}.` })
    const description = typeof record.description === 'string' ? record.description.trim() : ''
    if (!description) rowProblems.push({ row, field: 'description', message: 'The description is missing.' })
    else if (description.length > MARKER_DESCRIPTION_MAX) rowProblems.push({ row, field: 'description', message: `The description is ${description.length} characters; at most ${MARKER_DESCRIPTION_MAX}.` })
    if (rowProblems.length || !icon || lat === undefined || lng === undefined) problems.push(...rowProblems)
    else rows.push({ icon: icon.slug, iconId: icon.id, lat, lng, description })
  })
  if (!records.length && !problems.length) problems.push({ row: 0, field: 'file', message: 'The file has no markers.' })
  return { rows, problems }
}

/** A section's markers as a file another tool can read (and this import reads back). */
export function formatMarkerFile(format: MarkerFileFormat, rows: MarkerFileRow[]): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`
  return `${Papa.unparse(rows, { columns: [...MARKER_FILE_COLUMNS], newline: '\n' })}\n`
}
