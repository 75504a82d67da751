import type { GuideMap, HeroRole, Location } from '@/contract/types'
import { getGuidePayload } from '@/cms/payload'
import type { Basic, Hero as HeroDoc } from '@/payload-types'

import { cachedRead } from '@/cache/cached-read'
import type { Language } from '@/i18n/languages'
import { fellBack, readInLanguage } from './localized'
import { mediaUrl } from './media'
import { readOptions } from '@/cms/draft'

type BasicsMode = 'convoy' | 'convergence' | 'domination'

/** A hero as the basics guide links to it: enough for a link, an avatar and a name (the page carries it to the browser). */
export type BasicsHero = { slug: string; nickname: string; role: HeroRole }

export type BasicsQuickstart = {
  overview: string
  roles: { role: HeroRole; label: string; summary: string }[]
  modes: { mode: BasicsMode; summary: string }[]
  arcadeModes: { name: string; summary: string }[]
  howToWin: string[]
  howToLose: string[]
  stagger: string | null
  practice: string | null
  healthBarColours: { colour: string; meaning: string }[]
  glossary: { term: string; definition: string }[]
}

export type BasicsModeGuide = {
  mode: BasicsMode
  description: string
  coreStrategy: string | null
  defending: string | null
  attacking: string | null
  recommendedDefenders: BasicsHero[]
  recommendedAttackers: BasicsHero[]
  mechanics: string | null
}

export type BasicsRoleGuide = {
  role: HeroRole
  bannerUrl: string | null
  bannerAlt: string
  overview: string
  subtypes: { name: string; paragraph: string; exampleHeroes: BasicsHero[]; traits: string[] }[]
}

type BasicsPart = 'quickstart' | 'modes' | 'roles'

export type BasicsGuideData = {
  quickstart: BasicsQuickstart
  modes: BasicsModeGuide[]
  roles: BasicsRoleGuide[]
  /** The parts with text shown in English because it has no translation yet (always empty in English). */
  untranslated: BasicsPart[]
}

/** Every hero the basics guide links, once each: the modes' recommended heroes and the roles' examples. */
export function basicsHeroSlugs(basics: BasicsGuideData): string[] {
  const heroes = [
    ...basics.modes.flatMap((mode) => [...mode.recommendedDefenders, ...mode.recommendedAttackers]),
    ...basics.roles.flatMap((role) => role.subtypes.flatMap((subtype) => subtype.exampleHeroes)),
  ]
  return [...new Set(heroes.map((hero) => hero.slug))]
}

/** Depth 1 populates the relations; an id left unpopulated (hero hidden from this reader) is dropped. */
function heroesOf(refs: (number | HeroDoc)[] | null | undefined): BasicsHero[] {
  return (refs ?? [])
    .filter((ref): ref is HeroDoc => typeof ref === 'object' && ref !== null && Boolean(ref.slug))
    .map((hero) => ({ slug: hero.slug ?? '', nickname: hero.nickname, role: hero.role }))
}

const texts = (rows: { text: string }[] | null | undefined) => (rows ?? []).map((row) => row.text)

function toGuide(doc: Basic, fallback: string[] = []): BasicsGuideData {
  // A global nobody has saved yet comes back without its groups; the page then shows empty sections.
  const q: Partial<Basic['quickstart']> = doc.quickstart ?? {}
  return {
    quickstart: {
      overview: q.overview ?? '',
      roles: (q.roles ?? []).map(({ role, label, summary }) => ({ role, label, summary })),
      modes: (q.modes ?? []).map(({ mode, summary }) => ({ mode, summary })),
      arcadeModes: (q.arcadeModes ?? []).map(({ name, summary }) => ({ name, summary })),
      howToWin: texts(q.howToWin),
      howToLose: texts(q.howToLose),
      stagger: q.stagger ?? null,
      practice: q.practice ?? null,
      healthBarColours: (q.healthBarColours ?? []).map(({ colour, meaning }) => ({ colour, meaning })),
      glossary: (q.glossary ?? []).map(({ term, definition }) => ({ term, definition })),
    },
    modes: (doc.modes ?? []).map((mode) => ({
      mode: mode.mode,
      description: mode.description,
      coreStrategy: mode.coreStrategy ?? null,
      defending: mode.defending ?? null,
      attacking: mode.attacking ?? null,
      recommendedDefenders: heroesOf(mode.recommendedDefenders),
      recommendedAttackers: heroesOf(mode.recommendedAttackers),
      mechanics: mode.mechanics ?? null,
    })),
    roles: (doc.roles ?? []).map((role) => ({
      role: role.role,
      bannerUrl: mediaUrl(role.banner),
      bannerAlt: role.banner && typeof role.banner === 'object' ? role.banner.alt : '',
      overview: role.overview,
      subtypes: (role.subtypes ?? []).map((subtype) => ({
        name: subtype.name,
        paragraph: subtype.paragraph,
        exampleHeroes: heroesOf(subtype.exampleHeroes),
        traits: texts(subtype.traits),
      })),
    })),
    untranslated: (['quickstart', 'modes', 'roles'] as const).filter((part) => fellBack(fallback, part)),
  }
}

/**
 * The basics guide as plain data; it expires when the global, a hero (it links heroes by role) or a banner it
 * shows changes (src/cache/shown-pages.ts).
 */
export const getBasics = cachedRead('basics', ['basics', 'heroes'], async (language: Language): Promise<BasicsGuideData> => {
  const payload = await getGuidePayload()
  const { value, fallback } = await readInLanguage(language, (locale) => payload.findGlobal({ slug: 'basics', depth: 1, ...readOptions(), ...locale }))
  return toGuide(value, fallback)
}, { language: (language) => language })

/** What the maps list and the map guides take from the basics: each mode's summary and strategy, no heroes. */
export type ModeGuides = {
  modes: BasicsQuickstart['modes']
  arcadeModes: BasicsQuickstart['arcadeModes']
  strategies: Pick<BasicsModeGuide, 'mode' | 'coreStrategy' | 'attacking' | 'defending'>[]
}

/**
 * Tagged by the basics alone, so a hero edit leaves the maps list and the map guides cached. In another language
 * a summary with no translation yet is the English one.
 */
export const getModeGuides = cachedRead('mode-guides', ['basics'], async (language: Language): Promise<ModeGuides> => {
  const payload = await getGuidePayload()
  const { value } = await readInLanguage(language, (locale) => payload.findGlobal({ slug: 'basics', depth: 0, ...readOptions(), ...locale }))
  const guide = toGuide(value)
  return {
    modes: guide.quickstart.modes,
    arcadeModes: guide.quickstart.arcadeModes,
    strategies: guide.modes.map(({ mode, coreStrategy, attacking, defending }) => ({ mode, coreStrategy, attacking, defending })),
  }
}, { language: (language) => language })

/** A map as a mode section's tile links to it: /maps/{locationSlug}/{slug}. */
export type ModeMap = { slug: string; name: string; type: string; locationSlug: string; locationName: string }

/** Joins maps to their locations for the mode tiles (the page filters them by mode); keeps /api/maps order. */
export function toModeMaps(maps: GuideMap[], locations: Location[]): ModeMap[] {
  const byId = new Map(locations.map((location) => [location.id, location]))
  return maps.flatMap((map) => {
    const location = byId.get(map.location_id)
    return location ? [{ slug: map.slug, name: map.name, type: map.type, locationSlug: location.slug, locationName: location.name }] : []
  })
}
