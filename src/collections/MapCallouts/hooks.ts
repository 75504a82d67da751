import type { CollectionBeforeValidateHook, PayloadRequest, TextField, TextFieldSingleValidation } from 'payload'

import { slugField } from '@/fields/slug'
import { checkPolygon, labelPointOf } from '@/maps/callouts'

const idOf = (value: unknown): number | undefined => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : undefined
}

const samePolygon = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * A polygon without a label point gets one (polylabel), so every callout has a label. A label computed that
 * way follows its polygon when the polygon changes; a label the editor placed stays where it was put.
 */
export const fillLabelPoint: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const pick = (key: string) => (key in data ? data[key] : originalDoc?.[key])
  const checked = checkPolygon(pick('polygon'))
  const lat = pick('labelLat')
  const lng = pick('labelLng')
  const missing = typeof lat !== 'number' || typeof lng !== 'number'
  const followsPolygon =
    originalDoc?.labelComputed === true && lat === originalDoc.labelLat && lng === originalDoc.labelLng && !samePolygon(pick('polygon'), originalDoc.polygon)
  if (checked.ok) {
    data.polygon = checked.value
    if (missing || followsPolygon) {
      ;[data.labelLat, data.labelLng] = labelPointOf(checked.value)
      data.labelComputed = true
      return data
    }
  }
  if (!missing && !(originalDoc?.labelComputed === true && lat === originalDoc.labelLat && lng === originalDoc.labelLng)) data.labelComputed = false
  return data
}

/** The callouts' slugs on the map a section belongs to (other than `except`). */
async function slugTakenOnMap(req: PayloadRequest, sectionId: number, slug: string, except?: number | string) {
  const section = await req.payload.findByID({ collection: 'map-sections', id: sectionId, depth: 0, draft: true, joins: false, req }).catch(() => null)
  const mapId = idOf(section?.map)
  if (!mapId) return false
  const { docs: sections } = await req.payload.find({ collection: 'map-sections', where: { map: { equals: mapId } }, depth: 0, pagination: false, draft: true, joins: false, req, select: {} })
  const { totalDocs } = await req.payload.count({
    collection: 'map-callouts',
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

/** The callout's slug: made from its name, and unique on its map (?callout={slug} names one place per map). */
export const calloutSlugField: SingleTextField = {
  ...base,
  admin: { ...base.admin, description: 'Used in addresses (?callout=). Left empty, it is made from the name. Unique on the map.' },
  validate: (async (value, options) => {
    const own = (base.validate as TextFieldSingleValidation)(value, options)
    if (own !== true || !value) return own
    const { req, id, data } = options
    const sectionId = idOf((data as Record<string, unknown>)?.section)
    if (!req?.payload || !sectionId) return true
    return (await slugTakenOnMap(req, sectionId, value, id)) ? `Another callout on this map already uses the slug "${value}"; choose another name or slug.` : true
  }) as TextFieldSingleValidation,
}
