import type { CollectionConfig } from 'payload'

import { hiddenFromAuthors, inboxAccess, serverFieldOnly } from '@/access'
import type { Catalogue } from '@/i18n/catalogue'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { revalidateCollection } from '@/cache/revalidate'

const text = (name: keyof Catalogue['Admin']['feedback']['fields'], maxLength = 500) => ({
  name,
  label: adminWords(`feedback.fields.${name}`),
  type: 'text' as const,
  maxLength,
  admin: { readOnly: true },
})

/** Where a visitor wrote from: the public /api fills it from the request, and nobody else writes it. */
const fromServer = (name: 'ip' | 'country') => ({ ...text(name, 500), access: { create: serverFieldOnly, update: serverFieldOnly } })

/**
 * What visitors send from the feedback dialog. The public /api creates these after validating and rate
 * limiting; through /cms-api only editors may create them, and nobody there may set or change ip and country.
 */
export const Feedback: CollectionConfig = {
  slug: 'feedback',
  labels: { singular: adminWords('feedback.singular'), plural: adminWords('feedback.plural') },
  admin: {
    group: ADMIN_GROUPS.inbox,
    useAsTitle: 'message',
    defaultColumns: ['createdAt', 'onPage', 'device', 'message', 'read'],
    listSearchableFields: ['message', 'contact', 'onPage'],
    hidden: hiddenFromAuthors,
    components: { beforeListTable: ['/components/admin/FeedbackFilters#FeedbackFilters'] },
  },
  access: inboxAccess,
  defaultSort: '-createdAt',
  hooks: {
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollection],
  },
  fields: [
    {
      name: 'message',
      label: adminWords('feedback.fields.message'),
      type: 'textarea',
      required: true,
      maxLength: 5000,
      admin: { readOnly: true, components: { Cell: '/components/admin/FeedbackMessageCell#FeedbackMessageCell' } },
    },
    text('contact', 200),
    text('onPage', 500),
    { type: 'row', fields: [text('browser'), text('device'), text('os', 500), text('resolution')] },
    text('referrer'),
    text('userAgent', 500),
    { type: 'row', fields: [fromServer('ip'), fromServer('country'), text('timezone', 500)] },
    {
      name: 'read',
      label: adminWords('feedback.fields.read'),
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: adminWords('feedback.descriptions.read'),
        components: { Cell: '/components/admin/FeedbackReadCell#FeedbackReadCell' },
      },
    },
  ],
}
