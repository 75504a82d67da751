import type { TextFieldSingleValidation } from 'payload'

/** An ability belongs to one of its hero's own variants (the list kept on the hero). */
export const variantOfHero: TextFieldSingleValidation = async (value, { siblingData, req }) => {
  if (!value) return 'Choose the hero’s variant.'
  const heroRef = (siblingData as { hero?: unknown })?.hero
  const heroId = typeof heroRef === 'object' && heroRef ? (heroRef as { id: number }).id : heroRef
  if (typeof heroId !== 'number' && typeof heroId !== 'string') return true // the hero's own field reports it
  const hero = await req.payload
    .findByID({ collection: 'heroes', id: heroId, depth: 0, draft: true, req, select: { variants: true } })
    .catch(() => null)
  if (!hero) return true
  const variants = hero.variants ?? []
  return variants.includes(value) ? true : `“${value}” is not one of the hero’s variants (${variants.join(', ') || 'none yet'}). Add it on the hero first.`
}
