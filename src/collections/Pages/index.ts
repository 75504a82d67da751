import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminMessage, adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { webLinkProblem } from '@/rules/web-link'
import { revalidateCollection } from '@/cache/revalidate'

/** Terms, Privacy, About and the character profile page. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: adminWords('pages.singular'), plural: adminWords('pages.plural') },
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
    { name: 'title', label: adminWords('shared.fields.title'), type: 'text', required: true, localized: true },
    slugField('title'),
    {
      name: 'lastUpdated',
      label: adminWords('pages.fields.lastUpdated'),
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'MMMM d, yyyy' } },
    },
    { name: 'portrait', label: adminWords('pages.fields.portrait'), type: 'upload', relationTo: 'media', admin: { description: adminWords('pages.descriptions.portrait') } },
    {
      name: 'socialUrl',
      label: adminWords('pages.fields.socialUrl'),
      type: 'text',
      validate: (value: unknown, { req }: { req?: { t?: unknown } }) => (webLinkProblem(value) ? adminMessage(req, 'webLink') : true),
      admin: { description: adminWords('pages.descriptions.socialUrl') },
    },
    { name: 'socialHandle', label: adminWords('pages.fields.socialHandle'), type: 'text' },
    { name: 'body', label: adminWords('shared.fields.body'), type: 'richText', required: true, localized: true },
  ],
}
