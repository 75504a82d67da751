import type { CollectionConfig } from 'payload'

import { editorFieldOnly, editorOrCreator, isStaff, publishedOrStaff } from '@/access'
import { createdByField } from '@/fields/created-by'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { NEWS_EXCERPT_MAX_CHARS } from '@/rules/news-excerpt'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

import { LIVE_PREVIEW_AUTOSAVE_MS } from '../live-drafts'
import { stampFirstPublish } from './hooks'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: adminWords('news.singular'), plural: adminWords('news.plural') },
  admin: {
    group: ADMIN_GROUPS.editorial,
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status', 'author', 'updatedAt'],
  },
  // Authors write news and edit, publish or delete their own entries; editors and admins all entries.
  access: { read: publishedOrStaff, create: isStaff, update: editorOrCreator, delete: editorOrCreator, readVersions: isStaff },
  defaultSort: '-publishedAt',
  versions: {
    maxPerDoc: 50,
    // Minute steps in the schedule picker: "in five minutes" should not have to mean "at the next :05".
    // `validate`: opening "Create New" stores nothing (see src/collections/live-drafts.ts).
    drafts: { autosave: { interval: LIVE_PREVIEW_AUTOSAVE_MS }, schedulePublish: { timeIntervals: 1 }, validate: true },
  },
  hooks: {
    beforeChange: [stampFirstPublish],
    afterChange: [indexForSearch, revalidateCollection],
    afterDelete: [indexForSearch, revalidateCollection],
  },
  fields: [
    { name: 'title', label: adminWords('shared.fields.title'), type: 'text', required: true, localized: true },
    slugField('title'),
    {
      name: 'excerpt',
      label: adminWords('news.fields.excerpt'),
      type: 'textarea',
      localized: true,
      maxLength: NEWS_EXCERPT_MAX_CHARS,
      admin: {
        description: adminWords('news.descriptions.excerpt', { max: NEWS_EXCERPT_MAX_CHARS }),
      },
    },
    {
      name: 'cover',
      label: adminWords('news.fields.cover'),
      type: 'upload',
      relationTo: 'media',
      admin: { description: adminWords('news.descriptions.cover') },
    },
    { name: 'body', label: adminWords('shared.fields.body'), type: 'richText', required: true, localized: true },
    {
      name: 'author',
      label: adminWords('news.fields.author'),
      type: 'relationship',
      relationTo: 'users',
      defaultValue: ({ user }: { user?: { id: number | string } | null }) => user?.id,
      // An author's new entry carries their own name, whatever the request says; only editors and admins pick another.
      access: { create: editorFieldOnly, update: editorFieldOnly },
      admin: { position: 'sidebar', description: adminWords('news.descriptions.author') },
    },
    {
      name: 'publishedAt',
      label: adminWords('news.fields.publishedAt'),
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: adminWords('news.descriptions.publishedAt'),
      },
    },
    createdByField(),
  ],
}
