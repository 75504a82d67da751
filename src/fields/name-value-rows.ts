import type { ArrayField } from 'payload'

/** An editable list of name/value rows (ability properties, hero stats); the value is localized, the name is not. */
export function nameValueRows(name: string, label: string, description?: string): ArrayField {
  return {
    name,
    label,
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
          { name: 'name', type: 'text', required: true, admin: { width: '40%' } },
          // The words are translated; the name is a key the guide shows as written (issue 45).
          { name: 'value', type: 'text', required: true, localized: true, admin: { width: '60%' } },
        ],
      },
    ],
  }
}
