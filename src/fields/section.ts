import type { RelationshipField } from 'payload'

import { adminWords } from '@/i18n/admin-words'

/** The map section a guide entry belongs to; its map follows from the section. */
export const sectionField: RelationshipField = {
  name: 'section',
  label: adminWords('shared.fields.section'),
  type: 'relationship',
  relationTo: 'map-sections',
  required: true,
  index: true,
}
