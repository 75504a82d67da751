import type { HeroAbility as AbilityDoc } from '@/payload-types'
import { getGuidePayload } from '@/cms/payload'
import { readOptions } from '@/cms/draft'

/**
 * The one read of a hero's abilities, in the editor's order with their images: the /api (src/data/heroes.ts) and
 * the hero's guide page (src/data/hero-guide.ts) each shape their answer from it.
 */
export async function readHeroAbilities(heroId: number): Promise<AbilityDoc[]> {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'hero-abilities', where: { hero: { equals: heroId } }, sort: ['order', 'id'], depth: 1, pagination: false, ...readOptions() })
  return docs
}

/** What every shape of an ability carries, so a new field is added here once. */
export function abilityBasics(doc: AbilityDoc) {
  return { id: doc.id, slug: doc.slug ?? '', name: doc.name, button: doc.button, variant: doc.variant, type: doc.type, description: doc.description }
}
