import type { FieldHook, TextFieldManyValidation } from 'payload'

import { adminMessage } from '@/i18n/admin-words'
import { slugify } from '@/rules/slugs'

/** Variants are slugs; a hero saved without any has one form, named by its own slug. */
export const variantsOrSlug: FieldHook = ({ value, data, originalDoc }) => {
  const typed = Array.isArray(value) ? value.map((variant) => slugify(String(variant))).filter(Boolean) : []
  if (typed.length) return [...new Set(typed)]
  const slug = data?.slug || originalDoc?.slug || slugify(String(data?.name ?? originalDoc?.name ?? ''))
  return slug ? [slug] : value
}

export const validVariants: TextFieldManyValidation = (value, options) => {
  if (!Array.isArray(value)) return true
  const bad = value.find((variant) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(variant))
  return bad === undefined ? true : adminMessage(options?.req, 'heroVariantNotSlug', { variant: bad })
}
