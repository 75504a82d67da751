import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { revalidateGlobal } from '@/cache/revalidate'

/** The news author's byline: "News with {authorName}" and the bio overlay. Authors may edit their own desk. */
export const NewsDesk: GlobalConfig = {
  slug: 'news-desk',
  label: adminWords('news-desk.label'),
  admin: { group: ADMIN_GROUPS.editorial },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'authorName', label: adminWords('news-desk.fields.authorName'), type: 'text', required: true },
    { name: 'avatar', label: adminWords('shared.fields.avatar'), type: 'upload', relationTo: 'media' },
    { name: 'bio', label: adminWords('news-desk.fields.bio'), type: 'richText' },
  ],
}
