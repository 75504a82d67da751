import type { PayloadRequest } from 'payload'

import { checkMarkerRecords, formatMarkerFile, type MarkerFileRow, parseMarkerFile } from '@/maps/marker-import'

import { sectionFileEndpoints } from '../shape-endpoints'

async function markerIconTypes(req: PayloadRequest) {
  const { docs } = await req.payload.find({ collection: 'marker-icons', depth: 0, pagination: false, req, select: { name: true, slug: true } })
  return docs.map((icon) => ({ id: icon.id, name: icon.name, slug: icon.slug ?? '' })).filter((icon) => icon.slug)
}

async function heroSlugs(req: PayloadRequest) {
  const { docs } = await req.payload.find({ collection: 'heroes', depth: 0, pagination: false, req, select: { slug: true } })
  return docs.map((hero) => ({ id: hero.id, slug: hero.slug ?? '' })).filter((hero) => hero.slug)
}

/** A section's markers as file rows: the icon type and the hero by their slugs. */
export async function markerRowsOf(req: PayloadRequest, section: number): Promise<MarkerFileRow[]> {
  const { docs } = await req.payload.find({ collection: 'map-markers', where: { section: { equals: section } }, sort: 'id', depth: 1, pagination: false, req })
  return docs.map((marker) => ({
    icon: typeof marker.icon === 'object' && marker.icon ? (marker.icon.slug ?? '') : '',
    lat: marker.lat,
    lng: marker.lng,
    description: marker.description,
    hero: typeof marker.hero === 'object' && marker.hero ? (marker.hero.slug ?? '') : '',
  }))
}

/** Marker records as the collection's data: the icon type by its id. */
export async function readMarkerRecords(records: Record<string, unknown>[], req: PayloadRequest) {
  const checked = checkMarkerRecords(records, await markerIconTypes(req), await heroSlugs(req))
  return { rows: checked.rows.map(({ iconId, lat, lng, description, heroId }) => ({ icon: iconId, lat, lng, description, hero: heroId })), problems: checked.problems }
}

/**
 * Markers in bulk, per section: GET /cms-api/map-markers/export?section={id}&format=csv|json and
 * POST /cms-api/map-markers/import {section, format, content, replace?}. Editors only (as writing markers is).
 */
export const markerEndpoints = sectionFileEndpoints({
  collection: 'map-markers',
  noun: 'markers',
  write: async (req, section, format) => formatMarkerFile(format, await markerRowsOf(req, section)),
  parse: parseMarkerFile,
  read: readMarkerRecords,
})
