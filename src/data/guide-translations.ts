import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'

import { cachedRead } from '@/cache/cached-read'
import { cachedDocumentRead } from '@/cache/document-cache'
import { heroTag } from '@/cache/document-tags'
import { getGuidePayload } from '@/cms/payload'
import { readOptions } from '@/cms/draft'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '@/i18n/languages'
import { isBehind, oldestFirst, translationStatus, type TranslationStamps, type TranslationStatus } from '@/rules/translation-status'

/**
 * Stale and missing translations of the written guides (issue 45). A hero guide is the hero's abilities, details
 * and how-to-win entries; a map guide is the map's description, its heroes' reasons and, per section, the markers,
 * callouts, routes, hot spot, breakouts, transformations and utility placements. Each of those documents keeps its
 * text's stamp per language (src/fields/translation-stamp.ts); the rule is src/rules/translation-status.ts.
 */

type Owner = 'hero' | 'map'

/** The stamp's field (src/fields/translation-stamp.ts), read here by name: the data layer does not import fields. */
const TEXT_SAVED_AT = 'textSavedAt'

const HERO_PARTS = ['hero-abilities', 'hero-details', 'how-to-win'] as const
const SECTION_PARTS = ['map-markers', 'map-callouts', 'map-routes', 'power-positions', 'breakouts', 'transformations', 'utility-placements'] as const
const MAP_READS = ['maps', 'map-sections', 'map-heroes', ...SECTION_PARTS]

/** Everything the desk's list reads: shown only to those who may read all of it. */
export const GUIDE_TEXT_COLLECTIONS: readonly CollectionSlug[] = ['heroes', ...HERO_PARTS, 'map-sections', 'map-heroes', ...SECTION_PARTS, 'maps']

/** One document of a guide with its stamp in every language. */
type Part = { collection: CollectionSlug; id: number; owner: number; stamps: Partial<Record<Language, string | null>> }

type ReadAs = { overrideAccess: false; user?: TypedUser } | { overrideAccess: true; draft: true }

const idOf = (value: unknown): number => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number))

/** The documents of `collection` matching `where`, each with its stamps in every language (`locale: 'all'`). */
async function readParts(payload: Payload, collection: CollectionSlug, where: Where | undefined, ownerOf: (doc: Record<string, unknown>) => number, as: ReadAs): Promise<Part[]> {
  const { docs } = await payload.find({
    collection,
    where,
    locale: 'all',
    depth: 0,
    pagination: false,
    select: { [TEXT_SAVED_AT]: true, hero: true, section: true, map: true } as never,
    ...as,
  })
  return (docs as unknown as Record<string, unknown>[]).map((doc) => ({
    collection,
    id: doc.id as number,
    owner: ownerOf(doc),
    stamps: (doc[TEXT_SAVED_AT] as Partial<Record<Language, string | null>> | null) ?? {},
  }))
}

const stampsIn = (parts: readonly Part[], language: Language): TranslationStamps[] =>
  parts.map((part) => ({ englishChangedAt: part.stamps[DEFAULT_LANGUAGE] ?? null, translatedAt: part.stamps[language] ?? null }))

async function heroParts(payload: Payload, heroIds: number[] | null, as: ReadAs): Promise<Part[]> {
  const where = heroIds ? { hero: { in: heroIds } } : undefined
  const reads = HERO_PARTS.map((collection) => readParts(payload, collection, where, (doc) => idOf(doc.hero), as))
  return (await Promise.all(reads)).flat()
}

async function mapParts(payload: Payload, mapIds: number[] | null, as: ReadAs): Promise<Part[]> {
  const onMap = mapIds ? { map: { in: mapIds } } : undefined
  const sections = await payload.find({ collection: 'map-sections', where: onMap, depth: 0, pagination: false, select: { map: true }, ...as })
  const mapOf = new Map(sections.docs.map((section) => [section.id, idOf(section.map)]))
  const inSections = { section: { in: [...mapOf.keys()] } }
  const reads = [
    readParts(payload, 'maps', mapIds ? { id: { in: mapIds } } : undefined, (doc) => doc.id as number, as),
    readParts(payload, 'map-heroes', onMap, (doc) => idOf(doc.map), as),
    ...(mapOf.size ? SECTION_PARTS.map((collection) => readParts(payload, collection, inSections, (doc) => mapOf.get(idOf(doc.section))!, as)) : []),
  ]
  return (await Promise.all(reads)).flat()
}

/** What a Spanish or Portuguese guide page needs: whether its translation is behind the English, and since when. */
export type GuideTranslation = TranslationStatus

/**
 * A hero guide's translation in `language` (English: always fresh, never read). Tagged with the hero like the
 * guide itself: saving one of its abilities, details or how-to-win entries expires it (src/cache/shown-pages.ts).
 */
export const getHeroTranslation = cachedDocumentRead('hero-translation', [], (slug) => [heroTag(slug)], async (slug: string, language: Language): Promise<GuideTranslation | null> => {
  if (language === DEFAULT_LANGUAGE) return null
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'heroes', where: { slug: { equals: slug } }, limit: 1, depth: 0, select: { slug: true }, ...readOptions() })
  if (!docs[0]) return null
  return translationStatus(stampsIn(await heroParts(payload, [docs[0].id], readOptions()), language))
})

const readMapTranslation = cachedRead(
  'map-translation',
  MAP_READS,
  async (mapSlug: string, language: Language): Promise<GuideTranslation | null> => {
    if (language === DEFAULT_LANGUAGE) return null
    const payload = await getGuidePayload()
    const { docs } = await payload.find({ collection: 'maps', where: { slug: { equals: mapSlug } }, limit: 1, depth: 0, select: { slug: true }, ...readOptions() })
    if (!docs[0]) return null
    return translationStatus(stampsIn(await mapParts(payload, [docs[0].id], readOptions()), language))
  },
  { language: (_slug, language) => language },
)

/**
 * A map guide's translation in `language`; tagged with the collections its text lives in, in that language. An
 * English page asks nothing, so its tags (and what expires it) stay as they were.
 */
export const getMapTranslation = async (mapSlug: string, language: Language) => (language === DEFAULT_LANGUAGE ? null : readMapTranslation(mapSlug, language))

/** One line of the desk's list: a guide whose translation into a language is stale or missing. */
type BehindGuide = {
  kind: Owner
  /** The guide's hero or map. */
  id: number
  name: string
  state: 'stale' | 'missing'
  englishChangedAt: string | null
  translatedAt: string | null
  /** The document to open first: the part that fell behind longest ago, in the admin, in that language. */
  open: { collection: CollectionSlug; id: number }
  /** How many of the guide's documents are behind. */
  partsBehind: number
}

export type TranslationDesk = { language: Language; guides: BehindGuide[] }[]

/**
 * The editor's desk: per language other than English, the guides whose translation is stale or missing, oldest
 * first. Uncached and read as the signed-in user, like the rest of the desk.
 */
export async function getTranslationDesk(payload: Payload, user: TypedUser): Promise<TranslationDesk> {
  const as = { overrideAccess: false, user } as const
  const [heroes, maps, heroDocs, mapDocs] = await Promise.all([
    heroParts(payload, null, as),
    mapParts(payload, null, as),
    payload.find({ collection: 'heroes', depth: 0, pagination: false, select: { nickname: true }, joins: false, ...as }),
    payload.find({ collection: 'maps', depth: 0, pagination: false, select: { name: true }, joins: false, ...as }),
  ])
  const guides = [
    ...heroDocs.docs.map((doc) => ({ kind: 'hero' as const, id: doc.id, name: doc.nickname, parts: heroes.filter((part) => part.owner === doc.id) })),
    ...mapDocs.docs.map((doc) => ({ kind: 'map' as const, id: doc.id, name: doc.name, parts: maps.filter((part) => part.owner === doc.id) })),
  ]
  return LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => ({
    language,
    guides: oldestFirst(
      guides.flatMap((guide): BehindGuide[] => {
        const status = translationStatus(stampsIn(guide.parts, language))
        if (status.state === 'fresh') return []
        const behind = guide.parts.filter((part) => isBehind(stampsIn([part], language)[0]))
        const first = oldestFirst(behind.map((part) => ({ part, name: `${part.collection}:${part.id}`, ...stampsIn([part], language)[0] })))[0].part
        return [{ kind: guide.kind, id: guide.id, name: guide.name, ...status, state: status.state, open: { collection: first.collection, id: first.id }, partsBehind: behind.length }]
      }),
    ),
  }))
}
