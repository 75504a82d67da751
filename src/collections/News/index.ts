import type { CollectionConfig } from 'payload'

import { editorOrCreator, isStaff, publishedOrStaff } from '@/access'
import { createdByField } from '@/fields/created-by'
import { ADMIN_GROUPS } from '@/fields/options'
import { LIVE_PREVIEW_AUTOSAVE_MS } from '@/lib/constants'

import { stampFirstPublish } from './hooks'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News entry', plural: 'News' },
  admin: {
    group: ADMIN_GROUPS.editorial,
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
  },
  // Authors write news and edit, publish or delete their own entries; editors and admins all entries.
  access: { read: publishedOrStaff, create: isStaff, update: editorOrCreator, delete: editorOrCreator, readVersions: isStaff },
  defaultSort: '-publishedAt',
  versions: {
    maxPerDoc: 50,
    // Minute steps in the schedule picker: "in five minutes" should not have to mean "at the next :05".
    drafts: { autosave: { interval: LIVE_PREVIEW_AUTOSAVE_MS }, schedulePublish: { timeIntervals: 1 } },
  },
  hooks: { beforeChange: [stampFirstPublish] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'body', type: 'richText', required: true },
    {
      name: 'publishedAt',
      label: 'Published date',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The date readers see. Leave it empty to use the moment the entry is published; to publish later, use “Schedule publish”.',
      },
    },
    createdByField(),
  ],
}
