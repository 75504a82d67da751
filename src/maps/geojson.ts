import { MAP_IMAGE_BOUNDS } from './coordinates'
import type { MarkerFileRow } from './marker-import'
import type { RowProblem } from './row-file'
import { placedLabel, type StoredCallout, type StoredRoute } from './shape-import'

/**
 * A whole section as GeoJSON, so its markers, callouts and routes can move to and from other Leaflet map
 * projects. Coordinates stay in the section image's own CRS.Simple units, written the GeoJSON way round,
 * [lng, lat]; the image's bounds are the collection's `bbox` ([minLng, minLat, maxLng, maxLat]), with no `crs`.
 * Each feature's `properties.layer` says what it is: a marker (Point), a callout (Polygon, or Point for a
 * label alone) or a route (LineString). Features from other tools without a layer are read by their geometry.
 */

type Layer = 'marker' | 'callout' | 'route'
type Position = [lng: number, lat: number]
type Geometry = { type: 'Point'; coordinates: Position } | { type: 'Polygon'; coordinates: Position[][] } | { type: 'LineString'; coordinates: Position[] }
type Feature = { type: 'Feature'; geometry: Geometry; properties: Record<string, unknown> }
export type SectionFeatureCollection = { type: 'FeatureCollection'; bbox: [number, number, number, number]; section?: string; features: Feature[] }

export const IMAGE_BBOX: [number, number, number, number] = [MAP_IMAGE_BOUNDS.minLng, MAP_IMAGE_BOUNDS.minLat, MAP_IMAGE_BOUNDS.maxLng, MAP_IMAGE_BOUNDS.maxLat]

const position = ([lat, lng]: [number, number]): Position => [lng, lat]
const pointsOf = (value: unknown): [number, number][] => (Array.isArray(value) ? (value as [number, number][]) : [])

/** A section's markers, callouts and routes as one FeatureCollection. */
export function sectionToGeoJSON(
  section: string,
  { markers, callouts, routes }: { markers: MarkerFileRow[]; callouts: StoredCallout[]; routes: StoredRoute[] },
): SectionFeatureCollection {
  const features: Feature[] = [
    ...markers.map((marker): Feature => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
      properties: { layer: 'marker', icon: marker.icon, description: marker.description, ...(marker.hero ? { hero: marker.hero } : {}) },
    })),
    ...callouts.map((callout): Feature => {
      const polygon = pointsOf(callout.polygon)
      const properties = { layer: 'callout', slug: callout.slug ?? '', name: callout.name, aliases: callout.aliases ?? [], description: callout.description ?? '' }
      // Without a polygon the stored label is the callout's place (the collection requires one or the other).
      if (polygon.length === 0) return { type: 'Feature', geometry: { type: 'Point', coordinates: [callout.labelLng ?? 0, callout.labelLat ?? 0] }, properties }
      const placed = placedLabel(callout)
      // A GeoJSON ring closes on its first position.
      const ring = [...polygon, polygon[0]].map(position)
      return { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { ...properties, label: placed ? position(placed) : null } }
    }),
    ...routes.map((route): Feature => ({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: pointsOf(route.line).map(position) },
      properties: { layer: 'route', slug: route.slug ?? '', kind: route.kind, name: route.name, description: route.description ?? '' },
    })),
  ]
  return { type: 'FeatureCollection', bbox: IMAGE_BBOX, section, features }
}

/** Records for each layer's import, each with the feature (from 1) it came from, and the problems of the file's shape. */
export type SectionRecords = {
  markers: { feature: number; record: Record<string, unknown> }[]
  callouts: { feature: number; record: Record<string, unknown> }[]
  routes: { feature: number; record: Record<string, unknown> }[]
  problems: RowProblem[]
}

const isPosition = (value: unknown): value is Position => Array.isArray(value) && value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number'
const latLng = ([lng, lat]: Position): [number, number] => [lat, lng]
const LAYER_OF_GEOMETRY: Record<string, Layer> = { Point: 'marker', Polygon: 'callout', LineString: 'route' }

/** Reads a FeatureCollection into records for the markers', callouts' and routes' imports. */
export function readSectionGeoJSON(text: string): SectionRecords {
  const result: SectionRecords = { markers: [], callouts: [], routes: [], problems: [] }
  const fileProblem = (message: string) => ({ ...result, problems: [{ row: 0, field: 'file', message }] })
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return fileProblem(`Not valid JSON: ${(error as Error).message}`)
  }
  const collection = data as Partial<SectionFeatureCollection> | null
  if (!collection || collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) return fileProblem('Expected a GeoJSON FeatureCollection with a "features" list.')
  if ('crs' in collection) return fileProblem('The file names a crs: coordinates must be the section image’s own units, with no crs.')
  if (collection.bbox !== undefined && (!Array.isArray(collection.bbox) || collection.bbox.join(',') !== IMAGE_BBOX.join(','))) {
    return fileProblem(`The bbox ${JSON.stringify(collection.bbox)} is not the section image’s, ${JSON.stringify(IMAGE_BBOX)}: its coordinates are in other units.`)
  }
  collection.features.forEach((raw, index) => {
    const feature = index + 1
    const report = (field: string, message: string) => result.problems.push({ row: feature, field, message })
    const item = raw as Partial<Feature> | null
    if (!item || item.type !== 'Feature' || !item.geometry || typeof item.geometry !== 'object') return report('feature', 'Each feature must be a GeoJSON Feature with a geometry.')
    const properties = item.properties && typeof item.properties === 'object' ? item.properties : {}
    const geometry = item.geometry as { type?: unknown; coordinates?: unknown }
    const layer = (typeof properties.layer === 'string' ? properties.layer : LAYER_OF_GEOMETRY[String(geometry.type)]) as Layer | undefined
    if (layer !== 'marker' && layer !== 'callout' && layer !== 'route') return report('layer', `layer must be marker, callout or route (this one: ${JSON.stringify(properties.layer ?? geometry.type)}).`)
    const coordinates = geometry.coordinates
    if (layer === 'marker') {
      if (geometry.type !== 'Point' || !isPosition(coordinates)) return report('geometry', 'A marker is a Point: [lng, lat].')
      const [lat, lng] = latLng(coordinates)
      result.markers.push({ feature, record: { icon: properties.icon, description: properties.description, hero: properties.hero, lat, lng } })
      return
    }
    if (layer === 'route') {
      if (geometry.type !== 'LineString' || !Array.isArray(coordinates) || !coordinates.every(isPosition)) return report('geometry', 'A route is a LineString: [[lng, lat], …].')
      result.routes.push({ feature, record: { ...properties, line: (coordinates as Position[]).map(latLng) } })
      return
    }
    const label = isPosition(properties.label) ? latLng(properties.label) : null
    if (geometry.type === 'Point' && isPosition(coordinates)) {
      result.callouts.push({ feature, record: { ...properties, label: latLng(coordinates), polygon: null } })
      return
    }
    const ring = geometry.type === 'Polygon' && Array.isArray(coordinates) && Array.isArray(coordinates[0]) ? (coordinates[0] as unknown[]) : undefined
    if (!ring || !ring.every(isPosition)) return report('geometry', 'A callout is a Polygon ([[[lng, lat], …]]) or a Point for a label alone.')
    if (Array.isArray(coordinates) && coordinates.length > 1) return report('geometry', 'A callout’s polygon has one ring: holes are not kept.')
    const corners = (ring as Position[]).map(latLng)
    const [first, last] = [corners[0], corners[corners.length - 1]]
    // The closing position repeats the first; the guide stores the corners once.
    if (corners.length > 1 && first[0] === last[0] && first[1] === last[1]) corners.pop()
    result.callouts.push({ feature, record: { ...properties, label, polygon: corners } })
  })
  if (collection.features.length === 0) result.problems.push({ row: 0, field: 'file', message: 'The file has no features.' })
  return result
}
