import type { ArrayField } from 'payload'

import { adminWords, type AdminText } from '@/i18n/admin-words'

/** An editable list of name/value rows (ability properties, hero stats); the value is localized, the name is not. */
export function nameValueRows(
  name: string,
  { label, labels, description }: { label: AdminText; labels: { singular: AdminText; plural: AdminText }; description?: AdminText },
): ArrayField {
  return {
    name,
    label,
    labels,
    type: 'array',
    admin: {
      description,
      initCollapsed: false,
      components: { RowLabel: '/components/admin/NameValueRowLabel#NameValueRowLabel' },
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'name', label: adminWords('shared.fields.name'), type: 'text', required: true, admin: { width: '40%' } },
          // The words are translated; the name is a key the guide shows as written (issue 45).
          { name: 'value', label: adminWords('shared.fields.value'), type: 'text', required: true, localized: true, admin: { width: '60%' } },
        ],
      },
    ],
  }
}
