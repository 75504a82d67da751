import { getGuidePayload } from '@/cms/payload'

import { cachedRead } from '@/cache/cached-read'
import { imageAddressesTag } from '@/cache/document-tags'
import { mediaRendition, mediaUrl, type Rendition } from './media'
import { readOptions } from '@/cms/draft'
import { HERO_PLACEHOLDER_SIZE, heroPlaceholderUrl } from '@/site/hero-placeholder'

/**
 * The spec's fixed image addresses (/heroes/avatars/{slug}.webp, /maps/{location}/hero.webp, ...) resolved to
 * the uploads editors manage, so an editor's new image shows at the old address. One cached read per kind of
 * address holds every known slug: a made-up slug is looked up in it and never becomes a cache entry of its own.
 * They carry the image-addresses tag rather than the heroes' and media's: it expires only when an address leads
 * to another file (src/cache/shown-pages.ts), because the root layout hands the table to every page.
 */
const IMAGE_ADDRESSES = { tags: [imageAddressesTag] }

type HeroImages = Record<string, { avatar: string | null; background: string | null }>

/** A hero without a portrait shows its role's stand-in (src/site/hero-placeholder.ts), never a missing file. */
const getHeroImages = cachedRead('hero-images', [], async (): Promise<HeroImages> => {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'heroes', depth: 1, pagination: false, joins: false, ...readOptions() })
  return Object.fromEntries(
    docs.flatMap((doc) => (doc.slug ? [[doc.slug, { avatar: mediaUrl(doc.avatar) ?? (doc.role ? heroPlaceholderUrl(doc.role) : null), background: mediaUrl(doc.background) }]] : [])),
  )
}, IMAGE_ADDRESSES)

const getLocationImages = cachedRead('location-images', ['locations'], async (): Promise<Record<string, string | null>> => {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'locations', depth: 1, pagination: false, ...readOptions() })
  return Object.fromEntries(docs.flatMap((doc) => (doc.slug ? [[doc.slug, mediaUrl(doc.heroImage)]] : [])))
}, IMAGE_ADDRESSES)

/** Map images by "{location}/{map}". */
const getMapImages = cachedRead('map-images', ['locations', 'maps'], async (): Promise<Record<string, string | null>> => {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'maps', depth: 2, pagination: false, joins: false, ...readOptions() })
  return Object.fromEntries(
    docs.flatMap((doc) => {
      const location = typeof doc.location === 'object' ? doc.location.slug : null
      return doc.slug && location ? [[`${location}/${doc.slug}`, mediaUrl(doc.heroImage)]] : []
    }),
  )
}, IMAGE_ADDRESSES)

const own = <T>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined)

export const getHeroAvatarUrl = async (slug: string) => own(await getHeroImages(), slug)?.avatar ?? null
export const getHeroBackgroundUrl = async (slug: string) => own(await getHeroImages(), slug)?.background ?? null
export const getLocationImageUrl = async (slug: string) => own(await getLocationImages(), slug) ?? null
export const getMapImageUrl = async (location: string, map: string) => own(await getMapImages(), `${location}/${map}`) ?? null

/**
 * Every fixed address the guide's own pages write, with the sized upload it stands for: avatars are shown at
 * 40 to 160 px (the 320 px rendition), cards and backgrounds at up to a screen's width (the 768 px rendition).
 */
export const getImageAddresses = cachedRead(
  'image-addresses',
  ['locations', 'maps'],
  async (): Promise<Record<string, { url: string; width: number | null; height: number | null }>> => {
    const payload = await getGuidePayload()
    const [heroes, locations, maps] = await Promise.all([
      payload.find({ collection: 'heroes', depth: 1, pagination: false, joins: false, ...readOptions() }),
      payload.find({ collection: 'locations', depth: 1, pagination: false, ...readOptions() }),
      payload.find({ collection: 'maps', depth: 1, pagination: false, joins: false, ...readOptions() }),
    ])
    const locationSlug = new Map(locations.docs.map((doc) => [doc.id, doc.slug]))
    const entries: [string, Parameters<typeof mediaRendition>[0], Rendition][] = [
      ...heroes.docs.flatMap((doc): [string, Parameters<typeof mediaRendition>[0], Rendition][] => [
        [`/heroes/avatars/${doc.slug}.webp`, doc.avatar, 'thumbnail'],
        [`/heroes/backgrounds/${doc.slug}.webp`, doc.background, 'card'],
      ]),
      ...locations.docs.map((doc): [string, Parameters<typeof mediaRendition>[0], Rendition] => [`/maps/${doc.slug}/hero.webp`, doc.heroImage, 'card']),
      ...maps.docs.map((doc): [string, Parameters<typeof mediaRendition>[0], Rendition] => [
        `/maps/${locationSlug.get(typeof doc.location === 'object' ? doc.location.id : doc.location)}/${doc.slug}/hero.webp`,
        doc.heroImage,
        'card',
      ]),
    ]
    const placeholders = heroes.docs.flatMap((doc) =>
      mediaRendition(doc.avatar, 'thumbnail') || !doc.role
        ? []
        : [[`/heroes/avatars/${doc.slug}.webp`, { url: heroPlaceholderUrl(doc.role), width: HERO_PLACEHOLDER_SIZE, height: HERO_PLACEHOLDER_SIZE }] as const],
    )
    return Object.fromEntries([
      ...entries.flatMap(([address, upload, rendition]) => {
        const found = mediaRendition(upload, rendition)
        return found ? [[address, found] as const] : []
      }),
      ...placeholders,
    ])
  },
  IMAGE_ADDRESSES,
)
