import { MAP_IMAGE_BOUNDS } from './coordinates'

import { checkRows, type CheckedRows, finiteNumber, formatRowFile, parseRowFile, type RowFileFormat, textOf } from './row-file'

/**
 * Markers in bulk: the file format editors exchange with other mapping tools, and the checks every row
 * passes before anything is stored. One row is one marker: its icon (the marker type's slug or name),
 * lat and lng in the viewer's coordinates (MAP_IMAGE_BOUNDS in coordinates.ts), its description, and the hero
 * whose spot it is (a slug; optional, as is the column, so files from before the hero layer still read).
 */

const MARKER_FILE_COLUMNS = ['icon', 'lat', 'lng', 'description', 'hero'] as const
/** The columns a file must have; `hero` may be left out. */
const MARKER_REQUIRED_COLUMNS = ['icon', 'lat', 'lng', 'description'] as const
const MARKER_DESCRIPTION_MAX = 2000
/** More rows than a section could sensibly hold: a file this long is a mistake, not a section. */
const MARKER_IMPORT_MAX_ROWS = 2000

export type MarkerFileFormat = RowFileFormat
export type MarkerFileRow = { icon: string; lat: number; lng: number; description: string; hero: string }
export type MarkerIconType = { id: number; slug: string; name: string }
export type MarkerHero = { id: number; slug: string }
export type CheckedMarkers = CheckedRows<MarkerFileRow & { iconId: number; heroId: number | null }>

/** Parses a marker file into loose records; a file that cannot be read at all is one problem on row 0. */
export const parseMarkerFile = (format: MarkerFileFormat, text: string) => parseRowFile(format, text, { columns: MARKER_REQUIRED_COLUMNS, listKey: 'markers' })

/** Checks every record against the map's bounds, the known icon types and heroes; reports every problem, not the first. */
export function checkMarkerRecords(records: Record<string, unknown>[], icons: MarkerIconType[], heroes: MarkerHero[] = [], bounds = MAP_IMAGE_BOUNDS): CheckedMarkers {
  const heroBySlug = new Map(heroes.map((hero) => [hero.slug.toLowerCase(), hero]))
  const bySlug = new Map(icons.map((icon) => [icon.slug.toLowerCase(), icon]))
  const byName = new Map(icons.map((icon) => [icon.name.trim().toLowerCase(), icon]))
  return checkRows(records, {
    noun: 'markers',
    maxRows: MARKER_IMPORT_MAX_ROWS,
    check: (record, report) => {
      const iconText = textOf(record.icon).toLowerCase()
      const icon = iconText ? (bySlug.get(iconText) ?? byName.get(iconText)) : undefined
      if (!iconText) report('icon', 'The icon is missing.')
      else if (!icon) report('icon', `“${String(record.icon)}” is not a marker icon type (known: ${icons.map((i) => i.slug).join(', ')}).`)
      const lat = finiteNumber(record.lat)
      const lng = finiteNumber(record.lng)
      if (lat === undefined) report('lat', 'lat must be a number.')
      else if (lat < bounds.minLat || lat > bounds.maxLat) report('lat', `lat ${lat} is off the map: it must be from ${bounds.minLat} to ${bounds.maxLat}.`)
      if (lng === undefined) report('lng', 'lng must be a number.')
      else if (lng < bounds.minLng || lng > bounds.maxLng) report('lng', `lng ${lng} is off the map: it must be from ${bounds.minLng} to ${bounds.maxLng}.`)
      const description = textOf(record.description)
      if (!description) report('description', 'The description is missing.')
      else if (description.length > MARKER_DESCRIPTION_MAX) report('description', `The description is ${description.length} characters; at most ${MARKER_DESCRIPTION_MAX}.`)
      const heroText = textOf(record.hero).toLowerCase()
      const hero = heroText ? heroBySlug.get(heroText) : undefined
      if (heroText && !hero) report('hero', `“${String(record.hero)}” is not a hero’s slug.`)
      if (!icon || lat === undefined || lng === undefined || (heroText && !hero)) return undefined
      return { icon: icon.slug, iconId: icon.id, lat, lng, description, hero: hero?.slug ?? '', heroId: hero?.id ?? null }
    },
  })
}

/** A section's markers as a file another tool can read (and this import reads back). */
export const formatMarkerFile = (format: MarkerFileFormat, rows: MarkerFileRow[]) => formatRowFile(format, rows, MARKER_FILE_COLUMNS)
