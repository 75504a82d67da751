import { checkRows, type CheckedRows, finiteNumber, formatRowFile, parseRowFile, type RowFileFormat, textOf } from './row-file'

/**
 * Callouts and routes in bulk, per section, in the files editors exchange with other map tools. JSON rows have
 * the shape the /api gives ({slug, name, aliases, description, label: [lat, lng], polygon: [[lat, lng], …]});
 * CSV rows flatten it: aliases joined by " | ", the label as label_lat and label_lng, a polygon or a line as its
 * JSON list in one cell. Coordinates are the section image's own, as markers use.
 *
 * Only the file's shape is checked here (numbers are numbers, lists are lists); the collections' own rules
 * (src/maps/callouts.ts, src/maps/routes.ts, names, slugs unique on the map) judge every row on import, so
 * the rules live in one place and an import names each row's problems as the admin would.
 */

/** More rows than a section could sensibly hold: a file this long is a mistake, not a section. */
const SHAPE_IMPORT_MAX_ROWS = 1000

const CALLOUT_FILE_COLUMNS = ['slug', 'name', 'aliases', 'description', 'label_lat', 'label_lng', 'polygon'] as const
const ROUTE_FILE_COLUMNS = ['slug', 'kind', 'name', 'description', 'line'] as const

type Point = [lat: number, lng: number]

/** What a stored callout or route looks like, as export reads it. */
export type StoredCallout = {
  slug?: string | null
  name: string
  aliases?: string[] | null
  description?: string | null
  labelLat?: number | null
  labelLng?: number | null
  /** The label was placed in the polygon by the server: a file leaves it out, so it follows the polygon again. */
  labelComputed?: boolean | null
  polygon?: unknown
}
export type StoredRoute = { slug?: string | null; kind: string; name: string; description?: string | null; line?: unknown }

/** What an import hands the collection (its own field names), section aside. */
export type CalloutData = { slug?: string; name: string; aliases: string[]; description?: string; labelLat?: number; labelLng?: number; polygon: unknown }
export type RouteData = { slug?: string; kind: string; name: string; description?: string; line: unknown }

const ALIAS_SEPARATOR = ' | '

const aliasesOf = (value: unknown): string[] | undefined => {
  if (Array.isArray(value)) return value.every((alias) => typeof alias === 'string') ? value.map((alias) => alias.trim()).filter(Boolean) : undefined
  if (value === undefined || value === null) return []
  return typeof value === 'string' ? value.split('|').map((alias) => alias.trim()).filter(Boolean) : undefined
}

/** A list of points from JSON, or from a CSV cell holding its JSON; null when absent. */
function pointsOf(value: unknown, column: string, report: (field: string, message: string) => void): unknown {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    report(column, `${column} must be a JSON list of points, [[lat, lng], …].`)
    return undefined
  }
}

/** The label point: [lat, lng] in JSON, label_lat and label_lng in CSV; both or neither. */
function labelOf(record: Record<string, unknown>, report: (field: string, message: string) => void): { labelLat?: number; labelLng?: number } | undefined {
  const pair = Array.isArray(record.label) ? record.label : undefined
  const rawLat = pair ? pair[0] : record.label_lat
  const rawLng = pair ? pair[1] : record.label_lng
  const given = (raw: unknown) => raw !== undefined && raw !== null && !(typeof raw === 'string' && !raw.trim())
  if (!given(rawLat) && !given(rawLng)) {
    if (record.label !== undefined && record.label !== null && !pair) report('label', 'label must be [lat, lng] or null.')
    return {}
  }
  const labelLat = finiteNumber(rawLat)
  const labelLng = finiteNumber(rawLng)
  if (labelLat === undefined) report(pair ? 'label' : 'label_lat', 'The label’s lat must be a number.')
  if (labelLng === undefined) report(pair ? 'label' : 'label_lng', 'The label’s lng must be a number.')
  return labelLat === undefined || labelLng === undefined ? undefined : { labelLat, labelLng }
}

const optional = (text: string) => (text ? text : undefined)

export const parseCalloutFile = (format: RowFileFormat, text: string) => parseRowFile(format, text, { columns: CALLOUT_FILE_COLUMNS, listKey: 'callouts' })
export const parseRouteFile = (format: RowFileFormat, text: string) => parseRowFile(format, text, { columns: ROUTE_FILE_COLUMNS, listKey: 'routes' })

/** Callout records as the collection's data, or each row's problems with the file's shape. */
export function readCalloutRecords(records: Record<string, unknown>[]): CheckedRows<CalloutData> {
  return checkRows(records, {
    noun: 'callouts',
    maxRows: SHAPE_IMPORT_MAX_ROWS,
    check: (record, report) => {
      const name = textOf(record.name)
      if (!name) report('name', 'The name is missing.')
      const aliases = aliasesOf(record.aliases)
      if (!aliases) report('aliases', `aliases must be a list of names (in CSV, names joined by "${ALIAS_SEPARATOR.trim()}").`)
      const label = labelOf(record, report)
      const polygon = pointsOf(record.polygon, 'polygon', report)
      if (!name || !aliases || !label || polygon === undefined) return undefined
      return { slug: optional(textOf(record.slug)), name, aliases, description: optional(textOf(record.description)), ...label, polygon }
    },
  })
}

/** Route records as the collection's data, or each row's problems with the file's shape. */
export function readRouteRecords(records: Record<string, unknown>[]): CheckedRows<RouteData> {
  return checkRows(records, {
    noun: 'routes',
    maxRows: SHAPE_IMPORT_MAX_ROWS,
    check: (record, report) => {
      const name = textOf(record.name)
      if (!name) report('name', 'The name is missing.')
      const kind = textOf(record.kind)
      if (!kind) report('kind', 'The kind is missing: flank, rotation, payload-path or escape.')
      const line = pointsOf(record.line, 'line', report)
      if (line === null) report('line', 'The line is missing: at least 2 points, [[lat, lng], …].')
      if (!name || !kind || line === undefined || line === null) return undefined
      return { slug: optional(textOf(record.slug)), kind, name, description: optional(textOf(record.description)), line }
    },
  })
}

/** The label an editor placed; a computed one is left out, so an import places it in the polygon again. */
export const placedLabel = (callout: StoredCallout): Point | null =>
  !callout.labelComputed && typeof callout.labelLat === 'number' && typeof callout.labelLng === 'number' ? [callout.labelLat, callout.labelLng] : null

/** A section's callouts as a file; JSON in the /api's shape, CSV flattened. */
export function formatCalloutFile(format: RowFileFormat, callouts: StoredCallout[]): string {
  if (format === 'json') {
    const rows = callouts.map((callout) => ({
      slug: callout.slug ?? '',
      name: callout.name,
      aliases: callout.aliases ?? [],
      description: callout.description ?? '',
      label: placedLabel(callout),
      polygon: Array.isArray(callout.polygon) ? callout.polygon : null,
    }))
    return formatRowFile(format, rows, CALLOUT_FILE_COLUMNS)
  }
  const rows = callouts.map((callout) => ({
    slug: callout.slug ?? '',
    name: callout.name,
    aliases: (callout.aliases ?? []).join(ALIAS_SEPARATOR),
    description: callout.description ?? '',
    label_lat: placedLabel(callout)?.[0] ?? '',
    label_lng: placedLabel(callout)?.[1] ?? '',
    polygon: Array.isArray(callout.polygon) ? JSON.stringify(callout.polygon) : '',
  }))
  return formatRowFile(format, rows, CALLOUT_FILE_COLUMNS)
}

/** A section's routes as a file; JSON in the /api's shape, CSV with the line as JSON in its cell. */
export function formatRouteFile(format: RowFileFormat, routes: StoredRoute[]): string {
  const rows = routes.map((route) => ({
    slug: route.slug ?? '',
    kind: route.kind,
    name: route.name,
    description: route.description ?? '',
    line: format === 'json' ? (route.line ?? []) : JSON.stringify(route.line ?? []),
  }))
  return formatRowFile(format, rows, ROUTE_FILE_COLUMNS)
}
