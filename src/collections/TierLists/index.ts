import type { CollectionConfig } from 'payload'

import { isEditor, isStaff, publishedOrStaff } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { TIER_OPTIONS, TIER_REASON_MAX } from '@/rules/tiers'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

import { expireChangedGuides, expireChangedGuidesOnDelete, oneRowPerHero, rememberBadges, rememberBadgesOnDelete } from './hooks'

/**
 * The editors' tier list for one patch: a tier (S to D) and a one-line reason per placed hero; heroes without a
 * row are unranked. The admin edits every hero on one board (src/components/admin/TierBoardField.tsx).
 */
export const TierLists: CollectionConfig = {
  slug: 'tier-lists',
  labels: { singular: 'Tier list', plural: 'Tier lists' },
  admin: {
    group: ADMIN_GROUPS.editorial,
    useAsTitle: 'title',
    defaultColumns: ['title', 'patch', '_status', 'updatedAt'],
  },
  // Editors and admins write tier lists; authors read them (drafts too) in the admin; visitors see the published.
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor, readVersions: isStaff },
  defaultSort: '-updatedAt',
  versions: {
    maxPerDoc: 50,
    drafts: { schedulePublish: { timeIntervals: 1 }, validate: true },
  },
  hooks: {
    beforeChange: [rememberBadges],
    afterChange: [expireChangedGuides, indexForSearch, revalidateCollection],
    beforeDelete: [rememberBadgesOnDelete],
    afterDelete: [expireChangedGuidesOnDelete, indexForSearch, revalidateCollection],
  },
  fields: [
    {
      name: 'patch',
      type: 'relationship',
      relationTo: 'patches',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'One tier list per patch. Its version names the list’s address: /tier-list/S5.5.' },
    },
    {
      // The admin's title column: "Tier list S5.5", kept from the patch on every save.
      name: 'title',
      type: 'text',
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          async ({ siblingData, req }) => {
            const id = siblingData.patch && typeof siblingData.patch === 'object' ? siblingData.patch.id : siblingData.patch
            if (!id) return undefined
            const patch = await req.payload.findByID({ collection: 'patches', id, depth: 0, draft: true, overrideAccess: true, req, disableErrors: true })
            return patch ? `Tier list ${patch.version}` : undefined
          },
        ],
      },
    },
    {
      name: 'entries',
      type: 'array',
      labels: { singular: 'Placed hero', plural: 'Placed heroes' },
      validate: oneRowPerHero,
      admin: {
        description: 'A tier per hero; heroes left unranked have no row.',
        components: { Field: '/components/admin/TierBoardField#TierBoardField' },
      },
      fields: [
        { name: 'hero', type: 'relationship', relationTo: 'heroes', required: true },
        { name: 'tier', type: 'select', required: true, options: TIER_OPTIONS },
        { name: 'reason', type: 'text', maxLength: TIER_REASON_MAX, localized: true },
      ],
    },
  ],
}
