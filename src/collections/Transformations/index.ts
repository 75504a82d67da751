import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { sectionField } from '@/fields/section'
import { revalidateCollection } from '@/cache/revalidate'
import { withTextStamp } from '@/fields/translation-stamp'

export const Transformations: CollectionConfig = withTextStamp({
  slug: 'transformations',
  labels: { singular: adminWords('transformations.singular'), plural: adminWords('transformations.plural') },
  admin: {
    group: ADMIN_GROUPS.maps,
    useAsTitle: 'description',
    defaultColumns: ['section', 'description', 'video'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  hooks: {
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollection],
  },
  fields: [
    sectionField,
    { name: 'description', label: adminWords('shared.fields.description'), type: 'textarea', required: true, localized: true },
    {
      name: 'video',
      label: adminWords('transformations.fields.video'),
      type: 'upload',
      relationTo: 'media',
      required: true,
      filterOptions: { mimeType: { contains: 'video' } },
      admin: { description: adminWords('transformations.descriptions.video') },
    },
  ],
})
