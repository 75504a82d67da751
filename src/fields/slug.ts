import type { TextField } from 'payload'

import { adminMessage, adminWords } from '@/i18n/admin-words'
import { slugify } from '@/rules/slugs'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A slug that fills itself from another field when left empty, and is normalised when typed.
 * `unique: false` is for slugs that are unique within a parent only (a compound index does that).
 */
export function slugField(from: 'name' | 'title' = 'name', { unique = true }: { unique?: boolean } = {}): TextField {
  return {
    name: 'slug',
    label: adminWords('shared.fields.slug'),
    type: 'text',
    index: true,
    unique,
    admin: {
      position: 'sidebar',
      description: adminWords(from === 'title' ? 'shared.descriptions.slugFromTitle' : 'shared.descriptions.slugFromName'),
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
    // The admin validates the form before the server's beforeValidate hook has made the slug, so an empty
    // slug passes here when it will be made: the missing name reports itself on its own field.
    // Messages in the editor's language (src/i18n/admin-words.ts), English without a request.
    validate: (value: string | null | undefined, { siblingData, req }: { siblingData: Record<string, unknown>; req?: { t?: unknown } }) => {
      if (!value) {
        const source = siblingData?.[from]
        if (typeof source !== 'string' || !source.trim() || slugify(source)) return true
        return adminMessage(req, from === 'title' ? 'slugTitleNeedsLetter' : 'slugNameNeedsLetter')
      }
      return SLUG.test(value) ? true : adminMessage(req, 'slugForm')
    },
  }
}
