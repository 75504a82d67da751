import { createHash } from 'node:crypto'

import type {
  Breakout,
  GuideMap,
  Hero,
  Location,
  MapCallout,
  MapHero,
  MapMarker,
  MapRoute,
  MapSection,
  PowerPosition,
  SideTexts,
  Transformation,
  UtilityPlacement,
} from '@/contract/types'
import { getGuidePayload } from '@/cms/payload'
import { isArcade, MAP_TYPE_LABELS, type CoreMode } from '@/maps/guide-rules'

import { getModeGuides } from './basics'
import { cachedRead } from '@/cache/cached-read'
import { DEFAULT_LANGUAGE, localePath, type Language } from '@/i18n/languages'
import { readOptions } from '@/cms/draft'
import {
  getBreakouts,
  getCallouts,
  getLocations,
  getMapHeroCards,
  getMaps,
  getMarkers,
  getRoutes,
  getSections,
  getTransformations,
  getUtilityPlacements,
} from './maps'
import { lighterImageUrl, mediaUrl } from './media'
import { fellBack, readInLanguage } from './localized'

/** A section as the viewer shows it: the contract's section plus its top-down image. */
export type GuideSection = MapSection & { image: string | null }

/** A power position ("Hot Spot") with its picture, which the /api contract leaves out. */
export type HotSpot = PowerPosition & { image: string | null }

/** The texts of a hot spot, as the page names those still in English. */
const SIDE_TEXTS: SideTexts[] = ['def_description', 'atk_description']

/** What "How to win" says for the map's mode, taken from the Basics guide editors keep. */
export type MapHowToWin = {
  mode: string
  /** /basics#{mode} for the three core modes; arcade modes have no anchor there. */
  basicsHref: string | null
  winCondition: string | null
  coreStrategy: string | null
  attacking: string | null
  defending: string | null
}

/** A map hero with the hero it names, for the avatar, nickname and role. */
export type GuideMapHero = MapHero & { nickname: string; role: Hero['role'] }

/** A map of the fullscreen side navigation, with its location and sections. */
export type NavMap = {
  slug: string
  name: string
  type: GuideMap['type']
  locationSlug: string
  locationName: string
  sections: MapSection[]
}

/**
 * What the interactive map draws, for every section of one map: not in the page, fetched by the map when it wakes
 * (src/components/maps/useMapLayers.ts), from a versioned address (`layersHref`) that browsers keep for good.
 */
export type MapLayers = {
  markers: MapMarker[]
  callouts: MapCallout[]
  routes: MapRoute[]
  /** The utility placements with a point: the hero layer's spots. */
  spots: UtilityPlacement[]
  /** The fullscreen side navigation's maps. */
  nav: NavMap[]
}

export type MapGuideData = {
  /** What the guide shows of its location (the guide is a client component: its props are in the page twice). */
  location: Pick<Location, 'slug' | 'name'>
  map: GuideMap
  sections: GuideSection[]
  /** Where the map fetches its layers: the language's /map-layers address with the layers' version. */
  layersHref: string
  heroes: GuideMapHero[]
  hotSpots: HotSpot[]
  breakouts: Breakout[]
  transformations: Transformation[]
  utilityPlacements: UtilityPlacement[]
  howToWin: MapHowToWin
  /** Nicknames by slug of the heroes the utility picker and the viewer's hero layer name. */
  heroNames: Record<string, Pick<Hero, 'nickname'>>
}

/**
 * The sections of one map in play order, with their images: the viewer's 1600 px rendition when that is the
 * lighter file, since the image is the map guide's largest paint and a phone fetches it first.
 */
export const getGuideSections = cachedRead('guide-sections', ['maps', 'map-sections'], async (mapSlug: string): Promise<GuideSection[]> => {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({
    collection: 'map-sections',
    where: { 'map.slug': { equals: mapSlug } },
    sort: ['order', 'id'],
    depth: 1,
    pagination: false,
    joins: false,
    ...readOptions(),
  })
  return docs.map((doc) => ({
    slug: doc.slug ?? '',
    name: doc.name,
    map: mapSlug,
    image: lighterImageUrl(doc.mapImage, 'large'),
  }))
})

/** The map's power positions with their images, in section order. */
const getHotSpots = cachedRead('hot-spots', ['maps', 'map-sections', 'power-positions'], async (mapSlug: string, language: Language): Promise<HotSpot[]> => {
  const payload = await getGuidePayload()
  const sections = await getGuideSections(mapSlug)
  const { value: docs, fallback } = await readInLanguage(language, async (locale) => {
    const where = { 'section.map.slug': { equals: mapSlug } }
    return (
      await payload.find({
        collection: 'power-positions',
        where,
        sort: 'id',
        depth: 1,
        pagination: false,
        ...readOptions(),
        ...locale,
      })
    ).docs
  })
  const order = new Map(sections.map((section, index) => [section.slug, index]))
  return docs
    .flatMap((doc, index) => {
      const section = typeof doc.section === 'object' ? (doc.section.slug ?? '') : ''
      const untranslated = SIDE_TEXTS.filter((text) => fellBack(fallback, `${index}.${text === 'def_description' ? 'defDescription' : 'atkDescription'}`))
      return order.has(section)
        ? [
            {
              map: mapSlug,
              section,
              def_description: doc.defDescription,
              atk_description: doc.atkDescription ?? '',
              image: mediaUrl(doc.image),
              untranslated,
            },
          ]
        : []
    })
    .sort((a, b) => order.get(a.section)! - order.get(b.section)!)
}, { language: (_mapSlug, language) => language })

async function howToWinFor(type: GuideMap['type'], language: Language): Promise<MapHowToWin> {
  const basics = await getModeGuides(language)
  if (isArcade(type)) {
    // An arcade mode is found by its English name: the rows are shared by every language, a translation may rename it.
    const english = language === DEFAULT_LANGUAGE ? basics : await getModeGuides(DEFAULT_LANGUAGE)
    const arcade = basics.arcadeModes[english.arcadeModes.findIndex((entry) => entry.name === MAP_TYPE_LABELS[type])]
    return {
      mode: MAP_TYPE_LABELS[type],
      basicsHref: null,
      winCondition: arcade?.summary ?? null,
      coreStrategy: null,
      attacking: null,
      defending: null,
    }
  }
  const mode = type as CoreMode
  const guide = basics.strategies.find((entry) => entry.mode === mode)
  return {
    mode: MAP_TYPE_LABELS[type],
    basicsHref: `/basics#${mode}`,
    winCondition: basics.modes.find((entry) => entry.mode === mode)?.summary ?? null,
    coreStrategy: guide?.coreStrategy ?? null,
    attacking: guide?.attacking ?? null,
    defending: guide?.defending ?? null,
  }
}

/** Every map for the side navigation, grouped the way the maps list groups them (by location, newest first). */
async function getMapNavigation(): Promise<NavMap[]> {
  const [locations, maps, sections] = await Promise.all([getLocations(), getMaps(), getSections()])
  const byId = new Map(locations.map((location) => [location.id, location]))
  return maps.flatMap((map) => {
    const location = byId.get(map.location_id)
    if (!location) return []
    return [
      {
        slug: map.slug,
        name: map.name,
        type: map.type,
        locationSlug: location.slug,
        locationName: location.name,
        sections: sections.filter((section) => section.map === map.slug),
      },
    ]
  })
}

/** A location by slug, or null. */
export async function findLocation(slug: string): Promise<Location | null> {
  return (await getLocations()).find((location) => location.slug === slug) ?? null
}

/** A map of a location by both slugs, or null when either is unknown or the map lies elsewhere. */
export async function findLocationMap(locationSlug: string, mapSlug: string): Promise<{ location: Location; map: GuideMap } | null> {
  const [location, maps] = await Promise.all([findLocation(locationSlug), getMaps()])
  const map = maps.find((entry) => entry.slug === mapSlug)
  return location && map && map.location_id === location.id ? { location, map } : null
}

/** Every location's address, for the pages rendered at build time and the sitemap. */
export async function locationParams(): Promise<{ location: string }[]> {
  return (await getLocations()).map((location) => ({
    location: location.slug,
  }))
}

/** Every map's address by location and map slug. */
export async function mapGuideParams(): Promise<{ location: string; map: string }[]> {
  const [locations, maps] = await Promise.all([getLocations(), getMaps()])
  const slugOf = new Map(locations.map((location) => [location.id, location.slug]))
  return maps.flatMap((map) => (slugOf.has(map.location_id) ? [{ location: slugOf.get(map.location_id)!, map: map.slug }] : []))
}

/** The sections of one map (Next.js passes the map's own params from the layout above). */
export async function mapSectionParams({ params }: { params: { location: string; map: string } }): Promise<{ section: string }[]> {
  const found = await findLocationMap(params.location, params.map)
  return found
    ? (await getGuideSections(found.map.slug)).map((section) => ({
        section: section.slug,
      }))
    : []
}

/**
 * A map's layers as the /map-layers route sends them, with their version (a hash of the answer), or null for an
 * unknown map. Every read is a tagged cached read, and a page that names the version reads them too, so an edit
 * expires the page and the answer together and the page names the new version. Each language has its own address
 * (/es/map-layers/...), so layers whose texts come to be read in the page's language need no new address.
 */
export async function getMapLayers(mapSlug: string, language: Language): Promise<{ json: string; version: string } | null> {
  if (!(await getMaps()).some((map) => map.slug === mapSlug)) return null
  const [markers, callouts, routes, placements, nav] = await Promise.all([
    getMarkers(mapSlug, language),
    getCallouts(mapSlug, language),
    getRoutes(mapSlug, language),
    getUtilityPlacements(mapSlug, language),
    getMapNavigation(),
  ])
  const layers: MapLayers = { markers, callouts, routes, spots: placements.filter((placement) => placement.point !== null), nav }
  const json = JSON.stringify(layers)
  return { json, version: createHash('sha256').update(json).digest('base64url').slice(0, 16) }
}

/** The address of a map's layers in a language, at their version. */
const mapLayersHref = (language: Language, mapSlug: string, version: string) => localePath(language, `/map-layers/${mapSlug}/${version}`)

/** Everything the map guide shows, or null for an unknown location or map. */
export async function getMapGuide(locationSlug: string, mapSlug: string, language: Language = DEFAULT_LANGUAGE): Promise<MapGuideData | null> {
  const found = await findLocationMap(locationSlug, mapSlug)
  if (!found) return null
  // The location and map as read in the page's language (their descriptions), found by id.
  const [locations, maps] = await Promise.all([getLocations(language), getMaps(language)])
  const location = locations.find((entry) => entry.id === found.location.id) ?? found.location
  const map = maps.find((entry) => entry.id === found.map.id) ?? found.map
  const [sections, layers, mapHeroes, hotSpots, breakouts, transformations, utilityPlacements, howToWin] = await Promise.all([
    getGuideSections(map.slug),
    getMapLayers(map.slug, language),
    getMapHeroCards(map.slug, language),
    getHotSpots(map.slug, language),
    getBreakouts(map.slug, language),
    getTransformations(map.slug, language),
    getUtilityPlacements(map.slug, language),
    howToWinFor(map.type, language),
  ])
  return {
    location: { slug: location.slug, name: location.name },
    map,
    sections,
    layersHref: mapLayersHref(language, map.slug, layers?.version ?? ''),
    heroes: mapHeroes.heroes,
    hotSpots,
    breakouts,
    transformations,
    utilityPlacements,
    howToWin,
    heroNames: mapHeroes.heroNames,
  }
}
