import { type CollectionConfig, type DateFieldValidation, validations } from 'payload'

import { isEditor, isStaff, publishedOrStaff } from '@/access'
import { adminMessage, adminOptions, adminWords } from '@/i18n/admin-words'
import { ADMIN_GROUPS } from '@/fields/options'
import { PATCH_CHANGE_KINDS, PATCH_CHANGES_MAX, PATCH_VERSION, patchDateIssue } from '@/rules/patch-changes'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

import { exactlyOneSubject, expirePatchPages, expirePatchPagesOnDelete, rememberPatchGuides } from './hooks'

/** Payload's own date check (a date, and given), then the range a patch may be dated in. */
const patchDay: DateFieldValidation = (value, options) => {
  const own = validations.date(value, options)
  if (own !== true) return own
  const problem = patchDateIssue(value)
  return problem ? adminMessage(options.req, problem.key, problem.values) : true
}

/**
 * A game patch: when it went live, its notes and one row per hero or map it changed. The guides compare their
 * `verifiedOn` patch with the published patches after it (src/rules/patch-changes.ts) to say whether they still hold.
 */
export const Patches: CollectionConfig = {
  slug: 'patches',
  labels: { singular: adminWords('patches.singular'), plural: adminWords('patches.plural') },
  admin: {
    group: ADMIN_GROUPS.editorial,
    useAsTitle: 'version',
    defaultColumns: ['version', 'title', 'releasedAt', '_status'],
    listSearchableFields: ['version', 'title'],
  },
  // Editors and admins write patches; authors read them (drafts too) in the admin; visitors see the published.
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor, readVersions: isStaff },
  defaultSort: '-releasedAt',
  versions: {
    maxPerDoc: 50,
    drafts: { schedulePublish: { timeIntervals: 1 }, validate: true },
  },
  hooks: {
    afterChange: [expirePatchPages, indexForSearch, revalidateCollection],
    beforeDelete: [rememberPatchGuides],
    afterDelete: [expirePatchPagesOnDelete, indexForSearch, revalidateCollection],
  },
  fields: [
    {
      name: 'version',
      label: adminWords('patches.fields.version'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: adminWords('patches.descriptions.version') },
      validate: (value: string | null | undefined, { req }: { req?: { t?: unknown } }) =>
        typeof value === 'string' && PATCH_VERSION.test(value) ? true : adminMessage(req, 'patchVersion'),
    },
    { name: 'title', label: adminWords('shared.fields.title'), type: 'text', required: true, localized: true },
    {
      name: 'releasedAt',
      label: adminWords('patches.fields.releasedAt'),
      type: 'date',
      required: true,
      index: true,
      validate: patchDay,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' },
        description: adminWords('patches.descriptions.releasedAt'),
      },
    },
    { name: 'notes', label: adminWords('shared.fields.notes'), type: 'richText', localized: true },
    {
      name: 'changes',
      label: adminWords('patches.fields.changes'),
      type: 'array',
      labels: { singular: adminWords('patches.rows.changes.singular'), plural: adminWords('patches.rows.changes.plural') },
      maxRows: PATCH_CHANGES_MAX,
      admin: {
        description: adminWords('patches.descriptions.changes', { max: PATCH_CHANGES_MAX }),
      },
      validate: exactlyOneSubject,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'hero', label: adminWords('shared.fields.hero'), type: 'relationship', relationTo: 'heroes', admin: { width: '50%', description: adminWords('patches.descriptions.hero') } },
            { name: 'map', label: adminWords('shared.fields.map'), type: 'relationship', relationTo: 'maps', admin: { width: '50%', description: adminWords('patches.descriptions.map') } },
          ],
        },
        { name: 'kind', label: adminWords('shared.fields.kind'), type: 'select', required: true, options: adminOptions('patches.options.kind', PATCH_CHANGE_KINDS) },
        { name: 'summary', label: adminWords('shared.fields.summary'), type: 'text', required: true, localized: true, maxLength: 200, admin: { description: adminWords('patches.descriptions.summary') } },
        { name: 'details', label: adminWords('shared.fields.details'), type: 'textarea', localized: true },
      ],
    },
  ],
}
