import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

export const Locations: CollectionConfig = {
  slug: 'locations',
  labels: { singular: adminWords('locations.singular'), plural: adminWords('locations.plural') },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  defaultSort: 'name',
  hooks: {
    afterChange: [indexForSearch, revalidateCollection],
    afterDelete: [indexForSearch, revalidateCollection],
  },
  fields: [
    { name: 'name', label: adminWords('shared.fields.name'), type: 'text', required: true },
    slugField(),
    { name: 'description', label: adminWords('shared.fields.description'), type: 'textarea', required: true, localized: true },
    { name: 'heroImage', label: adminWords('shared.fields.heroImage'), type: 'upload', relationTo: 'media' },
  ],
}
