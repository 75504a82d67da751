import type { CollectionConfig } from 'payload'

import { hiddenFromAuthors, inboxAccess } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { revalidateCollection } from '@/cache/revalidate'

/** Keys handed out by POST /api/beta/create; validatedCount counts successful validations. */
export const BetaKeys: CollectionConfig = {
  slug: 'beta-keys',
  labels: { singular: 'Beta key', plural: 'Beta keys' },
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
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'validatedCount', label: 'Validations', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true } },
  ],
}
