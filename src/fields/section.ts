import type { RelationshipField } from 'payload'

/** The map section a guide entry belongs to; its map follows from the section. */
export const sectionField: RelationshipField = {
  name: 'section',
  type: 'relationship',
  relationTo: 'map-sections',
  required: true,
  index: true,
}
