import type { CollectionConfig } from 'payload'

import { hiddenFromAuthors, inboxAccess, serverFieldOnly } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { revalidateCollection } from '@/cache/revalidate'

const text = (name: string, maxLength = 500, label?: string) => ({
  name,
  label,
  type: 'text' as const,
  maxLength,
  admin: { readOnly: true },
})

/** Where a visitor wrote from: the public /api fills it from the request, and nobody else writes it. */
const fromServer = (name: string, label?: string) => ({ ...text(name, 500, label), access: { create: serverFieldOnly, update: serverFieldOnly } })

/**
 * What visitors send from the feedback dialog. The public /api creates these after validating and rate
 * limiting; through /cms-api only editors may create them, and nobody there may set or change ip and country.
 */
export const Feedback: CollectionConfig = {
  slug: 'feedback',
  labels: { singular: 'Feedback', plural: 'Feedback' },
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
      type: 'textarea',
      required: true,
      maxLength: 5000,
      admin: { readOnly: true, components: { Cell: '/components/admin/FeedbackMessageCell#FeedbackMessageCell' } },
    },
    text('contact', 200),
    text('onPage', 500, 'Page'),
    { type: 'row', fields: [text('browser'), text('device'), text('os', 500, 'OS'), text('resolution')] },
    text('referrer'),
    text('userAgent', 500, 'User agent'),
    { type: 'row', fields: [fromServer('ip', 'IP'), fromServer('country'), text('timezone', 500, 'Time zone')] },
    {
      name: 'read',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Tick once someone has read it; the list has a button for it too.',
        components: { Cell: '/components/admin/FeedbackReadCell#FeedbackReadCell' },
      },
    },
  ],
}
