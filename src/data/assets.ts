import { getGuidePayload } from '@/lib/payload'
import type { Media } from '@/payload-types'

import { cachedRead } from './cache'
import { mediaUrl } from './media'
import { readOptions } from './draft'

/**
 * The spec's fixed image addresses (/heroes/avatars/{slug}.webp, /maps/{location}/hero.webp, ...) resolved to
 * the uploads editors manage, so an editor's new image shows at the old address.
 */
async function heroImage(slug: string, field: 'avatar' | 'background'): Promise<string | null> {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'heroes', where: { slug: { equals: slug } }, limit: 1, depth: 1, joins: false, ...readOptions() })
  return docs[0] ? mediaUrl(docs[0][field] as Media | number | null) : null
}

export const getHeroAvatarUrl = cachedRead('hero-avatar', ['heroes', 'media'], (slug: string) => heroImage(slug, 'avatar'))
export const getHeroBackgroundUrl = cachedRead('hero-background', ['heroes', 'media'], (slug: string) => heroImage(slug, 'background'))

export const getLocationImageUrl = cachedRead('location-image', ['locations', 'media'], async (slug: string) => {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'locations', where: { slug: { equals: slug } }, limit: 1, depth: 1, ...readOptions() })
  return docs[0] ? mediaUrl(docs[0].heroImage) : null
})

export const getMapImageUrl = cachedRead('map-image', ['locations', 'maps', 'media'], async (location: string, map: string) => {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({
    collection: 'maps',
    where: { and: [{ slug: { equals: map } }, { 'location.slug': { equals: location } }] },
    limit: 1,
    depth: 1,
    ...readOptions(),
  })
  return docs[0] ? mediaUrl(docs[0].heroImage) : null
})
