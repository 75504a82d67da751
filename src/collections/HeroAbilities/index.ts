import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { nameValueRows } from '@/fields/name-value-rows'
import { adminWords } from '@/i18n/admin-words'
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
  labels: { singular: adminWords('hero-abilities.singular'), plural: adminWords('hero-abilities.plural') },
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
    { name: 'hero', label: adminWords('shared.fields.hero'), type: 'relationship', relationTo: 'heroes', required: true, index: true },
    { name: 'name', label: adminWords('shared.fields.name'), type: 'text', required: true },
    slugField('name', { unique: false }),
    {
      type: 'row',
      fields: [
        {
          name: 'variant',
          label: adminWords('hero-abilities.fields.variant'),
          type: 'text',
          required: true,
          admin: { width: '34%', components: { Field: '/components/admin/VariantField#VariantField' } },
          validate: variantOfHero,
        },
        { name: 'type', label: adminWords('shared.fields.type'), type: 'select', options: ABILITY_TYPE_OPTIONS, required: true, admin: { width: '33%' } },
        { name: 'button', label: adminWords('hero-abilities.fields.button'), type: 'select', options: BUTTON_OPTIONS, required: true, admin: { width: '33%' } },
      ],
    },
    { name: 'description', label: adminWords('shared.fields.description'), type: 'textarea', required: true, localized: true },
    nameValueRows('properties', {
      label: adminWords('hero-abilities.fields.properties'),
      labels: { singular: adminWords('hero-abilities.rows.properties.singular'), plural: adminWords('hero-abilities.rows.properties.plural') },
      description: adminWords('hero-abilities.descriptions.properties'),
    }),
    { name: 'image', label: adminWords('shared.fields.image'), type: 'upload', relationTo: 'media' },
    { name: 'order', label: adminWords('shared.fields.order'), type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}))
