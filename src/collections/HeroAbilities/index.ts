import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { nameValueRows } from '@/fields/name-value-rows'
import { ABILITY_TYPE_OPTIONS, ADMIN_GROUPS, BUTTON_OPTIONS } from '@/fields/options'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages } from '@/cache/shown-pages'

import { withLiveDrafts } from '../live-drafts'

import { variantOfHero } from './hooks'
import { withTextStamp } from '@/fields/translation-stamp'

export const HeroAbilities: CollectionConfig = withTextStamp(withLiveDrafts({
  slug: 'hero-abilities',
  labels: { singular: 'Hero ability', plural: 'Hero abilities' },
  admin: {
    group: ADMIN_GROUPS.heroes,
    useAsTitle: 'name',
    defaultColumns: ['name', 'hero', 'variant', 'type', 'button'],
    hidden: hiddenFromAuthors,
  },
  access: contentAccess,
  defaultSort: 'order',
  // Team-up bonuses refer to an ability by slug: unique within a hero's form (Hulk's forms share some names).
  indexes: [{ fields: ['hero', 'variant', 'slug'], unique: true }],
  hooks: {
    afterChange: [indexForSearch, expireShownPages, revalidateCollection],
    beforeDelete: [rememberShownPages],
    afterDelete: [indexForSearch, expireShownPagesOnDelete, revalidateCollection],
  },
  fields: [
    { name: 'hero', type: 'relationship', relationTo: 'heroes', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    slugField('name', { unique: false }),
    {
      type: 'row',
      fields: [
        {
          name: 'variant',
          type: 'text',
          required: true,
          admin: { width: '34%', components: { Field: '/components/admin/VariantField#VariantField' } },
          validate: variantOfHero,
        },
        { name: 'type', type: 'select', options: ABILITY_TYPE_OPTIONS, required: true, admin: { width: '33%' } },
        { name: 'button', type: 'select', options: BUTTON_OPTIONS, required: true, admin: { width: '33%' } },
      ],
    },
    { name: 'description', type: 'textarea', required: true, localized: true },
    nameValueRows('properties', 'Properties', 'Shown as name/value rows; underscores in names read as spaces.'),
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}))
