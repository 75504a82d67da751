import type { CollectionConfig } from 'payload'

import { isEditor, isStaff, publishedOrStaff } from '@/access'
import { adminWords, inEveryLanguage } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { TIER_REASON_MAX, TIERS } from '@/rules/tiers'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

import { expireChangedGuides, expireChangedGuidesOnDelete, oneRowPerHero, rememberBadges, rememberBadgesOnDelete } from './hooks'

/**
 * The editors' tier list for one patch: a tier (S to D) and a one-line reason per placed hero; heroes without a
 * row are unranked. The admin edits every hero on one board (src/components/admin/TierBoardField.tsx).
 */
export const TierLists: CollectionConfig = {
  slug: 'tier-lists',
  labels: { singular: adminWords('tier-lists.singular'), plural: adminWords('tier-lists.plural') },
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
      label: adminWords('tier-lists.fields.patch'),
      type: 'relationship',
      relationTo: 'patches',
      required: true,
      unique: true,
      index: true,
      admin: { description: adminWords('tier-lists.descriptions.patch') },
    },
    {
      // The admin's title column: "Tier list S5.5", kept from the patch on every save.
      name: 'title',
      label: adminWords('shared.fields.title'),
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
      label: adminWords('tier-lists.fields.entries'),
      type: 'array',
      labels: { singular: adminWords('tier-lists.rows.entries.singular'), plural: adminWords('tier-lists.rows.entries.plural') },
      validate: oneRowPerHero,
      admin: {
        description: adminWords('tier-lists.descriptions.entries'),
        components: { Field: '/components/admin/TierBoardField#TierBoardField' },
      },
      fields: [
        { name: 'hero', label: adminWords('shared.fields.hero'), type: 'relationship', relationTo: 'heroes', required: true },
        { name: 'tier', label: adminWords('tier-lists.fields.tier'), type: 'select', required: true, options: TIERS.map((tier) => ({ label: inEveryLanguage(tier), value: tier })) },
        { name: 'reason', label: adminWords('shared.fields.reason'), type: 'text', maxLength: TIER_REASON_MAX, localized: true },
      ],
    },
  ],
}
