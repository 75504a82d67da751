import type { HeroAbility, HeroRole, HeroStat, HowToWinEntry } from '@/contract/types'
import { getGuidePayload } from '@/cms/payload'
import type { Hero as HeroDoc, HeroAbility as AbilityDoc, Media } from '@/payload-types'

import { heroTag } from '@/cache/document-tags'
import { cachedDocumentRead } from '@/cache/document-cache'
import { readOptions } from '@/cms/draft'
import type { Language } from '@/i18n/languages'
import { abilityBasics, readHeroAbilities, readHeroDetails, readHowToWin } from './hero-abilities'
import { fellBack } from './localized'
import { mediaRendition, mediaUrl, type Rendition } from './media'

/**
 * The hero guide page's reads: one call gathers everything the page shows, with related heroes resolved to
 * slug, nickname and role (the /api contract sends counters as names; a page needs links and avatars).
 */

/** A hero as a tile or link shows it. */
export type GuideHero = { slug: string; name: string; nickname: string; role: HeroRole }

export type GuideImage = { url: string; alt: string; width: number | null; height: number | null }

/** An ability as the guide page shows it: the contract's fields, with its properties as rows and its picture. */
export type GuideAbility = Omit<HeroAbility, 'hero_id' | 'properties' | 'untranslated'> & {
  /** In the editor's order; names keep their underscores (the panel shows them as spaces). */
  properties: { name: string; value: string }[]
  image: GuideImage | null
  /** Its description or a property value is shown in English, having no translation yet. */
  untranslated: boolean
}

export type GuideDetails = {
  primaryJob: string
  secondaryJob: string
  healing: string
  /** 1 (heal first) to 5, or null when not written. */
  healingPriority: number | null
  notes: string
  counters: GuideHero[]
  counteredBy: GuideHero[]
  synergies: GuideHero[]
  stats: HeroStat[]
}

export type GuideTeamUp = {
  slug: string
  name: string
  anchor: GuideHero
  teammates: GuideHero[]
  /** Slug of the ability the team-up grants (matched against the guide's own abilities). */
  bonus: string
  /** The granted ability's name, or the team-up's own name when none is linked. */
  bonusName: string
  seasonStart: string
  seasonEnd: string | null
}

export type HeroGuide = {
  hero: GuideHero
  avatar: GuideImage | null
  background: GuideImage | null
  statsImage: GuideImage | null
  abilities: GuideAbility[]
  details: GuideDetails | null
  howToWin: Pick<HowToWinEntry, 'id' | 'side' | 'type' | 'text'>[]
  teamUps: GuideTeamUp[]
  /** The sections with text shown in English because it has no translation yet (always empty in English). */
  untranslated: HeroGuideSection[]
}

/** The localized fields of a hero's details block (its hero lists are shared by every language). */
const DETAILS_FIELDS = ['primaryJob', 'secondaryJob', 'healing', 'notes'] as const

/** The parts of a hero guide whose words are translated: abilities, the details block, the stats' values, how to win. */
type HeroGuideSection = 'abilities' | 'details' | 'stats' | 'howToWin'

/** An upload at the rendition that fits where it is shown (the original for social cards). */
function toImage(upload: number | Media | null | undefined, fallbackAlt: string, rendition?: Rendition): GuideImage | null {
  const url = mediaUrl(upload)
  if (!url || typeof upload !== 'object' || !upload) return null
  const sized = rendition ? mediaRendition(upload, rendition) : null
  return sized ? { ...sized, alt: upload.alt || fallbackAlt } : { url, alt: upload.alt || fallbackAlt, width: upload.width ?? null, height: upload.height ?? null }
}

function toGuideHero(doc: HeroDoc): GuideHero {
  return { slug: doc.slug ?? '', name: doc.name, nickname: doc.nickname, role: doc.role }
}

/** Populated relations only: an id left bare (hidden from this reader) is dropped. */
function guideHeroes(refs: (number | HeroDoc)[] | null | undefined): GuideHero[] {
  return (refs ?? []).filter((ref): ref is HeroDoc => typeof ref === 'object' && ref !== null && Boolean(ref.slug)).map(toGuideHero)
}

/**
 * Everything the guide of one hero shows in a language, or null for a slug no hero has; `untranslated` names the
 * sections shown in English for want of a translation. Tagged with this hero alone: the hooks
 * (src/cache/shown-pages.ts) expire it when the hero, one of its abilities, details, how-to-win entries or
 * team-ups, a hero whose tile it shows, or an upload it shows changes.
 */
export const getHeroGuide = cachedDocumentRead(
  'hero-guide',
  [],
  (slug) => [heroTag(slug)],
  async (slug: string, language: Language): Promise<HeroGuide | null> => {
    const payload = await getGuidePayload()
    const { docs } = await payload.find({ collection: 'heroes', where: { slug: { equals: slug } }, limit: 1, depth: 1, joins: false, ...readOptions() })
    const heroDoc = docs[0]
    if (!heroDoc) return null
    const hero = toGuideHero(heroDoc)
    const onHero = { hero: { equals: heroDoc.id } }

    const [abilities, details, howToWin, teamUps] = await Promise.all([
      readHeroAbilities(heroDoc.id, language),
      readHeroDetails(heroDoc.id, language),
      readHowToWin(heroDoc.id, language),
      payload.find({
        collection: 'team-ups',
        where: { or: [onHero, { teammates: { in: [heroDoc.id] } }] },
        sort: ['name', 'id'],
        depth: 1,
        pagination: false,
        ...readOptions(),
      }),
    ])

    const detailsDoc = details.value
    const untranslated: HeroGuideSection[] = []
    if (abilities.some((ability) => ability.untranslated.length > 0)) untranslated.push('abilities')
    if (DETAILS_FIELDS.some((field) => fellBack(details.fallback, field))) untranslated.push('details')
    if (fellBack(details.fallback, 'stats')) untranslated.push('stats')
    if (howToWin.value.some((_, index) => fellBack(howToWin.fallback, `${index}.text`))) untranslated.push('howToWin')
    return {
      hero,
      avatar: toImage(heroDoc.avatar, `${hero.nickname} avatar`),
      background: toImage(heroDoc.background, `${hero.nickname} background`),
      statsImage: toImage(heroDoc.statsImage, `${hero.nickname} stats`, 'card'),
      abilities: abilities.map(({ doc, untranslated }) => ({
        ...abilityBasics(doc),
        properties: (doc.properties ?? []).map(({ name, value }) => ({ name, value })),
        image: toImage(doc.image, doc.name, 'thumbnail'),
        untranslated: untranslated.length > 0,
      })),
      details: detailsDoc
        ? {
            primaryJob: detailsDoc.primaryJob ?? '',
            secondaryJob: detailsDoc.secondaryJob ?? '',
            healing: detailsDoc.healing ?? '',
            healingPriority: detailsDoc.healingPriority ?? null,
            notes: detailsDoc.notes ?? '',
            counters: guideHeroes(detailsDoc.counters),
            counteredBy: guideHeroes(detailsDoc.counteredBy),
            synergies: guideHeroes(detailsDoc.synergies),
            stats: (detailsDoc.stats ?? []).map(({ name, value }) => ({ name, value })),
          }
        : null,
      howToWin: howToWin.value.map((doc) => ({ id: doc.id, side: doc.side, type: doc.type, text: doc.text })),
      teamUps: teamUps.docs.flatMap((doc) => {
        if (typeof doc.hero !== 'object' || !doc.hero) return []
        const bonus = doc.bonus && typeof doc.bonus === 'object' ? (doc.bonus as AbilityDoc) : null
        return [
          {
            slug: doc.slug ?? '',
            name: doc.name,
            anchor: toGuideHero(doc.hero),
            teammates: guideHeroes(doc.teammates),
            bonus: bonus?.slug ?? doc.slug ?? '',
            bonusName: bonus?.name ?? doc.name,
            seasonStart: doc.seasonStart,
            seasonEnd: doc.seasonEnd ?? null,
          },
        ]
      }),
      untranslated,
    }
  },
)
