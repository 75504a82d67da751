import type { TextField } from 'payload'

import { slugify } from '@/lib/slugs'

/**
 * A slug that fills itself from another field when left empty, and is normalised when typed.
 * `unique: false` is for slugs that are unique within a parent only (a compound index does that).
 */
export function slugField(from = 'name', { unique = true }: { unique?: boolean } = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    index: true,
    unique,
    admin: {
      position: 'sidebar',
      description: `Used in addresses. Left empty, it is made from the ${from}.`,
    },
    hooks: {
      beforeValidate: [
        ({ value, data, originalDoc }) => {
          const typed = typeof value === 'string' ? slugify(value) : ''
          if (typed) return typed
          const source = data?.[from] ?? originalDoc?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: (value: string | null | undefined) =>
      value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'A slug needs lowercase letters, digits and hyphens.',
  }
}
