import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/cache/revalidate'

export const MarkerIcons: CollectionConfig = {
  slug: 'marker-icons',
  labels: { singular: adminWords('marker-icons.singular'), plural: adminWords('marker-icons.plural') },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'image'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  defaultSort: 'name',
  hooks: {
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollection],
  },
  fields: [
    {
      name: 'name',
      label: adminWords('shared.fields.name'),
      type: 'text',
      required: true,
      admin: { description: adminWords('marker-icons.descriptions.name') },
    },
    slugField(),
    { name: 'image', label: adminWords('shared.fields.image'), type: 'upload', relationTo: 'media', required: true },
  ],
}
