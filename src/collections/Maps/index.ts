import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { ADMIN_GROUPS, MAP_TYPE_OPTIONS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { stampChecker, verifiedOnFields } from '@/fields/verified-on'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

import { checkedForEndpoint } from '../checked-for'
import { withTextStamp } from '@/fields/translation-stamp'

export const Maps: CollectionConfig = withTextStamp({
  slug: 'maps',
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
    { name: 'name', type: 'text', required: true },
    slugField(),
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: MAP_TYPE_OPTIONS,
      admin: { description: 'Arcade maps (Doom Match, Conquest) are kept but sit outside the three-mode filter.' },
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true, index: true },
    {
      name: 'releaseDate',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
    },
    {
      name: 'added',
      type: 'text',
      admin: { description: 'When the map joined the game, e.g. "launch" or "S2".' },
    },
    { name: 'heroImage', label: 'Hero image', type: 'upload', relationTo: 'media' },
    ...verifiedOnFields('map'),
    {
      name: 'sections',
      type: 'join',
      collection: 'map-sections',
      on: 'map',
      defaultSort: 'order',
      admin: {
        defaultColumns: ['name', 'order', 'slug', 'mapImage'],
        description: 'The map’s sections in play order. Open one for its markers, hot spot, breakouts, transformations and utility placements.',
      },
    },
  ],
})
