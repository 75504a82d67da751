import { getGuidePayload } from '@/cms/payload'

import { cachedRead } from '@/cache/cached-read'
import { readOptions } from '@/cms/draft'
import { getTierLists } from './tier-list'

/** One address of the sitemap: a path and when what it shows last changed (ISO 8601). */
export type SitemapEntry = { path: string; lastModified: string }

type Dated = { updatedAt: string }
const newest = (docs: Dated[]) => docs.reduce((latest, doc) => (doc.updatedAt > latest ? doc.updatedAt : latest), '1970-01-01T00:00:00.000Z')
const iso = (value: string) => new Date(value).toISOString()

async function globalPage(slug: 'home' | 'basics' | 'news-desk', path: string): Promise<SitemapEntry[]> {
  const payload = await getGuidePayload()
  const doc = await payload.findGlobal({ slug, depth: 0, ...readOptions() })
  return [{ path, lastModified: iso(doc.updatedAt ?? newest([])) }]
}

async function newsPages(): Promise<SitemapEntry[]> {
  const payload = await getGuidePayload()
  const [{ docs }, desk] = await Promise.all([
    payload.find({ collection: 'news', where: { _status: { equals: 'published' } }, sort: '-updatedAt', depth: 0, pagination: false, select: { slug: true, updatedAt: true }, ...readOptions() }),
    payload.findGlobal({ slug: 'news-desk', depth: 0, ...readOptions() }),
  ])
  // Each entry's own page (/news/{slug}), and the feed, which changes with any entry or the desk's byline.
  const entries = docs.flatMap((doc) => (doc.slug ? [{ path: `/news/${doc.slug}`, lastModified: iso(doc.updatedAt) }] : []))
  return [{ path: '/news', lastModified: iso(newest([...docs, { updatedAt: desk.updatedAt ?? newest([]) }])) }, ...entries]
}

async function patchPages(): Promise<SitemapEntry[]> {
  const payload = await getGuidePayload()
  // Published only, even in a preview: a draft patch has no page yet.
  const { docs } = await payload.find({
    collection: 'patches',
    where: { _status: { equals: 'published' } },
    depth: 0,
    pagination: false,
    draft: false,
    overrideAccess: false,
    select: { version: true, updatedAt: true },
  })
  return [
    { path: '/patches', lastModified: iso(newest(docs)) },
    ...docs.map((doc) => ({ path: `/patches/${doc.version}`, lastModified: iso(doc.updatedAt) })),
  ]
}

async function tierListPages(): Promise<SitemapEntry[]> {
  // The published lists the pages show (published lists of published patches), newest first.
  const lists = await getTierLists()
  if (!lists.length) return []
  return [
    { path: '/tier-list', lastModified: iso(lists[0].updatedAt) },
    ...lists.map((list) => ({ path: `/tier-list/${list.patch}`, lastModified: iso(list.updatedAt) })),
  ]
}

async function staticPages(): Promise<SitemapEntry[]> {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'pages', depth: 0, pagination: false, select: { slug: true, updatedAt: true, portrait: true, socialUrl: true }, ...readOptions() })
  return docs.flatMap((doc) => {
    if (!doc.slug) return []
    const profile = Boolean(doc.portrait || doc.socialUrl)
    return [{ path: profile ? `/profiles/${doc.slug}` : `/${doc.slug}`, lastModified: iso(doc.updatedAt) }]
  })
}

async function heroPages(): Promise<SitemapEntry[]> {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'heroes', depth: 0, pagination: false, select: { slug: true, updatedAt: true }, ...readOptions() })
  // A guide also changes with its abilities, details and team-ups; the newest of them dates it.
  const parts = await Promise.all(
    (['hero-abilities', 'hero-details', 'how-to-win', 'team-ups'] as const).map((collection) =>
      payload.find({ collection, depth: 0, pagination: false, select: { hero: true, updatedAt: true }, ...readOptions() }),
    ),
  )
  const latest = new Map<number, string>()
  for (const { docs: rows } of parts) {
    for (const row of rows as { hero?: number | { id: number } | null; updatedAt: string }[]) {
      const id = typeof row.hero === 'object' ? row.hero?.id : row.hero
      if (id !== undefined && row.updatedAt > (latest.get(id) ?? '')) latest.set(id, row.updatedAt)
    }
  }
  const guides = docs.flatMap((doc) =>
    doc.slug ? [{ path: `/heroes/${doc.slug}`, lastModified: iso(newest([doc, { updatedAt: latest.get(doc.id) ?? doc.updatedAt }])) }] : [],
  )
  return [{ path: '/heroes', lastModified: iso(newest(docs)) }, ...guides]
}

async function mapPages(): Promise<SitemapEntry[]> {
  const payload = await getGuidePayload()
  const [locations, maps, sections] = await Promise.all([
    payload.find({ collection: 'locations', depth: 0, pagination: false, select: { slug: true, updatedAt: true }, ...readOptions() }),
    payload.find({ collection: 'maps', depth: 0, pagination: false, select: { slug: true, location: true, updatedAt: true }, ...readOptions() }),
    payload.find({ collection: 'map-sections', depth: 0, pagination: false, select: { slug: true, map: true, updatedAt: true }, ...readOptions() }),
  ])
  const locationSlug = new Map(locations.docs.map((doc) => [doc.id, doc.slug]))
  const mapPath = new Map(
    maps.docs.flatMap((doc) => {
      const location = locationSlug.get(typeof doc.location === 'object' ? doc.location.id : doc.location)
      return location && doc.slug ? [[doc.id, { path: `/maps/${location}/${doc.slug}`, updatedAt: doc.updatedAt }] as const] : []
    }),
  )
  return [
    { path: '/maps', lastModified: iso(newest([...locations.docs, ...maps.docs])) },
    ...locations.docs.flatMap((doc) => {
      const own = maps.docs.filter((map) => (typeof map.location === 'object' ? map.location.id : map.location) === doc.id)
      return doc.slug ? [{ path: `/maps/${doc.slug}`, lastModified: iso(newest([doc, ...own])) }] : []
    }),
    ...sections.docs.flatMap((doc) => {
      const map = mapPath.get(typeof doc.map === 'object' ? doc.map.id : doc.map)
      return map && doc.slug ? [{ path: `${map.path}/${doc.slug}`, lastModified: iso(newest([doc, map])) }] : []
    }),
  ]
}

/**
 * Every kind of public page, each from the content it shows. A new kind of page is one more line here (and its
 * collection in the tags below).
 */
const SITEMAP_SOURCES: (() => Promise<SitemapEntry[]>)[] = [
  () => globalPage('home', '/'),
  newsPages,
  patchPages,
  tierListPages,
  () => globalPage('basics', '/basics'),
  heroPages,
  mapPages,
  staticPages,
]

export const getSitemapEntries = cachedRead(
  'sitemap',
  ['home', 'basics', 'news', 'news-desk', 'patches', 'tier-lists', 'pages', 'heroes', 'hero-abilities', 'hero-details', 'how-to-win', 'team-ups', 'locations', 'maps', 'map-sections'],
  async (): Promise<SitemapEntry[]> => (await Promise.all(SITEMAP_SOURCES.map((source) => source()))).flat(),
)
