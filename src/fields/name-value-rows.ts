import type { ArrayField } from 'payload'

/** An editable list of name/value rows (ability properties, hero stats). */
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
          { name: 'value', type: 'text', required: true, admin: { width: '60%' } },
        ],
      },
    ],
  }
}
