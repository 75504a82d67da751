import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminMessage, adminWords, type AdminText } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'

import { withLiveDrafts } from '../live-drafts'

const SEASON = /^(launch|S\d+(\.5)?)$/

const season = (name: string, label: AdminText, required: boolean) => ({
  name,
  label,
  type: 'text' as const,
  required,
  admin: { width: '50%', description: adminWords(required ? 'team-ups.descriptions.seasonStart' : 'team-ups.descriptions.seasonEnd') },
  validate: (value: string | null | undefined, { req }: { req?: { t?: unknown } }) =>
    (!value && !required) || (value && SEASON.test(value)) ? true : adminMessage(req, 'teamUpSeason'),
})

export const TeamUps: CollectionConfig = withLiveDrafts({
  slug: 'team-ups',
  labels: { singular: adminWords('team-ups.singular'), plural: adminWords('team-ups.plural') },
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
    { name: 'name', label: adminWords('shared.fields.name'), type: 'text', required: true },
    slugField(),
    {
      name: 'hero',
      label: adminWords('shared.fields.hero'),
      type: 'relationship',
      relationTo: 'heroes',
      required: true,
      index: true,
      admin: { description: adminWords('team-ups.descriptions.hero') },
    },
    { name: 'teammates', label: adminWords('team-ups.fields.teammates'), type: 'relationship', relationTo: 'heroes', hasMany: true, required: true },
    {
      name: 'bonus',
      label: adminWords('team-ups.fields.bonus'),
      type: 'relationship',
      relationTo: 'hero-abilities',
      admin: { description: adminWords('team-ups.descriptions.bonus') },
    },
    { name: 'description', label: adminWords('shared.fields.description'), type: 'textarea', localized: true },
    { type: 'row', fields: [season('seasonStart', adminWords('team-ups.fields.seasonStart'), true), season('seasonEnd', adminWords('team-ups.fields.seasonEnd'), false)] },
  ],
})
