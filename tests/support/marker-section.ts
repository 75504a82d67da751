/**
 * A map section of its own with one marker icon, for tests that place markers without touching the seeded
 * guide: a location, a map, its section, an uploaded icon image and the icon. `remove` deletes the section's
 * markers and callouts, then everything it made.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

export type MarkerSection = { sectionId: number; iconSlug: string; remove: () => Promise<void> }

export async function makeMarkerSection(payload: Payload, { name, stamp, icon }: { name: string; stamp: string; icon: string }): Promise<MarkerSection> {
  const location = await payload.create({ collection: 'locations', data: { name: `${name} Bay ${stamp}`, description: 'Docks.' }, overrideAccess: true })
  const map = await payload.create({
    collection: 'maps',
    data: { name: `${name} Pier ${stamp}`, type: 'convoy', location: location.id, releaseDate: '2026-01-01T00:00:00.000Z' },
    overrideAccess: true,
  })
  const section = await payload.create({ collection: 'map-sections', data: { name: 'Dock', map: map.id, order: 1 }, overrideAccess: true })
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#30c2f2' } }).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: `${name} icon` },
    file: { data: png, mimetype: 'image/png', name: `${name.toLowerCase()}-${stamp}.png`, size: png.length },
    overrideAccess: true,
  })
  const markerIcon = await payload.create({ collection: 'marker-icons', data: { name: `${icon} ${stamp}`, image: media.id }, overrideAccess: true })
  const made = [
    { collection: 'marker-icons', id: markerIcon.id },
    { collection: 'media', id: media.id },
    { collection: 'map-sections', id: section.id },
    { collection: 'maps', id: map.id },
    { collection: 'locations', id: location.id },
  ] as const
  return {
    sectionId: section.id,
    iconSlug: markerIcon.slug as string,
    remove: async () => {
      await payload.delete({ collection: 'map-markers', where: { section: { equals: section.id } }, overrideAccess: true })
      await payload.delete({ collection: 'map-callouts', where: { section: { equals: section.id } }, overrideAccess: true })
      for (const { collection, id } of made) await payload.delete({ collection, id, overrideAccess: true })
    },
  }
}
