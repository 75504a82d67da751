import { type CollectionConfig, type DateFieldValidation, validations } from 'payload'

import { isEditor, isStaff, publishedOrStaff } from '@/access'
import { ADMIN_GROUPS } from '@/fields/options'
import { PATCH_CHANGE_KIND_OPTIONS, PATCH_CHANGES_MAX, PATCH_VERSION, patchDateProblem } from '@/rules/patch-changes'
import { revalidateCollection } from '@/cache/revalidate'
import { indexForSearch } from '@/search/search-index'

import { exactlyOneSubject, expirePatchPages, expirePatchPagesOnDelete, rememberPatchGuides } from './hooks'

/** Payload's own date check (a date, and given), then the range a patch may be dated in. */
const patchDay: DateFieldValidation = (value, options) => {
  const own = validations.date(value, options)
  return own === true ? (patchDateProblem(value) ?? true) : own
}

/**
 * A game patch: when it went live, its notes and one row per hero or map it changed. The guides compare their
 * `verifiedOn` patch with the published patches after it (src/rules/patch-changes.ts) to say whether they still hold.
 */
export const Patches: CollectionConfig = {
  slug: 'patches',
  labels: { singular: 'Patch', plural: 'Patches' },
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
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'As the game names it, e.g. S5, S5.5 or S5.5.2 (also "launch" and "early" for the first weeks). Used in addresses.' },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && PATCH_VERSION.test(value) ? true : 'Use a season like S5, S5.5 or S5.5.2, or "launch" or "early".',
    },
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'releasedAt',
      label: 'Released',
      type: 'date',
      required: true,
      index: true,
      validate: patchDay,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' },
        description: 'The day the patch went live in the game; it orders the patches. From the game’s launch to a year ahead.',
      },
    },
    { name: 'notes', type: 'richText', localized: true },
    {
      name: 'changes',
      type: 'array',
      labels: { singular: 'Change', plural: 'Changes' },
      maxRows: PATCH_CHANGES_MAX,
      admin: {
        description: `One row per hero or map the patch changed (at most ${PATCH_CHANGES_MAX}). A guide for a hero or map named here shows the change until it is checked again.`,
      },
      validate: exactlyOneSubject,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'hero', type: 'relationship', relationTo: 'heroes', admin: { width: '50%', description: 'A hero, or' } },
            { name: 'map', type: 'relationship', relationTo: 'maps', admin: { width: '50%', description: 'a map (exactly one of the two).' } },
          ],
        },
        { name: 'kind', type: 'select', required: true, options: PATCH_CHANGE_KIND_OPTIONS },
        { name: 'summary', type: 'text', required: true, localized: true, maxLength: 200, admin: { description: 'One line, shown on the guide.' } },
        { name: 'details', type: 'textarea', localized: true },
      ],
    },
  ],
}
