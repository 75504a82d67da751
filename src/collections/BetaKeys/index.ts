import type { CollectionConfig } from 'payload'

import { hiddenFromAuthors, inboxAccess } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { revalidateCollection } from '@/cache/revalidate'

/** Keys handed out by POST /api/beta/create; validatedCount counts successful validations. */
export const BetaKeys: CollectionConfig = {
  slug: 'beta-keys',
  labels: { singular: adminWords('beta-keys.singular'), plural: adminWords('beta-keys.plural') },
  admin: {
    group: ADMIN_GROUPS.inbox,
    useAsTitle: 'key',
    defaultColumns: ['key', 'createdAt', 'validatedCount'],
    hidden: hiddenFromAuthors,
  },
  access: inboxAccess,
  defaultSort: '-createdAt',
  hooks: {
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollection],
  },
  fields: [
    { name: 'key', label: adminWords('beta-keys.fields.key'), type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'validatedCount', label: adminWords('beta-keys.fields.validatedCount'), type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true } },
  ],
}
