import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS, SIDE_OPTIONS } from '@/fields/options'
import { optionalPointRow } from '@/fields/point'
import { sectionField } from '@/fields/section'
import { revalidateCollection } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'
import { withTextStamp } from '@/fields/translation-stamp'

export const UtilityPlacements: CollectionConfig = withTextStamp({
  slug: 'utility-placements',
  labels: { singular: adminWords('utility-placements.singular'), plural: adminWords('utility-placements.plural') },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'description',
    defaultColumns: ['section', 'hero', 'side', 'description'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  hooks: {
    afterChange: [expireShownPages, revalidateCollection],
    beforeDelete: [rememberShownPages],
    afterDelete: [expireShownPagesOnDelete, revalidateCollection],
  },
  fields: [
    sectionField,
    { name: 'hero', label: adminWords('shared.fields.hero'), type: 'relationship', relationTo: 'heroes', required: true },
    { name: 'side', label: adminWords('shared.fields.side'), type: 'select', options: SIDE_OPTIONS, required: true },
    { name: 'description', label: adminWords('shared.fields.description'), type: 'textarea', required: true, localized: true },
    { name: 'image', label: adminWords('shared.fields.image'), type: 'upload', relationTo: 'media' },
    {
      // Presentational only (no column): the section's map, where a click or a drag sets lat and lng below.
      name: 'point',
      label: adminWords('utility-placements.fields.point'),
      type: 'ui',
      admin: { components: { Field: '/components/admin/UtilityPointField#UtilityPointField' } },
    },
    // Optional: where the text puts the hero's device, drawn in the map viewer's hero layer.
    optionalPointRow(
      { lat: 'lat', lng: 'lng' },
      { what: 'The point', bothOrNeither: 'placementBothOrNeither', offImage: 'placementOffImage' },
    ),
  ],
})
