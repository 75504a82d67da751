import type { CollectionBeforeChangeHook, Field } from 'payload'

import { adminWords } from '@/i18n/admin-words'

const idOf = (ref: unknown) => ((ref && typeof ref === 'object' ? (ref as { id: unknown }).id : ref) ?? null) as number | null

/**
 * The patch a guide was last checked on, with who checked it and when. A change of `verifiedOn` (by the
 * "Checked for" action or by hand) stamps the other two, so the version history shows who checked and when;
 * otherwise they keep their stored values, whatever a client sends.
 */
export const stampChecker: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const before = idOf(originalDoc?.verifiedOn)
  const after = 'verifiedOn' in data ? idOf(data.verifiedOn) : before
  if (after !== before) {
    data.verifiedBy = after && req.user ? req.user.id : null
    data.verifiedAt = after ? new Date().toISOString() : null
  } else {
    data.verifiedBy = idOf(originalDoc?.verifiedBy)
    data.verifiedAt = originalDoc?.verifiedAt ?? null
  }
  return data
}

export function verifiedOnFields(guide: 'hero' | 'map'): Field[] {
  return [
    {
      name: 'checkedFor',
      label: adminWords('shared.fields.checkedFor'),
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/admin/CheckedForPatch#CheckedForPatch' } },
    },
    {
      name: 'verifiedOn',
      label: adminWords('shared.fields.verifiedOn'),
      type: 'relationship',
      relationTo: 'patches',
      index: true,
      // Only a published patch: a draft could be renamed or dropped before it ever goes out.
      filterOptions: { _status: { equals: 'published' } },
      admin: {
        position: 'sidebar',
        description: adminWords(guide === 'hero' ? 'shared.descriptions.verifiedOnHero' : 'shared.descriptions.verifiedOnMap'),
      },
    },
    {
      name: 'verifiedBy',
      label: adminWords('shared.fields.verifiedBy'),
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'verifiedAt',
      label: adminWords('shared.fields.verifiedAt'),
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ]
}
