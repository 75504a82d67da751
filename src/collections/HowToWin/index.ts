import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { ADMIN_GROUPS, HOW_TO_WIN_SIDE_OPTIONS, HOW_TO_WIN_TYPE_OPTIONS } from '@/fields/options'
import { revalidateCollection } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'

import { withLiveDrafts } from '../live-drafts'
import { withTextStamp } from '@/fields/translation-stamp'

export const HowToWin: CollectionConfig = withTextStamp(withLiveDrafts({
  slug: 'how-to-win',
  labels: { singular: 'How-to-win entry', plural: 'How-to-win entries' },
  admin: {
    group: ADMIN_GROUPS.heroes,
    useAsTitle: 'text',
    defaultColumns: ['hero', 'side', 'type', 'order', 'text'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  defaultSort: 'order',
  hooks: {
    afterChange: [expireShownPages, revalidateCollection],
    beforeDelete: [rememberShownPages],
    afterDelete: [expireShownPagesOnDelete, revalidateCollection],
  },
  fields: [
    { name: 'hero', type: 'relationship', relationTo: 'heroes', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'side', type: 'select', options: HOW_TO_WIN_SIDE_OPTIONS, required: true, admin: { width: '40%' } },
        { name: 'type', type: 'select', options: HOW_TO_WIN_TYPE_OPTIONS, required: true, admin: { width: '40%' } },
        { name: 'order', type: 'number', defaultValue: 0, admin: { width: '20%' } },
      ],
    },
    { name: 'text', type: 'textarea', required: true, localized: true },
  ],
}))
