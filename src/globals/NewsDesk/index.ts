import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { revalidateGlobal } from '@/cache/revalidate'

/** The news author's byline: "News with {authorName}" and the bio overlay. Authors may edit their own desk. */
export const NewsDesk: GlobalConfig = {
  slug: 'news-desk',
  label: 'News desk',
  admin: { group: ADMIN_GROUPS.editorial },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'authorName', label: 'Author name', type: 'text', required: true },
    { name: 'avatar', type: 'upload', relationTo: 'media' },
    { name: 'bio', type: 'richText' },
  ],
}
