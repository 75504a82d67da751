import type { CollectionConfig } from 'payload'

import { adminFieldOnly, adminOrSelf, hiddenFromNonAdmins, isAdmin, ROLES } from '@/access'
import { adminOptions, adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'

import { secureCookies } from '@/cms-wiring/site-url'
import { revalidateCollection } from '@/cache/revalidate'

import { evenSignInTime, firstUserIsAdmin } from './hooks'

/**
 * Failed sign-ins before Payload locks an account, and for how long. Above the per-address budget
 * (RATE_LIMITS.login: 10 per 15 minutes), so locking an account takes several
 * addresses, and the lock ends by itself.
 */
const SIGN_IN_LOCK = { attempts: 20, lockMs: 15 * 60_000 } as const

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: adminWords('users.singular'), plural: adminWords('users.plural') },
  auth: {
    // Per account, above the per-address throttle (src/api/cms-rest.ts), so one address alone can never lock
    // anybody out; the sign-in answer does not say whether an account is locked.
    maxLoginAttempts: SIGN_IN_LOCK.attempts,
    lockTime: SIGN_IN_LOCK.lockMs,
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
  },
  admin: {
    group: ADMIN_GROUPS.admin,
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: {
    // Payload's create-first-user screen runs before anyone can be an admin; see the hook.
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeChange: [firstUserIsAdmin],
    beforeOperation: [evenSignInTime],
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollection],
  },
  fields: [
    { name: 'name', label: adminWords('shared.fields.name'), type: 'text' },
    {
      name: 'role',
      label: adminWords('shared.fields.role'),
      type: 'select',
      required: true,
      defaultValue: 'author',
      options: adminOptions('users.options.role', ROLES),
      saveToJWT: true,
      access: { create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        position: 'sidebar',
        description: adminWords('users.descriptions.role'),
      },
    },
  ],
}
