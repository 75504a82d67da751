import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { ADMIN_GROUPS, SIDE_OPTIONS } from '@/fields/options'
import { revalidateCollection } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'
import { withTextStamp } from '@/fields/translation-stamp'

export const MapHeroes: CollectionConfig = withTextStamp({
  slug: 'map-heroes',
  labels: { singular: 'Map hero', plural: 'Map heroes' },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'reason',
    defaultColumns: ['map', 'hero', 'side', 'reason'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  indexes: [{ fields: ['map', 'hero', 'side'], unique: true }],
  hooks: {
    afterChange: [expireShownPages, revalidateCollection],
    beforeDelete: [rememberShownPages],
    afterDelete: [expireShownPagesOnDelete, revalidateCollection],
  },
  fields: [
    { name: 'map', type: 'relationship', relationTo: 'maps', required: true, index: true },
    { name: 'hero', type: 'relationship', relationTo: 'heroes', required: true },
    { name: 'side', type: 'select', options: SIDE_OPTIONS, required: true },
    { name: 'reason', type: 'textarea', required: true, localized: true },
  ],
})
