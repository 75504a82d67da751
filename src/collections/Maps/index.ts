import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS, MAP_TYPE_OPTIONS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { stampChecker, verifiedOnFields } from '@/fields/verified-on'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

import { checkedForEndpoint } from '../checked-for'
import { withTextStamp } from '@/fields/translation-stamp'

export const Maps: CollectionConfig = withTextStamp({
  slug: 'maps',
  labels: { singular: adminWords('maps.singular'), plural: adminWords('maps.plural') },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'location', 'releaseDate'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  defaultSort: '-releaseDate',
  // Versions keep who checked the guide for which patch, and when (src/fields/verified-on.ts).
  versions: { maxPerDoc: 50 },
  endpoints: [checkedForEndpoint('maps')],
  hooks: {
    beforeChange: [stampChecker],
    afterChange: [indexForSearch, revalidateCollection],
    afterDelete: [indexForSearch, revalidateCollection],
  },
  fields: [
    { name: 'name', label: adminWords('shared.fields.name'), type: 'text', required: true },
    slugField(),
    { name: 'description', label: adminWords('shared.fields.description'), type: 'textarea', localized: true },
    {
      name: 'type',
      label: adminWords('shared.fields.type'),
      type: 'select',
      required: true,
      options: MAP_TYPE_OPTIONS,
      admin: { description: adminWords('maps.descriptions.type') },
    },
    { name: 'location', label: adminWords('maps.fields.location'), type: 'relationship', relationTo: 'locations', required: true, index: true },
    {
      name: 'releaseDate',
      label: adminWords('maps.fields.releaseDate'),
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
    },
    {
      name: 'added',
      label: adminWords('shared.fields.added'),
      type: 'text',
      admin: { description: adminWords('maps.descriptions.added') },
    },
    { name: 'heroImage', label: adminWords('shared.fields.heroImage'), type: 'upload', relationTo: 'media' },
    ...verifiedOnFields('map'),
    {
      name: 'sections',
      label: adminWords('maps.fields.sections'),
      type: 'join',
      collection: 'map-sections',
      on: 'map',
      defaultSort: 'order',
      admin: {
        defaultColumns: ['name', 'order', 'slug', 'mapImage'],
        description: adminWords('maps.descriptions.sections'),
      },
    },
  ],
})
