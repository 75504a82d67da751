import type { CollectionSlug, PayloadRequest, TextField, TextFieldSingleValidation } from 'payload'

import { adminMessage, adminWords } from '@/i18n/admin-words'

import { slugField } from './slug'

const idOf = (value: unknown): number | undefined => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : undefined
}

/** Whether another document of `collection` on the map a section belongs to already has this slug. */
async function slugTakenOnMap(req: PayloadRequest, collection: CollectionSlug, sectionId: number, slug: string, except?: number | string) {
  const section = await req.payload.findByID({ collection: 'map-sections', id: sectionId, depth: 0, draft: true, joins: false, req }).catch(() => null)
  const mapId = idOf(section?.map)
  if (!mapId) return false
  const { docs: sections } = await req.payload.find({ collection: 'map-sections', where: { map: { equals: mapId } }, depth: 0, pagination: false, draft: true, joins: false, req, select: {} })
  const { totalDocs } = await req.payload.count({
    collection,
    where: {
      and: [
        { slug: { equals: slug } },
        { section: { in: sections.map((entry) => entry.id) } },
        ...(except !== undefined ? [{ id: { not_equals: except } }] : []),
      ],
    },
    req,
  })
  return totalDocs > 0
}

type SingleTextField = Extract<TextField, { validate?: TextFieldSingleValidation }>
const base = slugField('name', { unique: false }) as SingleTextField

/**
 * The slug of a per-section document that the address names on its map (?callout={slug}, ?route={slug}): made
 * from its name, and unique among the collection's documents on the same map, whichever section they are on.
 */
export function mapScopedSlugField(collection: CollectionSlug, { taken, query }: { taken: 'calloutSlugTaken' | 'routeSlugTaken'; query: string }): SingleTextField {
  return {
    ...base,
    admin: { ...base.admin, description: adminWords('shared.descriptions.slugOnMap', { query }) },
    validate: (async (value, options) => {
      const own = (base.validate as TextFieldSingleValidation)(value, options)
      if (own !== true || !value) return own
      const { req, id, data } = options
      const sectionId = idOf((data as Record<string, unknown>)?.section)
      if (!req?.payload || !sectionId) return true
      return (await slugTakenOnMap(req, collection, sectionId, value, id)) ? adminMessage(req, taken, { slug: value }) : true
    }) as TextFieldSingleValidation,
  }
}
