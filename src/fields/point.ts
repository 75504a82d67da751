import type { NumberField, NumberFieldSingleValidation, RowField } from 'payload'

import { adminMessage, adminWords, type AdminMessageKey, type AdminText } from '@/i18n/admin-words'
import { MAP_IMAGE_BOUNDS, toHundredth } from '@/maps/coordinates'
import { checkPoint } from '@/maps/callouts'

type PointNames = { lat: string; lng: string }
type PointTexts = {
  /** The two fields' labels. */
  latLabel?: AdminText
  lngLabel?: AdminText
  /** What the point is called in the rules' English message ("The label point"). */
  what: string
  /** Said when only one coordinate is given: what leaving both empty means. */
  bothOrNeither: AdminMessageKey
  /** Said when the point lies off the section image ({point} and the bounds filled in). */
  offImage: AdminMessageKey
}

/** Both coordinates or neither; on the section image when given. */
const validateCoordinate =
  (names: PointNames, which: 'lat' | 'lng', texts: PointTexts): NumberFieldSingleValidation =>
  (value, options) => {
    const siblingData = options.siblingData as Record<string, unknown> | undefined
    const other = siblingData?.[which === 'lat' ? names.lng : names.lat]
    const given = typeof value === 'number'
    if (!given && typeof other !== 'number') return true
    const { req } = options
    if (!given || typeof other !== 'number') return adminMessage(req, texts.bothOrNeither)
    const [lat, lng] = which === 'lat' ? [value, other] : [other, value]
    const point = checkPoint([lat, lng], texts.what)
    if (point.ok) return true
    // Finite numbers fail only off the image; anything else keeps the rules' own (English) words.
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return point.message
    return adminMessage(req, texts.offImage, { point: `[${toHundredth(lat)}, ${toHundredth(lng)}]`, ...MAP_IMAGE_BOUNDS })
  }

/**
 * An optional spot on a section image: a row of two number fields in the image's own CRS.Simple units (the
 * units a marker's lat and lng use), both given or both empty. Callouts' label points and utility placements'
 * points share it.
 */
export function optionalPointRow(names: PointNames, texts: PointTexts): RowField {
  const coordinate = (which: 'lat' | 'lng', limit: number, label: AdminText | undefined): NumberField => ({
    name: names[which],
    label: label ?? adminWords(which === 'lat' ? 'shared.fields.lat' : 'shared.fields.lng'),
    type: 'number',
    min: -limit,
    max: limit,
    validate: validateCoordinate(names, which, texts),
    admin: { width: '50%', step: 0.01 },
  })
  return {
    type: 'row',
    fields: [coordinate('lat', MAP_IMAGE_BOUNDS.maxLat, texts.latLabel), coordinate('lng', MAP_IMAGE_BOUNDS.maxLng, texts.lngLabel)],
  }
}
