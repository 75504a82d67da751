import type { CollectionConfig, JSONFieldValidation } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminMessage, adminWords, problemMessage } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { keepStoredPoints } from '@/fields/points'
import { sectionField } from '@/fields/section'
import { optionalPointRow } from '@/fields/point'
import { checkPolygon } from '@/maps/callouts'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

import { calloutSlugField, fillLabelPoint } from './hooks'
import { calloutEndpoints } from './endpoints'
import { withTextStamp } from '@/fields/translation-stamp'

/** A callout's name and its aliases: short, as a player would say them over voice chat. */
const NAME_MAX = 60

type Sibling = { labelLat?: unknown; labelLng?: unknown } | undefined

const validatePolygon: JSONFieldValidation = (raw, options) => {
  const siblingData = options.siblingData as Sibling
  // The admin's JSON editor may hand over its text; the REST body arrives parsed.
  let value: unknown = raw
  if (typeof raw === 'string' && raw.trim()) {
    try {
      value = JSON.parse(raw)
    } catch {
      return adminMessage(options.req, 'calloutPolygonJson')
    }
  }
  const hasLabel = typeof siblingData?.labelLat === 'number' && typeof siblingData?.labelLng === 'number'
  if (value === null || value === undefined || value === '') {
    return hasLabel ? true : adminMessage(options.req, 'calloutNeedsShape')
  }
  const checked = checkPolygon(value)
  return checked.ok ? true : problemMessage(options.req, checked)
}

/**
 * Callouts: the names players give places on a map ("Throne Room high ground"). A label point, a polygon over
 * the section image, or both, in the image's own CRS.Simple units as markers use. Shown as the viewer's
 * Callouts layer, served by /api/maps/{map}/callouts and found by site search.
 */
export const MapCallouts: CollectionConfig = withTextStamp({
  slug: 'map-callouts',
  labels: { singular: adminWords('map-callouts.singular'), plural: adminWords('map-callouts.plural') },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'name',
    defaultColumns: ['name', 'section', 'slug', 'description'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  endpoints: calloutEndpoints,
  hooks: {
    beforeValidate: [fillLabelPoint],
    afterChange: [indexForSearch, revalidateCollection],
    afterDelete: [indexForSearch, revalidateCollection],
  },
  fields: [
    {
      ...sectionField,
      label: adminWords('shared.fields.mapSection'),
      admin: { components: { Cell: '/components/admin/MarkerSectionCell#MarkerSectionCell' } },
    },
    { name: 'name', label: adminWords('shared.fields.name'), type: 'text', required: true, localized: true, maxLength: NAME_MAX, admin: { description: adminWords('map-callouts.descriptions.name') } },
    calloutSlugField,
    {
      name: 'aliases',
      label: adminWords('map-callouts.fields.aliases'),
      type: 'text',
      hasMany: true,
      localized: true,
      maxRows: 8,
      maxLength: NAME_MAX,
      admin: { description: adminWords('map-callouts.descriptions.aliases') },
    },
    { name: 'description', label: adminWords('shared.fields.description'), type: 'text', localized: true, maxLength: 160, admin: { description: adminWords('map-callouts.descriptions.description') } },
    {
      name: 'polygon',
      label: adminWords('map-callouts.fields.polygon'),
      type: 'json',
      validate: validatePolygon,
      hooks: { beforeValidate: [keepStoredPoints] },
      admin: {
        // Drawn on the section's image; the value stays the corners [[lat, lng], …] in the image's coordinates.
        components: { Field: '/components/admin/CalloutPolygonField#CalloutPolygonField' },
        description: adminWords('map-callouts.descriptions.polygon'),
      },
    },
    optionalPointRow(
      { lat: 'labelLat', lng: 'labelLng' },
      {
        latLabel: adminWords('map-callouts.fields.labelLat'),
        lngLabel: adminWords('map-callouts.fields.labelLng'),
        what: 'The label point',
        bothOrNeither: 'calloutLabelBothOrNeither',
        offImage: 'calloutLabelOffImage',
      },
    ),
    {
      // Set by the server: the label was placed inside the polygon (polylabel), so it moves when the polygon does.
      name: 'labelComputed',
      label: adminWords('map-callouts.fields.labelComputed'),
      type: 'checkbox',
      defaultValue: false,
      admin: { hidden: true },
    },
  ],
})
