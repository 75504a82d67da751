import type { GlobalConfig } from 'payload'

import { anyone, hiddenFromAuthors, isEditor } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { revalidateGlobal } from '@/cache/revalidate'

/** The home page rotates through this many taglines. */
const TAGLINE_COUNT = 35

export const Home: GlobalConfig = {
  slug: 'home',
  label: adminWords('home.label'),
  admin: { group: ADMIN_GROUPS.editorial, hidden: hiddenFromAuthors },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'backgroundVideo',
      label: adminWords('home.fields.backgroundVideo'),
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
      admin: { description: adminWords('home.descriptions.backgroundVideo') },
    },
    {
      name: 'taglines',
      label: adminWords('home.fields.taglines'),
      labels: { singular: adminWords('home.rows.taglines.singular'), plural: adminWords('home.rows.taglines.plural') },
      type: 'array',
      minRows: 1,
      maxRows: TAGLINE_COUNT,
      admin: { description: adminWords('home.descriptions.taglines', { max: TAGLINE_COUNT }) },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'text', label: adminWords('shared.fields.text'), type: 'text', required: true, maxLength: 120, admin: { width: '70%' } },
            { name: 'hero', label: adminWords('shared.fields.hero'), type: 'relationship', relationTo: 'heroes', admin: { width: '30%' } },
          ],
        },
      ],
    },
  ],
}
