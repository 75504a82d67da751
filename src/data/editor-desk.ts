import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'

/**
 * The admin dashboard's reads (src/components/admin/EditorDesk.tsx): counts per area, unread feedback, guides
 * still missing and the latest edits. Uncached: editors expect the numbers of this moment. Every read runs
 * under the signed-in user's access rules, so an author's desk shows only what an author may read.
 */

/** The desk's areas; the admin's language names them and their collections (EditorDesk in the catalogues). */
type DeskAreaKey = 'maps' | 'heroes' | 'editorial' | 'inbox'
type DeskArea = { area: DeskAreaKey; counts: { collection: CollectionSlug; count: number }[] }
type DeskMissing = { heroesWithoutAbilities: { id: number; name: string }[]; mapsWithoutMarkers: { id: number; name: string }[] }
/** `title` is empty when the document's naming field is. */
type DeskEdit = { collection: CollectionSlug; id: number; title: string; updatedAt: string }
export type EditorDeskData = { areas: DeskArea[]; unreadFeedback: number | null; missing: DeskMissing | null; latest: DeskEdit[] }

const AREAS: { area: DeskAreaKey; collections: CollectionSlug[] }[] = [
  { area: 'maps', collections: ['locations', 'maps', 'map-sections', 'map-markers'] },
  { area: 'heroes', collections: ['heroes', 'hero-abilities', 'how-to-win', 'team-ups'] },
  { area: 'editorial', collections: ['news', 'patches', 'pages', 'media'] },
  { area: 'inbox', collections: ['feedback', 'beta-keys'] },
]

/** What the latest-edits list looks at, with the field that names a document. */
const EDITED: { collection: CollectionSlug; title: string }[] = [
  { collection: 'maps', title: 'name' },
  { collection: 'map-sections', title: 'title' },
  { collection: 'map-markers', title: 'description' },
  { collection: 'heroes', title: 'nickname' },
  { collection: 'hero-abilities', title: 'name' },
  { collection: 'hero-details', title: 'primaryJob' },
  { collection: 'how-to-win', title: 'text' },
  { collection: 'team-ups', title: 'name' },
  { collection: 'news', title: 'title' },
  { collection: 'patches', title: 'version' },
  { collection: 'pages', title: 'title' },
]

const LATEST_EDITS = 8

const idOf = (ref: unknown) => (typeof ref === 'object' && ref ? (ref as { id: number }).id : (ref as number | null | undefined))

export async function getEditorDesk(payload: Payload, user: TypedUser, canRead: (slug: CollectionSlug) => boolean): Promise<EditorDeskData> {
  const asUser = { overrideAccess: false, user } as const
  const count = async (collection: CollectionSlug, where?: Where) =>
    (await payload.count({ collection, where, ...asUser }).catch(() => ({ totalDocs: 0 }))).totalDocs

  const areas = (
    await Promise.all(
      AREAS.map(async ({ area, collections }) => ({
        area,
        counts: await Promise.all(collections.filter(canRead).map(async (collection) => ({ collection, count: await count(collection) }))),
      })),
    )
  ).filter((area) => area.counts.length)

  const unreadFeedback = canRead('feedback') ? await count('feedback', { read: { equals: false } }) : null

  let missing: DeskMissing | null = null
  if (canRead('heroes') && canRead('hero-abilities') && canRead('maps') && canRead('map-markers')) {
    const all = { depth: 0, pagination: false, draft: true, ...asUser } as const
    const [heroes, abilities, maps, sections, markers] = await Promise.all([
      payload.find({ collection: 'heroes', select: { nickname: true }, sort: 'nickname', joins: false, ...all }),
      payload.find({ collection: 'hero-abilities', select: { hero: true }, ...all }),
      payload.find({ collection: 'maps', select: { name: true }, sort: 'name', joins: false, ...all }),
      payload.find({ collection: 'map-sections', select: { map: true }, joins: false, ...all }),
      payload.find({ collection: 'map-markers', select: { section: true }, ...all }),
    ])
    const heroesWithAbilities = new Set(abilities.docs.map((doc) => idOf(doc.hero)))
    const sectionsWithMarkers = new Set(markers.docs.map((doc) => idOf(doc.section)))
    const mapsWithMarkers = new Set(sections.docs.filter((doc) => sectionsWithMarkers.has(doc.id)).map((doc) => idOf(doc.map)))
    missing = {
      heroesWithoutAbilities: heroes.docs.filter((doc) => !heroesWithAbilities.has(doc.id)).map((doc) => ({ id: doc.id, name: doc.nickname })),
      mapsWithoutMarkers: maps.docs.filter((doc) => !mapsWithMarkers.has(doc.id)).map((doc) => ({ id: doc.id, name: doc.name })),
    }
  }

  const edits = await Promise.all(
    EDITED.filter(({ collection }) => canRead(collection)).map(async ({ collection, title }) => {
      const { docs } = await payload
        .find({ collection, sort: '-updatedAt', limit: LATEST_EDITS, depth: 0, draft: true, select: { [title]: true, updatedAt: true }, ...asUser })
        .catch(() => ({ docs: [] as Record<string, unknown>[] }))
      return docs.map((doc) => {
        const record = doc as unknown as Record<string, unknown>
        return { collection, id: Number(record.id), title: String(record[title] ?? '').replace(/\s+/g, ' ').trim(), updatedAt: String(record.updatedAt) }
      })
    }),
  )
  const latest = edits
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, LATEST_EDITS)

  return { areas, unreadFeedback, missing, latest }
}
