import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { sectionField } from '@/fields/section'
import { revalidateCollection } from '@/cache/revalidate'
import { withTextStamp } from '@/fields/translation-stamp'

export const PowerPositions: CollectionConfig = withTextStamp({
  slug: 'power-positions',
  labels: { singular: adminWords('power-positions.singular'), plural: adminWords('power-positions.plural') },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'defDescription',
    defaultColumns: ['section', 'defDescription', 'atkDescription'],
    description: adminWords('power-positions.description'),
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
    { name: 'atkDescription', label: adminWords('shared.fields.atkDescription'), type: 'textarea', localized: true },
    { name: 'image', label: adminWords('shared.fields.image'), type: 'upload', relationTo: 'media' },
  ],
})
