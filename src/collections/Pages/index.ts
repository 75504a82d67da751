import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { webLinkProblem } from '@/rules/web-link'
import { revalidateCollection } from '@/cache/revalidate'

/** Terms, Privacy, About and the character profile page. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: ADMIN_GROUPS.editorial,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'lastUpdated'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  hooks: {
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollection],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('title'),
    {
      name: 'lastUpdated',
      label: 'Last updated',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'MMMM d, yyyy' } },
    },
    { name: 'portrait', type: 'upload', relationTo: 'media', admin: { description: 'Character profile pages only.' } },
    {
      name: 'socialUrl',
      label: 'Social account URL',
      type: 'text',
      validate: (value: unknown) => webLinkProblem(value) ?? true,
      admin: { description: 'Character profile pages only. A web address: https://…' },
    },
    { name: 'socialHandle', label: 'Social handle', type: 'text' },
    { name: 'body', type: 'richText', required: true, localized: true },
  ],
}
