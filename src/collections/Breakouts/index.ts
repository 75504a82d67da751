import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { sectionField } from '@/fields/section'
import { revalidateCollection } from '@/cache/revalidate'
import { withTextStamp } from '@/fields/translation-stamp'

export const Breakouts: CollectionConfig = withTextStamp({
  slug: 'breakouts',
  labels: { singular: adminWords('breakouts.singular'), plural: adminWords('breakouts.plural') },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'defDescription',
    defaultColumns: ['section', 'defDescription', 'atkDescription'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  hooks: {
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollection],
  },
  fields: [
    sectionField,
    { name: 'defDescription', label: adminWords('shared.fields.defDescription'), type: 'textarea', required: true, localized: true },
    { name: 'defImage', label: adminWords('breakouts.fields.defImage'), type: 'upload', relationTo: 'media' },
    { name: 'atkDescription', label: adminWords('shared.fields.atkDescription'), type: 'textarea', required: true, localized: true },
    { name: 'atkImage', label: adminWords('breakouts.fields.atkImage'), type: 'upload', relationTo: 'media' },
  ],
})
