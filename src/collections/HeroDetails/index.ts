import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { nameValueRows } from '@/fields/name-value-rows'
import { adminWords, type AdminText } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { revalidateCollection } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'

import { withLiveDrafts } from '../live-drafts'
import { withTextStamp } from '@/fields/translation-stamp'

const heroList = (name: string, label: AdminText, description: AdminText) => ({
  name,
  label,
  type: 'relationship' as const,
  relationTo: 'heroes' as const,
  hasMany: true,
  admin: { description },
})

export const HeroDetails: CollectionConfig = withTextStamp(withLiveDrafts({
  slug: 'hero-details',
  labels: { singular: adminWords('hero-details.singular'), plural: adminWords('hero-details.plural') },
  admin: {
    group: ADMIN_GROUPS.heroes,
    useAsTitle: 'primaryJob',
    defaultColumns: ['hero', 'primaryJob', 'healingPriority'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  hooks: {
    afterChange: [expireShownPages, revalidateCollection],
    beforeDelete: [rememberShownPages],
    afterDelete: [expireShownPagesOnDelete, revalidateCollection],
  },
  fields: [
    { name: 'hero', label: adminWords('shared.fields.hero'), type: 'relationship', relationTo: 'heroes', required: true, unique: true },
    {
      type: 'row',
      fields: [
        { name: 'primaryJob', label: adminWords('hero-details.fields.primaryJob'), type: 'text', localized: true, admin: { width: '50%' } },
        { name: 'secondaryJob', label: adminWords('hero-details.fields.secondaryJob'), type: 'text', localized: true, admin: { width: '50%' } },
      ],
    },
    {
      name: 'healing',
      label: adminWords('hero-details.fields.healing'),
      type: 'text',
      localized: true,
      admin: { description: adminWords('hero-details.descriptions.healing') },
    },
    {
      name: 'healingPriority',
      label: adminWords('hero-details.fields.healingPriority'),
      type: 'number',
      min: 1,
      max: 5,
      admin: { description: adminWords('hero-details.descriptions.healingPriority') },
    },
    { name: 'notes', label: adminWords('shared.fields.notes'), type: 'textarea', localized: true },
    heroList('counters', adminWords('hero-details.fields.counters'), adminWords('hero-details.descriptions.counters')),
    heroList('counteredBy', adminWords('hero-details.fields.counteredBy'), adminWords('hero-details.descriptions.counteredBy')),
    heroList('synergies', adminWords('hero-details.fields.synergies'), adminWords('hero-details.descriptions.synergies')),
    nameValueRows('stats', {
      label: adminWords('hero-details.fields.stats'),
      labels: { singular: adminWords('hero-details.rows.stats.singular'), plural: adminWords('hero-details.rows.stats.plural') },
    }),
  ],
}))
