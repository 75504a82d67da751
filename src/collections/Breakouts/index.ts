import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { sectionField } from '@/fields/section'
import { revalidateCollection } from '@/cache/revalidate'
import { withTextStamp } from '@/fields/translation-stamp'

export const Breakouts: CollectionConfig = withTextStamp({
  slug: 'breakouts',
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
    { name: 'defDescription', label: 'Defender description', type: 'textarea', required: true, localized: true },
    { name: 'defImage', label: 'Defender image', type: 'upload', relationTo: 'media' },
    { name: 'atkDescription', label: 'Attacker description', type: 'textarea', required: true, localized: true },
    { name: 'atkImage', label: 'Attacker image', type: 'upload', relationTo: 'media' },
  ],
})
