import { labelPointOf } from '@/maps/callout-label-point'
import { checkPolygon } from '@/maps/callouts'
import { toImageCoordinates } from '@/maps/coordinates'
import { slugify } from '@/rules/slugs'

import { calloutGeometry } from '../callout-shapes'
import { mapGuides } from '../content/maps'
import { type CalloutSeed, sectionCallouts } from '../content/maps/callouts'
import { sectionRoutes } from '../content/maps/routes'
import { routeGeometry } from '../route-shapes'
import type { MapGuideSeed, PlacementSpot, SectionGuideSeed } from '../content/types'
import { factHeroes, factMaps } from '../facts'
import * as images from '../images'
import type { HeroId, Seeder } from '../seeder'
import type { IconIds, SeededMaps } from './maps'

/** A section plan's shapes (src/seed/images.ts), which callouts outline and placements point at. */
type Layout = ReturnType<typeof images.sectionLayout>

/** One section of a map guide, as its parts below need it. */
type Section = {
  id: number
  guide: SectionGuideSeed
  /** "map-slug-section-slug": names the section's uploads. */
  label: string
  /** The Where that finds a part's documents on this section. */
  onSection: { section: { equals: number } }
}

/**
 * What the guide says about each map: its heroes, and per section the markers, callouts, power position,
 * breakouts, transformations and utility placements. Each part is written only where the section has none
 * of it yet, so an editor's changes survive a second run.
 */
export async function seedMapGuides(seeder: Seeder, { mapIds, sectionIds }: SeededMaps, iconIds: IconIds, hero: HeroId) {
  const nextClip = transformationClips(seeder)
  for (const guide of mapGuides) {
    const mapId = mapIds[guide.map]
    if (!mapId) throw new Error(`A map guide names an unknown map: ${guide.map}`)
    await seedMapHeroes(seeder, mapId, guide, hero)
    const mapName = factMaps.find((fact) => slugify(fact.map) === guide.map)?.map ?? guide.map
    await seeder.eachAtOnce(guide.sections, async (sectionGuide, index) => {
      const id = sectionIds[guide.map][index]
      const section = { id, guide: sectionGuide, label: `${guide.map}-${slugify(sectionGuide.name)}`, onSection: { section: { equals: id } } }
      await seedMarkers(seeder, section, iconIds)
      await seedCallouts(seeder, section, guide.map, mapName)
      await seedRoutes(seeder, section, guide.map, mapName)
      await seedPowerPosition(seeder, section)
      await seedBreakouts(seeder, section)
      await seedTransformations(seeder, section, nextClip)
      await seedUtilityPlacements(seeder, section, hero, images.sectionLayout(mapName, sectionGuide.name), sectionCallouts[guide.map]?.[sectionGuide.name] ?? [])
    })
  }
  seeder.log(`Map guides: ${mapGuides.length}`)
}

/** The heroes the guide recommends on a map, per side. */
async function seedMapHeroes({ exists, create }: Seeder, mapId: number, guide: MapGuideSeed, hero: HeroId) {
  if (await exists('map-heroes', { map: { equals: mapId } })) return
  for (const entry of guide.heroes) {
    await create('map-heroes', { map: mapId, hero: hero(entry.hero), side: entry.side, reason: entry.reason })
  }
}

async function seedMarkers({ exists, create, upload }: Seeder, { id, guide, label, onSection }: Section, iconIds: IconIds) {
  if (await exists('map-markers', onSection)) return
  // Four viewpoint pictures per section, shared round-robin by its markers.
  const pool: Promise<number>[] = []
  const image = (n: number) =>
    (pool[n % 4] ??= upload(`view-${label}-${n % 4}.webp`, `View from ${guide.name}`, images.viewpoint(`${label}:${n % 4}`)))
  for (const [m, marker] of guide.markers.entries()) {
    const { lat, lng } = toImageCoordinates(marker.x, marker.y)
    await create('map-markers', {
      section: id,
      lat,
      lng,
      icon: iconIds[marker.icon] ?? iconIds['objective'],
      description: marker.description,
      image1: marker.images >= 1 ? await image(m) : undefined,
      image2: marker.images >= 2 ? await image(m + 1) : undefined,
    })
  }
}

/** The named places of a section (what players call out), outlined on its plan. */
async function seedCallouts({ exists, create }: Seeder, { id, guide, onSection }: Section, mapSlug: string, mapName: string) {
  if (await exists('map-callouts', onSection)) return
  // Outlines traced from the shapes the section's plan draws (../callout-shapes.ts); labels of polygons are computed.
  const layout = images.sectionLayout(mapName, guide.name)
  for (const callout of sectionCallouts[mapSlug]?.[guide.name] ?? []) {
    const { polygon, label } = calloutGeometry(layout, callout.shape)
    await create('map-callouts', {
      section: id,
      name: callout.name,
      slug: slugify(callout.name),
      aliases: callout.aliases ?? [],
      description: callout.description,
      polygon,
      labelLat: label?.[0],
      labelLng: label?.[1],
    })
  }
}

/** The ways players take across a section: the payload's painted lane, or walks between its buildings. */
async function seedRoutes({ exists, create }: Seeder, { id, guide, onSection }: Section, mapSlug: string, mapName: string) {
  if (await exists('map-routes', onSection)) return
  const layout = images.sectionLayout(mapName, guide.name)
  for (const route of sectionRoutes[mapSlug]?.[guide.name] ?? []) {
    await create('map-routes', {
      section: id,
      kind: route.kind,
      name: route.name,
      slug: slugify(route.name),
      description: route.description,
      line: routeGeometry(layout, route.shape),
    })
  }
}

/** The section's Hot Spot, with its picture. */
async function seedPowerPosition({ exists, create, upload }: Seeder, { id, guide, label, onSection }: Section) {
  if (await exists('power-positions', onSection)) return
  await create('power-positions', {
    section: id,
    ...guide.powerPosition,
    image: await upload(`hotspot-${label}.webp`, `Hot spot of ${guide.name}`, images.viewpoint(`hot:${label}`, '#3fc6e8')),
  })
}

/** The section's breakouts, the defenders' and the attackers', each with a picture. */
async function seedBreakouts({ exists, create, upload }: Seeder, { id, guide, label, onSection }: Section) {
  if (await exists('breakouts', onSection)) return
  await create('breakouts', {
    section: id,
    defDescription: guide.breakout.defDescription,
    atkDescription: guide.breakout.atkDescription,
    defImage: await upload(`breakout-def-${label}.webp`, `Defender breakout, ${guide.name}`, images.viewpoint(`def:${label}`, '#6cb4ff', 'def')),
    atkImage: await upload(`breakout-atk-${label}.webp`, `Attacker breakout, ${guide.name}`, images.viewpoint(`atk:${label}`, '#ff7a6b', 'atk')),
  })
}

/** The section's transformations, each with one of three clips. */
async function seedTransformations({ exists, create }: Seeder, { id, guide, onSection }: Section, nextClip: () => Promise<number>) {
  if (await exists('transformations', onSection)) return
  for (const transformation of guide.transformations) {
    await create('transformations', { section: id, description: transformation.description, video: await nextClip() })
  }
}

/**
 * The three clips, taken in turn by the transformations of all map guides. Promises, not ids: sections run
 * side by side and must share one upload of each clip.
 */
function transformationClips({ clip }: Seeder): () => Promise<number> {
  const clips = {
    collapse: () => clip('transformation-collapse.webm', 'A wall collapsing into rubble'),
    rise: () => clip('transformation-rise.webm', 'A platform rising from the floor'),
    shift: () => clip('transformation-shift.webm', 'A bridge swinging into a new position'),
  }
  const clipUploads: Partial<Record<keyof typeof clips, Promise<number>>> = {}
  let transformationIndex = 0
  return () => {
    const key = (['collapse', 'rise', 'shift'] as const)[transformationIndex++ % 3]
    return (clipUploads[key] ??= clips[key]())
  }
}

/**
 * A placement's point: the spot of the marker or callout its text names, on the section's drawing; none when
 * the text names no single place.
 */
function placementPoint(spot: PlacementSpot | undefined, guide: SectionGuideSeed, layout: Layout, callouts: CalloutSeed[]): { lat?: number; lng?: number } {
  if (!spot) return {}
  if ('marker' in spot) {
    const marker = guide.markers[spot.marker]
    if (!marker) throw new Error(`A utility placement of ${guide.name} names marker ${spot.marker}, which the section does not have.`)
    return toImageCoordinates(marker.x, marker.y)
  }
  const callout = callouts.find((entry) => entry.name === spot.callout)
  if (!callout) throw new Error(`A utility placement of ${guide.name} names the callout ${spot.callout}, which the section does not have.`)
  const { polygon, label } = calloutGeometry(layout, callout.shape)
  if (label) return { lat: label[0], lng: label[1] }
  // A polygon's label, computed as the collection computes it (src/collections/MapCallouts/hooks.ts).
  const checked = checkPolygon(polygon)
  if (!checked.ok) throw new Error(`The callout ${callout.name} of ${guide.name}: ${checked.message}`)
  const [lat, lng] = labelPointOf(checked.value)
  return { lat, lng }
}

/** The section's utility placements, per hero and side, each at the place its text names. */
async function seedUtilityPlacements(
  { exists, create, upload }: Seeder,
  { id, guide, label, onSection }: Section,
  hero: HeroId,
  layout: Layout,
  callouts: CalloutSeed[],
) {
  if (await exists('utility-placements', onSection)) return
  // One sketch per utility hero, side and section: attackers and defenders never share a picture.
  const sketches: Record<string, Promise<number>> = {}
  for (const placement of guide.utilityPlacements) {
    const heroName = factHeroes.find((h) => slugify(h.name) === placement.hero)?.name ?? placement.hero
    const side = placement.side === 'atk' ? 'attacking' : placement.side === 'def' ? 'defending' : 'either side'
    const image = (sketches[`${placement.hero}:${placement.side}`] ??= upload(
      `utility-${label}-${placement.hero}-${placement.side}.webp`,
      `${heroName} utility, ${side}, ${guide.name}`,
      images.viewpoint(`util:${label}:${placement.hero}:${placement.side}`, '#5fd49a', placement.side === 'both' ? 'view' : placement.side),
    ))
    await create('utility-placements', {
      section: id,
      hero: hero(placement.hero),
      side: placement.side,
      description: placement.description,
      image: await image,
      ...placementPoint(placement.at, guide, layout, callouts),
    })
  }
}
