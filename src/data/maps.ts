import type { Where } from 'payload'

import type {
  Breakout,
  GuideMap,
  Location,
  MapCallout,
  MapHero,
  MapMarker,
  MapRoute,
  MapSection,
  PowerPosition,
  Transformation,
  UtilityPlacement,
} from '@/contract/types'
import { NotFoundError } from '@/contract/errors'
import { getGuidePayload } from '@/cms/payload'
import { UTILITY_HEROES } from '@/maps/guide-rules'
import type { Hero, MapSection as SectionDoc, MarkerIcon } from '@/payload-types'

import { cachedRead } from '@/cache/cached-read'
import { mapHeroesTag } from '@/cache/document-tags'
import { cachedDocumentRead } from '@/cache/document-cache'
import { mediaUrl } from './media'
import { readOptions } from '@/cms/draft'
import { checkPolyline } from '@/maps/routes'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'

import { fellBack, readInLanguage, untranslatedIn } from './localized'

const slugOf = (value: unknown) => (value && typeof value === 'object' && 'slug' in value ? String(value.slug) : '')

/** The fields of the document at `index` of a read in a language that fell back to English, by their names in the answer. */
function untranslatedAt<F extends string>(language: Language, fallback: readonly string[], index: number, fields: Record<F, string>): { untranslated?: F[] } {
  return untranslatedIn(
    language,
    (Object.keys(fields) as F[]).filter((name) => fellBack(fallback, `${index}.${fields[name]}`)),
  )
}

const readLocations = cachedRead('locations', ['locations'], async (language: Language): Promise<Location[]> => {
  const payload = await getGuidePayload()
  // Sorted by name, a proper noun every language shares, so the two reads of another language line up.
  const { value: docs, fallback } = await readInLanguage(
    language,
    async (locale) =>
      (
        await payload.find({
          collection: 'locations',
          sort: 'name',
          depth: 0,
          pagination: false,
          ...readOptions(),
          ...locale,
        })
      ).docs,
  )
  return docs.map((doc, index) => ({
    id: doc.id,
    slug: doc.slug ?? '',
    name: doc.name,
    description: doc.description,
    ...untranslatedAt(language, fallback, index, {
      description: 'description',
    }),
  }))
}, { language: (language) => language })

/** Every location; in another language its description is that language's where translated (issue 45). */
export const getLocations = (language: Language = DEFAULT_LANGUAGE) => readLocations(language)

const readMaps = cachedRead('maps', ['maps'], async (language: Language): Promise<GuideMap[]> => {
  const payload = await getGuidePayload()
  const { value: docs, fallback } = await readInLanguage(
    language,
    async (locale) =>
      (
        await payload.find({
          collection: 'maps',
          sort: ['-releaseDate', 'name', 'id'],
          depth: 0,
          pagination: false,
          ...readOptions(),
          ...locale,
        })
      ).docs,
  )
  return docs.map((doc, index) => ({
    id: doc.id,
    slug: doc.slug ?? '',
    name: doc.name,
    description: doc.description ?? null,
    type: doc.type,
    location_id: typeof doc.location === 'object' ? doc.location.id : doc.location,
    release_date: doc.releaseDate.slice(0, 10),
    ...untranslatedAt(language, fallback, index, {
      description: 'description',
    }),
  }))
}, { language: (language) => language })

/** Every map, newest first; in another language its description is that language's where translated. */
export const getMaps = (language: Language = DEFAULT_LANGUAGE) => readMaps(language)

/** Every section, in the order of /api/maps (newest map first), then play order within each map. */
export const getSections = cachedRead('sections', ['maps', 'map-sections'], async (): Promise<MapSection[]> => {
  const payload = await getGuidePayload()
  const maps = await getMaps()
  const { docs } = await payload.find({
    collection: 'map-sections',
    sort: 'order',
    depth: 0,
    pagination: false,
    joins: false,
    ...readOptions(),
  })
  const mapSlug = new Map(maps.map((map) => [map.id, map.slug]))
  const rank = new Map(maps.map((map, index) => [map.id, index]))
  const mapId = (doc: SectionDoc) => (typeof doc.map === 'object' ? doc.map.id : doc.map)
  return docs
    .filter((doc) => mapSlug.has(mapId(doc)))
    .sort((a, b) => rank.get(mapId(a))! - rank.get(mapId(b))! || a.order - b.order || a.id - b.id)
    .map((doc) => ({
      slug: doc.slug ?? '',
      name: doc.name,
      map: mapSlug.get(mapId(doc))!,
    }))
})

/** A map by slug, or NotFoundError. */
async function findMap(mapSlug: string) {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({
    collection: 'maps',
    where: { slug: { equals: mapSlug } },
    limit: 1,
    depth: 0,
    ...readOptions(),
  })
  if (!docs[0]) throw new NotFoundError(mapSlug)
  return docs[0]
}

/** The map's sections in play order, or NotFoundError for an unknown map slug. */
async function sectionsOf(mapSlug: string) {
  const payload = await getGuidePayload()
  const map = await findMap(mapSlug)
  const { docs } = await payload.find({
    collection: 'map-sections',
    where: { map: { equals: map.id } },
    sort: 'order',
    depth: 0,
    pagination: false,
    joins: false,
    ...readOptions(),
  })
  return docs
}

/**
 * Documents of a per-section collection for one map, in section order, each with its section's slug, read in
 * `language` (issue 45): `untranslated(fields)` names those of the given texts still in English.
 */
async function perSection<T extends 'map-markers' | 'map-callouts' | 'map-routes' | 'power-positions' | 'breakouts' | 'transformations' | 'utility-placements'>(
  collection: T,
  mapSlug: string,
  language: Language,
) {
  const payload = await getGuidePayload()
  const sections = await sectionsOf(mapSlug)
  if (!sections.length) return []
  const order = new Map(sections.map((section, index) => [section.id, index]))
  const slug = new Map(sections.map((section) => [section.id, section.slug ?? '']))
  const where: Where = {
    section: { in: sections.map((section) => section.id) },
  }
  // Sorted by id, never a localized field, so the two reads of another language line up document by document.
  const { value: docs, fallback } = await readInLanguage(
    language,
    async (locale) =>
      (
        await payload.find({
          collection,
          where,
          sort: 'id',
          depth: 1,
          pagination: false,
          ...readOptions(),
          ...locale,
        })
      ).docs,
  )
  const sectionId = (doc: (typeof docs)[number]) => {
    const ref = (doc as { section: number | { id: number } }).section
    return typeof ref === 'object' ? ref.id : ref
  }
  return docs
    .map((doc, index) => ({ doc, index }))
    .sort((a, b) => order.get(sectionId(a.doc))! - order.get(sectionId(b.doc))! || Number(a.doc.id) - Number(b.doc.id))
    .map(({ doc, index }) => ({
      doc,
      section: slug.get(sectionId(doc))!,
      untranslated: <F extends string>(fields: Record<F, string>) => untranslatedAt(language, fallback, index, fields),
    }))
}

const MAP_GUIDE_READS = ['maps', 'map-sections']

/** Marker icon image addresses by icon id: markers are read at depth 1, where an icon's image is only an id. */
async function markerIconUrls(): Promise<Map<number, string | null>> {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({
    collection: 'marker-icons',
    depth: 1,
    pagination: false,
    ...readOptions(),
  })
  return new Map(docs.map((doc) => [doc.id, mediaUrl(doc.image)]))
}

/** A stored optional point as the contract writes it: [lat, lng], or null unless both are set. */
const pointOf = (doc: { lat?: number | null; lng?: number | null }): [number, number] | null =>
  typeof doc.lat === 'number' && typeof doc.lng === 'number' ? [doc.lat, doc.lng] : null

/** Tagged with the map's heroes as well: a marker may name a hero by slug (src/cache/shown-pages.ts). */
export const getMarkers = cachedDocumentRead(
  'markers',
  [...MAP_GUIDE_READS, 'map-markers', 'marker-icons'],
  (map) => [mapHeroesTag(map)],
  async (map: string, language: Language): Promise<MapMarker[]> => {
    const [markers, iconUrls] = await Promise.all([perSection('map-markers', map, language), markerIconUrls()])
    return markers.map(({ doc, section, untranslated }) => {
      const icon = doc.icon as MarkerIcon | number
      return {
        id: doc.id,
        map,
        section,
        lat: doc.lat,
        lng: doc.lng,
        icon: slugOf(icon),
        icon_name: typeof icon === 'object' ? icon.name : '',
        icon_url: iconUrls.get(typeof icon === 'object' ? icon.id : icon) ?? null,
        img_1: mediaUrl(doc.image1),
        img_2: mediaUrl(doc.image2),
        description: doc.description,
        // A hero hidden from this reader (a draft) is read as a bare id: no slug to give.
        hero: slugOf(doc.hero) || null,
        ...untranslated({ description: 'description' }),
      }
    })
  },
)

/** A map's callouts in section order; a polygon's label point is always set (src/collections/MapCallouts/hooks.ts). */
const readCallouts = cachedRead('callouts', [...MAP_GUIDE_READS, 'map-callouts'], async (map: string, language: Language): Promise<MapCallout[]> =>
  (await perSection('map-callouts', map, language)).flatMap(({ doc, section, untranslated }) => {
    const polygon = Array.isArray(doc.polygon) ? (doc.polygon as [number, number][]) : null
    if (typeof doc.labelLat !== 'number' || typeof doc.labelLng !== 'number') return []
    return [
      {
        slug: doc.slug ?? '',
        section,
        name: doc.name,
        aliases: (doc.aliases ?? []).filter(Boolean),
        description: doc.description ?? '',
        label: [doc.labelLat, doc.labelLng] as [number, number],
        polygon,
        ...untranslated({
          name: 'name',
          aliases: 'aliases',
          description: 'description',
        }),
      },
    ]
  }), { language: (_map, language) => language })

/** A map's callouts in a language: names, aliases and descriptions are translated, slugs and shapes shared. */
export const getCallouts = (map: string, language: Language = DEFAULT_LANGUAGE) => readCallouts(map, language)

/** A map's routes in section order; a line was checked on save (src/maps/routes.ts), so one that fails now is left out. */
const readRoutes = cachedRead('routes', [...MAP_GUIDE_READS, 'map-routes'], async (map: string, language: Language): Promise<MapRoute[]> =>
  (await perSection('map-routes', map, language)).flatMap(({ doc, section, untranslated }) => {
    const line = checkPolyline(doc.line)
    if (!line.ok) return []
    const words = untranslated({
      name: 'name',
      description: 'description',
    })
    return [
      {
        slug: doc.slug ?? '',
        section,
        kind: doc.kind,
        name: doc.name,
        description: doc.description ?? '',
        line: line.value,
        ...words,
      },
    ]
  }), { language: (_map, language) => language })

/** A map's routes in a language: names and descriptions are translated, slugs, kinds and lines shared. */
export const getRoutes = (map: string, language: Language = DEFAULT_LANGUAGE) => readRoutes(map, language)

/** The map-heroes rows of one map in a language, with which reasons are still in English. */
async function readMapHeroes(map: string, language: Language) {
  const payload = await getGuidePayload()
  const { id } = await findMap(map)
  const { value: docs, fallback } = await readInLanguage(
    language,
    async (locale) =>
      (
        await payload.find({
          collection: 'map-heroes',
          where: { map: { equals: id } },
          sort: 'id',
          depth: 1,
          pagination: false,
          ...readOptions(),
          ...locale,
        })
      ).docs,
  )
  return docs.map((doc, index) => ({
    doc,
    ...untranslatedAt(language, fallback, index, { reason: 'reason' }),
  }))
}

/** Tagged with the map, not with every hero it names. */
export const getMapHeroes = cachedDocumentRead(
  'map-heroes',
  ['maps'],
  (map) => [mapHeroesTag(map)],
  async (map: string, language: Language): Promise<MapHero[]> =>
    (await readMapHeroes(map, language)).map(({ doc, untranslated }) => ({
      map,
      hero: slugOf(doc.hero as Hero),
      side: doc.side,
      reason: doc.reason,
      ...(untranslated ? { untranslated } : {}),
    })),
)

/** What a map guide shows of the heroes it lists: the rows with each hero's nickname and role. */
export type MapHeroCard = MapHero & { nickname: string; role: Hero['role'] }

/**
 * The map guide's heroes: its rows with names and roles, and the nicknames (by slug) of the heroes it names
 * elsewhere: the utility picker's four, and every hero a marker or utility placement of this map names (the
 * viewer's hero layer). Tagged with the map: a hero edit expires the maps that show that hero.
 */
export const getMapHeroCards = cachedDocumentRead(
  'map-hero-cards',
  ['maps'],
  (map) => [mapHeroesTag(map)],
  async (
    map: string,
    language: Language,
  ): Promise<{
    heroes: MapHeroCard[]
    heroNames: Record<string, { nickname: string }>
  }> => {
    const payload = await getGuidePayload()
    const onMap: Where = { 'section.map.slug': { equals: map } }
    const named = {
      where: onMap,
      select: { hero: true },
      depth: 0,
      pagination: false,
      ...readOptions(),
    } as const
    const [rows, markers, placements] = await Promise.all([
      readMapHeroes(map, language),
      payload.find({ collection: 'map-markers', ...named }),
      payload.find({ collection: 'utility-placements', ...named }),
    ])
    const ids = [...markers.docs, ...placements.docs].flatMap((doc) => (typeof doc.hero === 'number' ? [doc.hero] : []))
    const { docs } = await payload.find({
      collection: 'heroes',
      where: {
        or: [{ slug: { in: [...UTILITY_HEROES] } }, ...(ids.length ? [{ id: { in: [...new Set(ids)] } }] : [])],
      },
      depth: 0,
      pagination: false,
      joins: false,
      ...readOptions(),
    })
    return {
      // A hero hidden from this reader (a draft) comes back as a bare id and is left out.
      heroes: rows.flatMap(({ doc: { hero, side, reason }, untranslated }) =>
        hero && typeof hero === 'object' && hero.slug
          ? [
              {
                map,
                hero: hero.slug,
                side,
                reason,
                nickname: hero.nickname,
                role: hero.role,
                ...(untranslated ? { untranslated } : {}),
              },
            ]
          : [],
      ),
      heroNames: Object.fromEntries(docs.map((hero) => [hero.slug ?? '', { nickname: hero.nickname }])),
    }
  },
)

/** The defenders' and attackers' texts of a hot spot or breakout, by their names in the answer. */
const SIDE_TEXTS = {
  def_description: 'defDescription',
  atk_description: 'atkDescription',
}

const readPowerPositions = cachedRead(
  'power-positions',
  [...MAP_GUIDE_READS, 'power-positions'],
  async (map: string, language: Language): Promise<PowerPosition[]> =>
    (await perSection('power-positions', map, language)).map(({ doc, section, untranslated }) => ({
      map,
      section,
      def_description: doc.defDescription,
      atk_description: doc.atkDescription ?? '',
      ...untranslated(SIDE_TEXTS),
    })), { language: (_map, language) => language })

export const getPowerPositions = (map: string, language: Language = DEFAULT_LANGUAGE) => readPowerPositions(map, language)

const readBreakouts = cachedRead('breakouts', [...MAP_GUIDE_READS, 'breakouts'], async (map: string, language: Language): Promise<Breakout[]> =>
  (await perSection('breakouts', map, language)).map(({ doc, section, untranslated }) => ({
    map,
    section,
    def_description: doc.defDescription,
    def_img: mediaUrl(doc.defImage),
    atk_description: doc.atkDescription,
    atk_img: mediaUrl(doc.atkImage),
    ...untranslated(SIDE_TEXTS),
  })), { language: (_map, language) => language })

export const getBreakouts = (map: string, language: Language = DEFAULT_LANGUAGE) => readBreakouts(map, language)

const readTransformations = cachedRead(
  'transformations',
  [...MAP_GUIDE_READS, 'transformations'],
  async (map: string, language: Language): Promise<Transformation[]> =>
    (await perSection('transformations', map, language)).map(({ doc, section, untranslated }) => ({
      map,
      section,
      description: doc.description,
      video: mediaUrl(doc.video),
      ...untranslated({ description: 'description' }),
    })), { language: (_map, language) => language })

export const getTransformations = (map: string, language: Language = DEFAULT_LANGUAGE) => readTransformations(map, language)

/** Tagged with the map's heroes, not every hero: each placement names one (src/cache/shown-pages.ts). */
export const getUtilityPlacements = cachedDocumentRead(
  'utility-placements',
  [...MAP_GUIDE_READS, 'utility-placements'],
  (map) => [mapHeroesTag(map)],
  async (map: string, language: Language): Promise<UtilityPlacement[]> =>
    (await perSection('utility-placements', map, language)).map(({ doc, section, untranslated }) => ({
      map,
      section,
      hero: slugOf(doc.hero as Hero),
      side: doc.side,
      description: doc.description,
      image: mediaUrl(doc.image),
      point: pointOf(doc),
      ...untranslated({ description: 'description' }),
    })),
)
