import type { CollectionBeforeValidateHook } from 'payload'

import { mapScopedSlugField } from '@/fields/map-slug'
import { labelPointOf } from '@/maps/callout-label-point'
import { checkPolygon } from '@/maps/callouts'

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

/** The callout's slug: made from its name, and unique on its map (?callout={slug} names one place per map). */
export const calloutSlugField = mapScopedSlugField('map-callouts', { taken: 'calloutSlugTaken', query: 'callout' })
