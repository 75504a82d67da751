import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS, HOW_TO_WIN_SIDE_OPTIONS, HOW_TO_WIN_TYPE_OPTIONS } from '@/fields/options'
import { revalidateCollection } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'

import { withLiveDrafts } from '../live-drafts'
import { withTextStamp } from '@/fields/translation-stamp'

export const HowToWin: CollectionConfig = withTextStamp(withLiveDrafts({
  slug: 'how-to-win',
  labels: { singular: adminWords('how-to-win.singular'), plural: adminWords('how-to-win.plural') },
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
    { name: 'hero', label: adminWords('shared.fields.hero'), type: 'relationship', relationTo: 'heroes', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'side', label: adminWords('shared.fields.side'), type: 'select', options: HOW_TO_WIN_SIDE_OPTIONS, required: true, admin: { width: '40%' } },
        { name: 'type', label: adminWords('shared.fields.type'), type: 'select', options: HOW_TO_WIN_TYPE_OPTIONS, required: true, admin: { width: '40%' } },
        { name: 'order', label: adminWords('shared.fields.order'), type: 'number', defaultValue: 0, admin: { width: '20%' } },
      ],
    },
    { name: 'text', label: adminWords('shared.fields.text'), type: 'textarea', required: true, localized: true },
  ],
}))
