import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'

import { withLiveDrafts } from '../live-drafts'

const SEASON = /^(launch|S\d+(\.5)?)$/

const season = (name: string, label: string, required: boolean) => ({
  name,
  label,
  type: 'text' as const,
  required,
  admin: { width: '50%', description: required ? '"launch" or a season like S2.5' : 'Empty while it is still live' },
  validate: (value: string | null | undefined) =>
    (!value && !required) || (value && SEASON.test(value)) ? true : 'Use "launch" or a season like S1 or S2.5.',
})

export const TeamUps: CollectionConfig = withLiveDrafts({
  slug: 'team-ups',
  labels: { singular: 'Team-up', plural: 'Team-ups' },
  admin: {
    group: ADMIN_GROUPS.heroes,
    useAsTitle: 'name',
    defaultColumns: ['name', 'hero', 'teammates', 'seasonStart', 'seasonEnd'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  defaultSort: 'name',
  hooks: {
    afterChange: [expireShownPages, revalidateCollection],
    beforeDelete: [rememberShownPages],
    afterDelete: [expireShownPagesOnDelete, revalidateCollection],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(),
    {
      name: 'hero',
      type: 'relationship',
      relationTo: 'heroes',
      required: true,
      index: true,
      admin: { description: 'The anchor hero the team-up belongs to.' },
    },
    { name: 'teammates', type: 'relationship', relationTo: 'heroes', hasMany: true, required: true },
    {
      name: 'bonus',
      type: 'relationship',
      relationTo: 'hero-abilities',
      admin: { description: 'The ability the team-up grants.' },
    },
    { name: 'description', type: 'textarea', localized: true },
    { type: 'row', fields: [season('seasonStart', 'First season', true), season('seasonEnd', 'Last season', false)] },
  ],
})
