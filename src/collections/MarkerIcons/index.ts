import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/cache/revalidate'

export const MarkerIcons: CollectionConfig = {
  slug: 'marker-icons',
  labels: { singular: 'Marker icon', plural: 'Marker icons' },
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
      type: 'text',
      required: true,
      admin: { description: 'A name containing “hp” marks a health pack, drawn at 25 px instead of 50 px.' },
    },
    slugField(),
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
  ],
}
