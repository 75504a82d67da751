import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { ADMIN_GROUPS, SIDE_OPTIONS } from '@/fields/options'
import { sectionField } from '@/fields/section'

export const UtilityPlacements: CollectionConfig = {
  slug: 'utility-placements',
  labels: { singular: 'Utility placement', plural: 'Utility placements' },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'description',
    defaultColumns: ['section', 'hero', 'side', 'description'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  fields: [
    sectionField,
    { name: 'hero', type: 'relationship', relationTo: 'heroes', required: true },
    { name: 'side', type: 'select', options: SIDE_OPTIONS, required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
