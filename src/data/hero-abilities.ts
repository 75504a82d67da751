import { ABILITY_TEXTS, type AbilityText } from '@/contract/types'
import type { HeroAbility as AbilityDoc, HeroDetail as DetailsDoc, HowToWin as HowToWinDoc } from '@/payload-types'
import { getGuidePayload } from '@/cms/payload'
import { readOptions } from '@/cms/draft'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'

import { fellBack, readInLanguage, type InLanguage } from './localized'

/** An ability as read in a language: English where it has no translation yet, and which of its texts those are. */
export type AbilityInLanguage = { doc: AbilityDoc; untranslated: AbilityText[] }

/*
 * The reads of a hero's guide texts (issue 45: localized), shared by the /api (src/data/heroes.ts) and the hero's
 * guide page (src/data/hero-guide.ts).
 */

/**
 * The one read of a hero's abilities, in the editor's order with their images: the /api (src/data/heroes.ts) and
 * the hero's guide page (src/data/hero-guide.ts) each shape their answer from it. Sorted by order and id, never a
 * localized field, so the two reads of another language line up ability by ability.
 */
export async function readHeroAbilities(heroId: number, language: Language = DEFAULT_LANGUAGE): Promise<AbilityInLanguage[]> {
  const payload = await getGuidePayload()
  const { value, fallback } = await readInLanguage(language, async (locale) => {
    const { docs } = await payload.find({ collection: 'hero-abilities', where: { hero: { equals: heroId } }, sort: ['order', 'id'], depth: 1, pagination: false, ...readOptions(), ...locale })
    return docs
  })
  return value.map((doc, index) => ({ doc, untranslated: ABILITY_TEXTS.filter((text) => fellBack(fallback, `${index}.${text}`)) }))
}

/** A hero's details document (null when not written) in a language, with the paths that fell back to English. */
export async function readHeroDetails(heroId: number, language: Language = DEFAULT_LANGUAGE): Promise<InLanguage<DetailsDoc | null>> {
  const payload = await getGuidePayload()
  return readInLanguage(language, async (locale) => {
    const { docs } = await payload.find({ collection: 'hero-details', where: { hero: { equals: heroId } }, limit: 1, depth: 1, ...readOptions(), ...locale })
    return docs[0] ?? null
  })
}

/** A hero's how-to-win entries in the editor's order (order and id, never the text), in a language. */
export async function readHowToWin(heroId: number, language: Language = DEFAULT_LANGUAGE): Promise<InLanguage<HowToWinDoc[]>> {
  const payload = await getGuidePayload()
  return readInLanguage(language, async (locale) => {
    const { docs } = await payload.find({ collection: 'how-to-win', where: { hero: { equals: heroId } }, sort: ['order', 'id'], depth: 0, pagination: false, ...readOptions(), ...locale })
    return docs
  })
}

/** What every shape of an ability carries, so a new field is added here once. */
export function abilityBasics(doc: AbilityDoc) {
  return { id: doc.id, slug: doc.slug ?? '', name: doc.name, button: doc.button, variant: doc.variant, type: doc.type, description: doc.description }
}
