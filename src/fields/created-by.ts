import type { RelationshipField } from 'payload'

import { adminWords } from '@/i18n/admin-words'

/**
 * Who made a document: set from the signed-in user when it is created, never changed afterwards. Access
 * rules that let authors manage only their own documents (src/access: editorOrCreator) read it.
 */
export function createdByField(): RelationshipField {
  return {
    name: 'createdBy',
    label: adminWords('shared.fields.createdBy'),
    type: 'relationship',
    relationTo: 'users',
    index: true,
    access: { update: () => false },
    admin: { position: 'sidebar', readOnly: true },
    hooks: {
      beforeChange: [
        ({ operation, req, value, originalDoc }) => {
          if (operation === 'create') return req.user?.id ?? value ?? null
          return originalDoc?.createdBy ?? value
        },
      ],
    },
  }
}
