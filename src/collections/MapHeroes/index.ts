import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS, SIDE_OPTIONS } from '@/fields/options'
import { revalidateCollection } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'
import { withTextStamp } from '@/fields/translation-stamp'

export const MapHeroes: CollectionConfig = withTextStamp({
  slug: 'map-heroes',
  labels: { singular: adminWords('map-heroes.singular'), plural: adminWords('map-heroes.plural') },
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
    { name: 'map', label: adminWords('shared.fields.map'), type: 'relationship', relationTo: 'maps', required: true, index: true },
    { name: 'hero', label: adminWords('shared.fields.hero'), type: 'relationship', relationTo: 'heroes', required: true },
    { name: 'side', label: adminWords('shared.fields.side'), type: 'select', options: SIDE_OPTIONS, required: true },
    { name: 'reason', label: adminWords('shared.fields.reason'), type: 'textarea', required: true, localized: true },
  ],
})
