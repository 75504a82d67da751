import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News entry', plural: 'News' },
  admin: {
    group: ADMIN_GROUPS.editorial,
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  defaultSort: '-publishedAt',
  versions: {
    maxPerDoc: 50,
    drafts: { autosave: false, schedulePublish: true },
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'body', type: 'richText', required: true },
    {
      name: 'publishedAt',
      label: 'Published date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The date readers see. To publish later, use “Schedule publish”.',
      },
    },
  ],
}
