import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { sectionField } from '@/fields/section'
import { revalidateCollection } from '@/cache/revalidate'
import { withTextStamp } from '@/fields/translation-stamp'

export const PowerPositions: CollectionConfig = withTextStamp({
  slug: 'power-positions',
  labels: { singular: 'Power position', plural: 'Power positions' },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'defDescription',
    defaultColumns: ['section', 'defDescription', 'atkDescription'],
    description: 'The “Hot Spot” of a section. Domination maps show only the defender text.',
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  hooks: {
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollection],
  },
  fields: [
    sectionField,
    { name: 'defDescription', label: 'Defender description', type: 'textarea', required: true, localized: true },
    { name: 'atkDescription', label: 'Attacker description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
})
