import type { TextFieldSingleValidation } from 'payload'

import { adminMessage } from '@/i18n/admin-words'

/** An ability belongs to one of its hero's own variants (the list kept on the hero). */
export const variantOfHero: TextFieldSingleValidation = async (value, { siblingData, req }) => {
  if (!value) return adminMessage(req, 'abilityVariantMissing')
  const heroRef = (siblingData as { hero?: unknown })?.hero
  const heroId = typeof heroRef === 'object' && heroRef ? (heroRef as { id: number }).id : heroRef
  if (typeof heroId !== 'number' && typeof heroId !== 'string') return true // the hero's own field reports it
  if (!req?.payload) return true
  const hero = await req.payload
    .findByID({ collection: 'heroes', id: heroId, depth: 0, draft: true, req, select: { variants: true } })
    .catch(() => null)
  if (!hero) return true
  const variants = hero.variants ?? []
  return variants.includes(value)
    ? true
    : adminMessage(req, 'abilityVariantUnknown', { variant: value, variants: variants.join(', ') || adminMessage(req, 'noVariantsYet') })
}
