import type { NumberField, NumberFieldSingleValidation, RowField } from 'payload'

import { adminWords, type AdminText } from '@/i18n/admin-words'
import { MAP_IMAGE_BOUNDS } from '@/maps/coordinates'
import { checkPoint } from '@/maps/callouts'

type PointNames = { lat: string; lng: string }
type PointTexts = {
  /** The two fields' labels. */
  latLabel?: AdminText
  lngLabel?: AdminText
  /** What the point is called in a message ("The label point"). */
  what: string
  /** Said when only one coordinate is given: what leaving both empty means. */
  bothOrNeither: string
}

/** Both coordinates or neither; on the section image when given. */
const validateCoordinate =
  (names: PointNames, which: 'lat' | 'lng', texts: PointTexts): NumberFieldSingleValidation =>
  (value, options) => {
    const siblingData = options.siblingData as Record<string, unknown> | undefined
    const other = siblingData?.[which === 'lat' ? names.lng : names.lat]
    const given = typeof value === 'number'
    if (!given && typeof other !== 'number') return true
    if (!given || typeof other !== 'number') return texts.bothOrNeither
    const point = checkPoint(which === 'lat' ? [value, other] : [other, value], texts.what)
    return point.ok ? true : point.message
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
