import { slugify } from '@/rules/slugs'

import { mapGuides, sectionNames } from '../content/maps'
import { locationDescriptions } from '../content/locations'
import type { MapGuideSeed } from '../content/types'
import { factMaps, mapType, SEASON_DATES } from '../facts'
import * as images from '../images'
import { context, type Seeder } from '../seeder'

/** Marker icon ids by the icon's slug ("objective", ...): the map guides' markers name their icon so. */
export type IconIds = Record<string, number>

/** The icons a map's markers can wear, each with a generated picture. */
export async function seedMarkerIcons({ ensure, upload }: Seeder): Promise<IconIds> {
  const iconIds: IconIds = {}
  for (const type of images.MARKER_ICON_TYPES) {
    const doc = await ensure('marker-icons', { slug: { equals: type.slug } }, async () => ({
      name: type.name,
      slug: type.slug,
      image: await upload(`marker-${type.slug}.webp`, `${type.name} marker icon`, images.markerIcon(type.slug)),
    }))
    iconIds[type.slug] = doc.id
  }
  return iconIds
}

/** Location ids by the location's name as the facts spell it (a map's `location`). */
export type LocationIds = Record<string, number>

/** The locations the facts' maps lie in, each with a skyline picture. */
export async function seedLocations({ ensure, upload }: Seeder): Promise<LocationIds> {
  const locationIds: LocationIds = {}
  for (const name of [...new Set(factMaps.map((m) => m.location))]) {
    const slug = slugify(name)
    const doc = await ensure('locations', { slug: { equals: slug } }, async () => ({
      name,
      slug,
      description: locationDescriptions[name] ?? `${name} is one of the game's locations.`,
      heroImage: await upload(`location-${slug}.webp`, `${name} skyline`, images.locationHero(name)),
    }))
    locationIds[name] = doc.id
  }
  return locationIds
}

/** Map ids by map slug, and each map's section ids in the sections' order (the map guides list sections so). */
export type SeededMaps = { mapIds: Record<string, number>; sectionIds: Record<string, number[]> }

/** The maps from the facts and their sections, each section with its top-down plan. */
export async function seedMaps({ payload, eachAtOnce, ensure, upload, log }: Seeder, locationIds: LocationIds): Promise<SeededMaps> {
  const guideByMap = new Map<string, MapGuideSeed>(mapGuides.map((guide) => [guide.map, guide]))
  const mapIds: Record<string, number> = {}
  const sectionIds: Record<string, number[]> = {}
  await eachAtOnce(factMaps, async (fact) => {
    const slug = slugify(fact.map)
    const type = mapType(fact.mode)
    const doc = await ensure('maps', { slug: { equals: slug } }, async () => ({
      name: fact.map,
      slug,
      type,
      description: guideByMap.get(slug)?.description,
      location: locationIds[fact.location],
      added: fact.added,
      releaseDate: `${SEASON_DATES[fact.added] ?? SEASON_DATES.launch}T12:00:00.000Z`,
      heroImage: await upload(`map-${slug}.webp`, `${fact.map} plan`, images.mapHero(fact.map, type, sectionNames[slug]?.[0])),
    }))
    mapIds[slug] = doc.id
    // Maps seeded before they had an `added` season get it from the facts.
    if (!doc.added) await payload.update({ collection: 'maps', id: doc.id, data: { added: fact.added }, overrideAccess: true, context, depth: 0 })

    const names = sectionNames[slug]
    if (!names?.length) throw new Error(`No section names for map ${slug}`)
    const ids: number[] = []
    for (const [index, name] of names.entries()) {
      const sectionSlug = slugify(name)
      const section = await ensure(
        'map-sections',
        { and: [{ map: { equals: doc.id } }, { slug: { equals: sectionSlug } }] },
        async () => ({
          name,
          slug: sectionSlug,
          map: doc.id,
          order: index + 1,
          mapImage: await upload(
            `section-${slug}-${sectionSlug}.webp`,
            `Top-down plan of ${fact.map}, ${name}`,
            images.sectionSchematic(fact.map, name, type),
          ),
        }),
      )
      ids.push(section.id)
    }
    sectionIds[slug] = ids
  })
  log(`Maps: ${Object.keys(mapIds).length}, sections: ${Object.values(sectionIds).flat().length}`)
  return { mapIds, sectionIds }
}
