import type { CollectionSlug, PayloadRequest } from 'payload'

/** Collections whose edit screen opens the public page in the admin's live preview. */
export const LIVE_PREVIEW_COLLECTIONS = [
  'heroes',
  'hero-abilities',
  'hero-details',
  'how-to-win',
  'team-ups',
  'map-sections',
  'news',
] as const satisfies CollectionSlug[]

type Data = Record<string, unknown>

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? value.id : value) as number | string | undefined

async function slugOf(req: PayloadRequest, collection: 'heroes' | 'maps' | 'locations', ref: unknown) {
  const id = idOf(ref)
  if (id === undefined || id === null || id === '') return undefined
  // draft: a hero or map that is itself still a draft previews too.
  const doc = await req.payload.findByID({ collection, id, depth: 0, draft: true, req, overrideAccess: true }).catch(() => null)
  return doc?.slug ?? undefined
}

/** The public page that shows a document: a hero guide, a map section, the news list. */
export async function previewPathOf(collection: string, data: Data, req: PayloadRequest): Promise<string> {
  switch (collection) {
    case 'news':
      return '/news'
    case 'heroes':
      return data.slug ? `/heroes/${data.slug}` : '/heroes'
    case 'hero-abilities':
    case 'hero-details':
    case 'how-to-win':
    case 'team-ups': {
      const hero = await slugOf(req, 'heroes', data.hero)
      return hero ? `/heroes/${hero}` : '/heroes'
    }
    case 'map-sections': {
      const mapId = idOf(data.map)
      const map = mapId ? await req.payload.findByID({ collection: 'maps', id: mapId, depth: 0, req, overrideAccess: true }).catch(() => null) : null
      if (!map?.slug) return '/maps'
      const location = await slugOf(req, 'locations', map.location)
      if (!location) return '/maps'
      return data.slug ? `/maps/${location}/${map.slug}/${data.slug}` : `/maps/${location}/${map.slug}`
    }
    default:
      return '/'
  }
}
