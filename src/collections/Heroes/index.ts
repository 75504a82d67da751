import type { CollectionConfig } from 'payload'

import { contentAccess, hiddenFromAuthors } from '@/access'
import { ADMIN_GROUPS, ROLE_OPTIONS } from '@/fields/options'
import { slugField } from '@/fields/slug'

import { withLiveDrafts } from '../live-drafts'

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
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'nickname',
      type: 'text',
      required: true,
      admin: { description: 'The name players know; the roster sorts by it.' },
    },
    slugField(),
    { name: 'role', type: 'select', options: ROLE_OPTIONS, required: true, index: true },
    {
      name: 'added',
      type: 'text',
      admin: { description: 'When the hero joined the game, e.g. "launch" or "S4".' },
    },
    { name: 'avatar', type: 'upload', relationTo: 'media' },
    { name: 'background', type: 'upload', relationTo: 'media' },
    { name: 'statsImage', label: 'Stats image', type: 'upload', relationTo: 'media' },
  ],
})
