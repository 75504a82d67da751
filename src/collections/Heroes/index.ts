import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
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
    { name: 'name', type: 'text', required: true },
    {
      name: 'nickname',
      type: 'text',
      required: true,
      admin: { description: 'The name players know; the roster sorts by it.' },
    },
    slugField(),
    {
      name: 'variants',
      type: 'text',
      hasMany: true,
      admin: {
        description:
          'The hero’s forms, as slugs (e.g. bruce-banner, hero-hulk, monster-hulk); type one and press Enter to add it. A one-form hero has its own slug. The guide shows them as words.',
      },
      hooks: { beforeValidate: [variantsOrSlug] },
      validate: validVariants,
    },
    { name: 'role', type: 'select', options: ROLE_OPTIONS, required: true, index: true },
    {
      name: 'added',
      type: 'text',
      admin: { description: 'When the hero joined the game, e.g. "launch" or "S4".' },
    },
    ...verifiedOnFields('hero'),
    { name: 'avatar', type: 'upload', relationTo: 'media' },
    { name: 'background', type: 'upload', relationTo: 'media' },
    { name: 'statsImage', label: 'Stats image', type: 'upload', relationTo: 'media' },
    // The rest of the hero's guide, which lives in its own collections: listed here, edited in a drawer,
    // and "Add new" fills in this hero.
    {
      name: 'abilities',
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
      type: 'join',
      collection: 'hero-details',
      on: 'hero',
      admin: { defaultColumns: ['primaryJob', 'secondaryJob', 'healingPriority'], description: 'One entry per hero.' },
    },
    {
      name: 'howToWin',
      label: 'How to win',
      type: 'join',
      collection: 'how-to-win',
      on: 'hero',
      defaultSort: 'order',
      defaultLimit: 0,
      admin: { defaultColumns: ['side', 'type', 'order', 'text'] },
    },
    {
      name: 'teamUps',
      label: 'Team-ups',
      type: 'join',
      collection: 'team-ups',
      on: 'hero',
      defaultLimit: 0,
      admin: { defaultColumns: ['name', 'seasonStart', 'seasonEnd', 'description'], description: 'Team-ups this hero anchors.' },
    },
  ],
})
