import type { GlobalConfig } from 'payload'

import { anyone, hiddenFromAuthors, isEditor } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { revalidateGlobal } from '@/cache/revalidate'

/** The home page rotates through this many taglines. */
const TAGLINE_COUNT = 35

export const Home: GlobalConfig = {
  slug: 'home',
  label: 'Home',
  admin: { group: ADMIN_GROUPS.editorial, hidden: hiddenFromAuthors },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'backgroundVideo',
      label: 'Background video',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
      admin: { description: 'Plays muted and looping behind the home page.' },
    },
    {
      name: 'taglines',
      type: 'array',
      minRows: 1,
      maxRows: TAGLINE_COUNT,
      admin: { description: `Hero catchphrases; the home page rotates through them (up to ${TAGLINE_COUNT}).` },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'text', type: 'text', required: true, maxLength: 120, admin: { width: '70%' } },
            { name: 'hero', type: 'relationship', relationTo: 'heroes', admin: { width: '30%' } },
          ],
        },
      ],
    },
  ],
}
