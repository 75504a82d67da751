import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS, ROLE_OPTIONS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { stampChecker, verifiedOnFields } from '@/fields/verified-on'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'

import { checkedForEndpoint } from '../checked-for'

import { withLiveDrafts } from '../live-drafts'

import { validVariants, variantsOrSlug } from './hooks'

export const Heroes: CollectionConfig = withLiveDrafts({
  slug: 'heroes',
  labels: { singular: adminWords('heroes.singular'), plural: adminWords('heroes.plural') },
  admin: {
    group: ADMIN_GROUPS.heroes,
    useAsTitle: 'nickname',
    defaultColumns: ['nickname', 'role', 'slug', 'avatar'],
    listSearchableFields: ['name', 'nickname', 'slug'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  defaultSort: 'nickname',
  endpoints: [checkedForEndpoint('heroes')],
  hooks: {
    beforeChange: [stampChecker],
    afterChange: [indexForSearch, expireShownPages, revalidateCollection],
    beforeDelete: [rememberShownPages],
    afterDelete: [indexForSearch, expireShownPagesOnDelete, revalidateCollection],
  },
  fields: [
    { name: 'name', label: adminWords('shared.fields.name'), type: 'text', required: true },
    {
      name: 'nickname',
      label: adminWords('heroes.fields.nickname'),
      type: 'text',
      required: true,
      admin: { description: adminWords('heroes.descriptions.nickname') },
    },
    slugField(),
    {
      name: 'variants',
      label: adminWords('heroes.fields.variants'),
      type: 'text',
      hasMany: true,
      admin: {
        description: adminWords('heroes.descriptions.variants'),
      },
      hooks: { beforeValidate: [variantsOrSlug] },
      validate: validVariants,
    },
    { name: 'role', label: adminWords('shared.fields.role'), type: 'select', options: ROLE_OPTIONS, required: true, index: true },
    {
      name: 'added',
      label: adminWords('shared.fields.added'),
      type: 'text',
      admin: { description: adminWords('heroes.descriptions.added') },
    },
    ...verifiedOnFields('hero'),
    { name: 'avatar', label: adminWords('shared.fields.avatar'), type: 'upload', relationTo: 'media' },
    { name: 'background', label: adminWords('heroes.fields.background'), type: 'upload', relationTo: 'media' },
    { name: 'statsImage', label: adminWords('heroes.fields.statsImage'), type: 'upload', relationTo: 'media' },
    // The rest of the hero's guide, which lives in its own collections: listed here, edited in a drawer,
    // and "Add new" fills in this hero.
    {
      name: 'abilities',
      label: adminWords('heroes.fields.abilities'),
      type: 'join',
      collection: 'hero-abilities',
      on: 'hero',
      defaultSort: 'order',
      defaultLimit: 0,
      admin: {
        defaultColumns: ['name', 'variant', 'type', 'button'],
        components: { Field: '/components/admin/AbilitiesByVariantField#AbilitiesByVariantField' },
      },
    },
    {
      name: 'details',
      label: adminWords('shared.fields.details'),
      type: 'join',
      collection: 'hero-details',
      on: 'hero',
      admin: { defaultColumns: ['primaryJob', 'secondaryJob', 'healingPriority'], description: adminWords('heroes.descriptions.details') },
    },
    {
      name: 'howToWin',
      label: adminWords('heroes.fields.howToWin'),
      type: 'join',
      collection: 'how-to-win',
      on: 'hero',
      defaultSort: 'order',
      defaultLimit: 0,
      admin: { defaultColumns: ['side', 'type', 'order', 'text'] },
    },
    {
      name: 'teamUps',
      label: adminWords('heroes.fields.teamUps'),
      type: 'join',
      collection: 'team-ups',
      on: 'hero',
      defaultLimit: 0,
      admin: { defaultColumns: ['name', 'seasonStart', 'seasonEnd', 'description'], description: adminWords('heroes.descriptions.teamUps') },
    },
  ],
})
