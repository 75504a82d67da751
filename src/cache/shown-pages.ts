import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  CollectionSlug,
  Field,
  PayloadRequest,
  Where,
} from 'payload'

import { heroRoleTag, heroSlugsTag, heroTags, imageAddressesTag, mapHeroesTag, writtenHeroGuidesTag, writtenMapGuidesTag } from '@/cache/document-tags'
import { patchHeroesTag } from '@/cache/patch-tags'
import { cacheTag, expireTags, languagesOfWrite } from '@/cache/revalidate'
import { UTILITY_HEROES } from '@/maps/guide-rules'

/**
 * Which pages show a document, worked out from the data, so a write expires those pages and no others
 * (src/cache/document-tags.ts names the tags). A write expires what the document showed before and what it
 * shows after, so a team-up that now names another hero expires the old hero's guide and the new one's. The
 * collection tags (src/cache/revalidate.ts) still expire the lists of every document.
 */

type Doc = Record<string, unknown> & { id: number }

/** A write's two sides: the document as it was (none when created) and as it is (none when deleted). */
type Write = { before?: Doc; after?: Doc }

/** The tags one write touches. */
type ShownBy = (write: Write, req: PayloadRequest) => Promise<string[]>

const idOf = (value: unknown): number | null =>
  value && typeof value === 'object' ? ((value as { id?: number }).id ?? null) : typeof value === 'number' ? value : null
const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).map(idOf).filter((id): id is number => id !== null)
const unique = <T>(list: T[]) => [...new Set(list)]
const comparable = (value: unknown) => JSON.stringify(idsOf(value).length ? idsOf(value) : (value ?? null))
/** Whether one of these fields differs between the two sides (always, for a document created or deleted). */
const moved = ({ before, after }: Write, fields: string[]) => !before || !after || fields.some((field) => comparable(before[field]) !== comparable(after[field]))
const sides = ({ before, after }: Write) => [before, after].filter((side): side is Doc => Boolean(side))

const internal = (req: PayloadRequest) => ({ depth: 0, pagination: false, overrideAccess: true, req }) as const

/** The tags of the heroes with these ids: their guides and /api answers, by slug and by id. */
async function heroTagsOf(ids: number[], req: PayloadRequest): Promise<string[]> {
  if (!ids.length) return []
  const { docs } = await req.payload.find({ collection: 'heroes', where: { id: { in: unique(ids) } }, select: { slug: true }, ...internal(req) })
  return docs.flatMap((hero) => heroTags(hero))
}

/** The map guides whose hero lists name these maps (by id). */
async function mapTagsOf(where: Where, req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.find({ collection: 'maps', where, select: { slug: true }, ...internal(req) })
  return docs.flatMap((map) => (map.slug ? [mapHeroesTag(map.slug)] : []))
}

/**
 * The pages that show a hero's tile besides its own guide: the guides whose counters, countered-by or synergies
 * name it, the guides of every member of a team-up it is in, and the map guides that list it (map-heroes rows,
 * utility placements, markers of its hero layer, or every map when the utility picker names it), and the pages
 * of the patches that name it.
 * The roster and the other lists of every hero expire by the collection tag.
 */
async function pagesShowingHero(id: number, slugs: unknown[], req: PayloadRequest): Promise<string[]> {
  const [details, teamUps, mapHeroes, placements, markers, patches] = await Promise.all([
    req.payload.find({
      collection: 'hero-details',
      where: { or: [{ counters: { in: [id] } }, { counteredBy: { in: [id] } }, { synergies: { in: [id] } }] },
      select: { hero: true },
      ...internal(req),
    }),
    req.payload.find({ collection: 'team-ups', where: { or: [{ hero: { equals: id } }, { teammates: { in: [id] } }] }, select: { hero: true, teammates: true }, ...internal(req) }),
    req.payload.find({ collection: 'map-heroes', where: { hero: { equals: id } }, select: { map: true }, ...internal(req) }),
    req.payload.find({ collection: 'utility-placements', where: { hero: { equals: id } }, select: { section: true }, ...internal(req) }),
    // A marker that names the hero shows it in its map's hero layer (by slug, and by nickname in the legend).
    req.payload.find({ collection: 'map-markers', where: { hero: { equals: id } }, select: { section: true }, ...internal(req) }),
    req.payload.find({ collection: 'patches', where: { 'changes.hero': { equals: id } }, select: { version: true }, ...internal(req) }),
  ])
  const sections = idsOf([...placements.docs, ...markers.docs].map((doc) => doc.section))
  const sectionMaps = sections.length
    ? (await req.payload.find({ collection: 'map-sections', where: { id: { in: sections } }, select: { map: true }, ...internal(req) })).docs.map((doc) => doc.map)
    : []
  const mapIds = idsOf([...mapHeroes.docs.map((doc) => doc.map), ...sectionMaps])
  const pickedEverywhere = slugs.some((slug) => (UTILITY_HEROES as readonly unknown[]).includes(slug))
  const [guides, maps] = await Promise.all([
    heroTagsOf(idsOf([...details.docs.map((doc) => doc.hero), ...teamUps.docs.flatMap((doc) => [doc.hero, ...(doc.teammates ?? [])])]), req),
    pickedEverywhere ? mapTagsOf({}, req) : mapIds.length ? mapTagsOf({ id: { in: unique(mapIds) } }, req) : Promise.resolve([]),
  ])
  return [...guides, ...maps, ...patches.docs.map((patch) => patchHeroesTag(patch.version))]
}

/** The map guides of the sections a write's document lies in, before and after. */
async function sectionMapTagsOf(write: Write, req: PayloadRequest): Promise<string[]> {
  const sections = idsOf(sides(write).map((side) => side.section))
  const { docs } = await req.payload.find({ collection: 'map-sections', where: { id: { in: sections } }, select: { map: true }, ...internal(req) })
  return mapTagsOf({ id: { in: idsOf(docs.map((section) => section.map)) } }, req)
}

/** The hero's own guide, a written guide's entry moving between heroes, coming or going. */
const heroOwned =
  (alsoShownBy?: (doc: Doc, req: PayloadRequest) => Promise<string[]>): ShownBy =>
  async (write, req) => [
    ...(await heroTagsOf(idsOf(sides(write).map((side) => side.hero)), req)),
    // Whether a guide is written can change: the lists that mark written guides, and the guides offering them.
    ...(moved(write, ['hero', '_status']) ? [writtenHeroGuidesTag] : []),
    ...(alsoShownBy ? (await Promise.all(sides(write).map((side) => alsoShownBy(side, req)))).flat() : []),
  ]

/** The collections whose documents show on pages beyond their own lists, and how to find those pages. */
export const SHOWN_BY: Partial<Record<CollectionSlug, ShownBy>> = {
  // Under its old and new slug; the pages that show its tile do not change with the edit, so are read once.
  heroes: async (write, req) => [
    ...sides(write).flatMap((side) => heroTags(side as { id: number; slug?: string | null })),
    ...(await pagesShowingHero(sides(write)[0].id, sides(write).map((side) => side.slug), req)),
    // The guides not yet written of its role offer it to read instead.
    ...sides(write).flatMap((side) => (typeof side.role === 'string' ? [heroRoleTag(side.role)] : [])),
    ...(moved(write, ['slug', '_status']) ? [heroSlugsTag] : []),
    // The role too: a hero without a portrait shows its role's stand-in at the avatar's address.
    ...(moved(write, ['slug', '_status', 'avatar', 'background', 'role']) ? [imageAddressesTag] : []),
  ],
  // An ability shows on its hero's guide, and by name on the guides of every member of a team-up it is the bonus of.
  'hero-abilities': heroOwned(async (ability, req) => {
    const { docs } = await req.payload.find({ collection: 'team-ups', where: { bonus: { equals: ability.id } }, select: { hero: true, teammates: true }, ...internal(req) })
    return heroTagsOf(idsOf(docs.flatMap((doc) => [doc.hero, ...(doc.teammates ?? [])])), req)
  }),
  'hero-details': heroOwned(),
  'how-to-win': heroOwned(),
  'team-ups': async (write, req) => heroTagsOf(idsOf(sides(write).flatMap((side) => [side.hero, side.teammates].flat())), req),
  'map-heroes': async (write, req) => [
    ...(await mapTagsOf({ id: { in: idsOf(sides(write).map((side) => side.map)) } }, req)),
    ...(moved(write, ['map']) ? [writtenMapGuidesTag] : []),
  ],
  'utility-placements': async (write, req) => sectionMapTagsOf(write, req),
  // Markers expire with their collection tag; one that names a hero, or named one, also changes which heroes
  // the map's hero layer offers, a read tagged with the map.
  'map-markers': async (write, req) => (sides(write).some((side) => idOf(side.hero) !== null) && moved(write, ['hero', 'section']) ? sectionMapTagsOf(write, req) : []),
  // A new file is shown nowhere yet; an edited or deleted one, wherever a document holds it.
  media: async ({ before }, req) => (before ? pagesShowingUpload(before.id, req) : []),
}

// --- Uploads -----------------------------------------------------------------------------------------------

type Fields = Field[]

/** Whether a Lexical value holds an upload node of this file. */
function richTextShows(value: unknown, id: number): boolean {
  if (!value || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => richTextShows(item, id))
  const node = value as { type?: unknown; relationTo?: unknown; value?: unknown }
  if (node.type === 'upload' && node.relationTo === 'media' && idOf(node.value) === id) return true
  return Object.values(value).some((child) => richTextShows(child, id))
}

/** Whether a document's value holds this file: in an upload field, inside tabs, groups, arrays, blocks or rich text. */
export function holdsUpload(fields: Fields, value: unknown, id: number): boolean {
  if (!value || typeof value !== 'object') return false
  const data = value as Record<string, unknown>
  return fields.some((field) => {
    if (field.type === 'tabs') return field.tabs.some((tab) => ('name' in tab && tab.name ? holdsUpload(tab.fields, data[tab.name], id) : holdsUpload(tab.fields, data, id)))
    if (field.type === 'row' || field.type === 'collapsible') return holdsUpload(field.fields, data, id)
    if (!('name' in field) || !field.name) return false
    const own = data[field.name]
    switch (field.type) {
      case 'upload':
        return field.relationTo === 'media' && idsOf(own).includes(id)
      case 'richText':
        return richTextShows(own, id)
      case 'group':
        return holdsUpload(field.fields, own, id)
      case 'array':
        return Array.isArray(own) && own.some((row) => holdsUpload(field.fields, row, id))
      case 'blocks':
        return (
          Array.isArray(own) &&
          own.some((row) => {
            const block = (field.blocks ?? []).find((candidate) => candidate.slug === (row as { blockType?: string }).blockType)
            return block ? holdsUpload(block.fields, row, id) : false
          })
        )
      default:
        return false
    }
  })
}

/** Whether a field list can hold an upload at all (so documents without one are never read). */
function canShowUploads(fields: Fields): boolean {
  return fields.some((field) => {
    if (field.type === 'upload' || field.type === 'richText') return true
    if (field.type === 'tabs') return field.tabs.some((tab) => canShowUploads(tab.fields))
    if (field.type === 'blocks') return (field.blocks ?? []).some((block) => canShowUploads(block.fields))
    return 'fields' in field && Array.isArray(field.fields) ? canShowUploads(field.fields as Fields) : false
  })
}

/** What a document showing a file stands for: its hero's guide, the image addresses, or its collection's pages. */
async function shownThrough(collection: CollectionSlug, doc: Doc, id: number, req: PayloadRequest): Promise<string[]> {
  if (collection === 'heroes') {
    const atFixedAddress = idOf(doc.avatar) === id || idOf(doc.background) === id
    return [...(await heroTagsOf([doc.id], req)), ...(atFixedAddress ? [imageAddressesTag] : [])]
  }
  if (collection === 'hero-abilities') return heroTagsOf(idsOf([doc.hero]), req)
  // The fixed address of a location's or map's picture is in the image table every page carries.
  const fixed = collection === 'locations' || collection === 'maps' ? [imageAddressesTag] : []
  return [cacheTag(collection), ...fixed]
}

/**
 * The pages that show one uploaded file: every document whose fields, arrays, blocks or rich text hold it, each
 * standing for its pages (shownThrough), and every global that holds it. Rare (an editor's media edit), so it
 * reads the documents that can hold an upload rather than keeping an index.
 */
async function pagesShowingUpload(id: number, req: PayloadRequest): Promise<string[]> {
  const { collections, globals } = req.payload.config
  const fromCollections = collections
    .filter((collection) => collection.slug !== 'media' && canShowUploads(collection.fields))
    .map(async (collection) => {
      const slug = collection.slug as CollectionSlug
      const { docs } = await req.payload.find({ collection: slug, ...internal(req) })
      const showing = (docs as unknown as Doc[]).filter((doc) => holdsUpload(collection.fields, doc, id))
      return (await Promise.all(showing.map((doc) => shownThrough(slug, doc, id, req)))).flat()
    })
  const fromGlobals = globals
    .filter((global) => canShowUploads(global.fields))
    .map(async (global) => {
      const value = await req.payload.findGlobal({ slug: global.slug as Parameters<typeof req.payload.findGlobal>[0]['slug'], depth: 0, overrideAccess: true, req })
      return holdsUpload(global.fields, value, id) ? [cacheTag(global.slug)] : []
    })
  return (await Promise.all([...fromCollections, ...fromGlobals])).flat()
}

// --- The hooks ---------------------------------------------------------------------------------------------

/**
 * What a document being deleted showed, from before the row goes (relations to it are cleared with it) to
 * after. Kept by request, not in the hook's `context`: a Local API call made with `req` gives the request a new
 * context object, so a value set on the old one never reaches afterDelete.
 */
const shownBeforeDelete = new WeakMap<PayloadRequest, string[]>()

/** What a collection's documents are shown by; a collection lists these hooks only when SHOWN_BY names it. */
function shownByOf(slug: string): ShownBy {
  const shownBy = SHOWN_BY[slug as CollectionSlug]
  if (!shownBy) throw new Error(`src/cache/shown-pages.ts does not say which pages show ${slug}`)
  return shownBy
}

/** After a save: expires the pages the document showed on before and shows on now. */
export const expireShownPages: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req, context }) => {
  if (context?.disableRevalidate) return doc
  const before = (previousDoc as Doc | undefined)?.id ? (previousDoc as Doc) : undefined
  expireTags(unique(await shownByOf(collection.slug)({ before, after: doc as Doc }, req)), context, languagesOfWrite(req, doc, previousDoc))
  return doc
}

/** Before a delete: remembers the pages the document shows on, while its relations still say so. */
export const rememberShownPages: CollectionBeforeDeleteHook = async ({ collection, id, req, context }) => {
  if (context?.disableRevalidate) return
  const doc = await req.payload.findByID({ collection: collection.slug as CollectionSlug, id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (doc) shownBeforeDelete.set(req, unique(await shownByOf(collection.slug)({ before: doc as unknown as Doc }, req)))
}

/** After a delete: expires the pages remembered before it. */
export const expireShownPagesOnDelete: CollectionAfterDeleteHook = ({ doc, req, context }) => {
  expireTags(shownBeforeDelete.get(req) ?? [], context)
  shownBeforeDelete.delete(req)
  return doc
}
