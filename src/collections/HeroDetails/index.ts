import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { nameValueRows } from '@/fields/name-value-rows'
import { ADMIN_GROUPS } from '@/fields/options'
import { revalidateCollection } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'

import { withLiveDrafts } from '../live-drafts'
import { withTextStamp } from '@/fields/translation-stamp'

const heroList = (name: string, label: string, description: string) => ({
  name,
  label,
  type: 'relationship' as const,
  relationTo: 'heroes' as const,
  hasMany: true,
  admin: { description },
})

export const HeroDetails: CollectionConfig = withTextStamp(withLiveDrafts({
  slug: 'hero-details',
  labels: { singular: 'Hero details', plural: 'Hero details' },
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
    { name: 'hero', type: 'relationship', relationTo: 'heroes', required: true, unique: true },
    {
      type: 'row',
      fields: [
        { name: 'primaryJob', label: 'Primary job', type: 'text', localized: true, admin: { width: '50%' } },
        { name: 'secondaryJob', label: 'Secondary job', type: 'text', localized: true, admin: { width: '50%' } },
      ],
    },
    {
      name: 'healing',
      type: 'text',
      localized: true,
      admin: { description: 'Primary source of health while playing as this hero.' },
    },
    {
      name: 'healingPriority',
      label: 'Healing priority',
      type: 'number',
      min: 1,
      max: 5,
      admin: { description: 'How important it is for strategists to focus this hero: 1 (most) to 5 (least).' },
    },
    { name: 'notes', type: 'textarea', localized: true },
    heroList('counters', 'Counters', 'Heroes this hero is strong against.'),
    heroList('counteredBy', 'Countered by', 'Heroes that are strong against this hero.'),
    heroList('synergies', 'Synergies', 'Heroes this hero plays well with.'),
    nameValueRows('stats', 'Stats'),
  ],
}))
