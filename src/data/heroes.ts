import type { Where } from 'payload'

import { DETAILS_TEXTS, type DetailsText, type Hero, type HeroAbility, type HeroDetails, type HowToWinEntry, type TeamUp } from '@/contract/types'
import { NotFoundError } from '@/contract/errors'
import { getGuidePayload } from '@/cms/payload'
import type { Hero as HeroDoc, HeroAbility as AbilityDoc } from '@/payload-types'

import { cachedRead } from '@/cache/cached-read'
import { heroRoleTag, heroSlugsTag, heroTag, writtenHeroGuidesTag } from '@/cache/document-tags'
import { cachedDocumentRead } from '@/cache/document-cache'
import { readOptions } from '@/cms/draft'
import type { Language } from '@/i18n/languages'
import { abilityBasics, readHeroAbilities, readHeroDetails, readHowToWin } from './hero-abilities'
import { fellBack, readInLanguage, untranslatedIn } from './localized'
import { readWrittenHeroGuides } from './written-guides'

export const getHeroes = cachedRead('heroes', ['heroes'], async (): Promise<Hero[]> => {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'heroes', sort: ['nickname', 'id'], depth: 0, pagination: false, joins: false, ...readOptions() })
  return docs.map((doc) => ({ id: doc.id, slug: doc.slug ?? '', name: doc.name, nickname: doc.nickname, role: doc.role }))
})

/** Which slugs are heroes; it changes only when a hero comes, goes or is renamed, not with every hero edit. */
const getHeroSlugs = cachedRead(
  'hero-slugs',
  [],
  async (): Promise<string[]> => {
    const payload = await getGuidePayload()
    const { docs } = await payload.find({ collection: 'heroes', depth: 0, pagination: false, joins: false, select: { slug: true }, ...readOptions() })
    return docs.map((doc) => doc.slug ?? '').filter(Boolean)
  },
  { tags: [heroSlugsTag] },
)

/** One hero as a link shows it, tagged with that hero alone. */
const getHeroCard = cachedDocumentRead('hero-card', [], (slug) => [heroTag(slug)], async (slug): Promise<Hero | null> => {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'heroes', where: { slug: { equals: slug } }, limit: 1, depth: 0, joins: false, ...readOptions() })
  const doc = docs[0]
  return doc ? { id: doc.id, slug: doc.slug ?? '', name: doc.name, nickname: doc.nickname, role: doc.role } : null
})

/**
 * A known hero by slug, or null. A made-up slug is answered from the list of slugs and never becomes a cache
 * entry; a hero page asks this instead of the roster, so it does not expire with every other hero's edit.
 */
export async function findKnownHero(slug: string): Promise<Hero | null> {
  return (await getHeroSlugs()).includes(slug) ? getHeroCard(slug) : null
}

/**
 * The heroes of one role whose guides are written, by nickname: what a guide not yet written offers instead.
 * Tagged with the role, so an edit to a hero of another role leaves those guides cached.
 */
export const getWrittenHeroesOfRole = cachedDocumentRead(
  'written-heroes-of-role',
  [],
  (role) => [heroRoleTag(role), writtenHeroGuidesTag],
  async (role): Promise<Hero[]> => {
    const payload = await getGuidePayload()
    const [{ docs }, written] = await Promise.all([
      payload.find({ collection: 'heroes', where: { role: { equals: role } }, sort: ['nickname', 'id'], depth: 0, pagination: false, joins: false, ...readOptions() }),
      readWrittenHeroGuides(),
    ])
    return docs
      .filter((doc) => doc.slug && written.includes(doc.slug))
      .map((doc) => ({ id: doc.id, slug: doc.slug ?? '', name: doc.name, nickname: doc.nickname, role: doc.role }))
  },
)

/** A hero by numeric id or by slug; both address the same hero. */
async function findHero(ref: string): Promise<HeroDoc> {
  const payload = await getGuidePayload()
  const where: Where = /^\d{1,9}$/.test(ref) ? { or: [{ id: { equals: Number(ref) } }, { slug: { equals: ref } }] } : { slug: { equals: ref } }
  const { docs } = await payload.find({ collection: 'heroes', where, limit: 1, depth: 0, joins: false, ...readOptions() })
  if (!docs[0]) throw new NotFoundError(ref)
  return docs[0]
}

const heroSlug = (value: number | HeroDoc) => (typeof value === 'object' ? (value.slug ?? '') : '')
const heroName = (value: number | HeroDoc) => (typeof value === 'object' ? value.name : '')

/**
 * A hero's abilities as /api sends them. In another language (issue 45) each carries `untranslated`, the texts
 * still in English; an English answer is as it always was.
 */
export const getAbilities = cachedDocumentRead('abilities', [], (ref) => [heroTag(ref)], async (ref: string, language: Language): Promise<HeroAbility[]> => {
  const hero = await findHero(ref)
  return (await readHeroAbilities(hero.id, language)).map(({ doc, untranslated }) => {
    const { id, ...basics } = abilityBasics(doc)
    const properties = JSON.stringify(Object.fromEntries((doc.properties ?? []).map((row) => [row.name, row.value])))
    return { id, hero_id: hero.id, ...basics, properties, ...untranslatedIn(language, untranslated) }
  })
})

/** A hero's how-to-win entries; in another language each says whether its text is still in English. */
export const getHowToWin = cachedDocumentRead('how-to-win', [], (ref) => [heroTag(ref)], async (ref: string, language: Language): Promise<HowToWinEntry[]> => {
  const hero = await findHero(ref)
  const { value: docs, fallback } = await readHowToWin(hero.id, language)
  return docs.map((doc, index) => ({
    id: doc.id,
    hero_id: hero.id,
    side: doc.side,
    type: doc.type,
    text: doc.text,
    ...untranslatedIn(language, fellBack(fallback, `${index}.text`) ? ['text' as const] : []),
  }))
})

/** The fields of a hero's details document behind each text the /api names. */
const DETAILS_FIELDS: Record<DetailsText, string> = {
  primary_job: 'primaryJob',
  secondary_job: 'secondaryJob',
  healing: 'healing',
  notes: 'notes',
  stats: 'stats',
}

/** A hero without written details still answers, with empty rows the guide leaves out. */
export const getDetails = cachedDocumentRead('details', [], (ref) => [heroTag(ref)], async (ref: string, language: Language): Promise<HeroDetails> => {
  const hero = await findHero(ref)
  const { value: details, fallback } = await readHeroDetails(hero.id, language)
  const names = (list: (number | HeroDoc)[] | null | undefined) => (list ?? []).map(heroName).filter(Boolean).join(',')
  return {
    hero: hero.slug ?? '',
    primary_job: details?.primaryJob ?? '',
    secondary_job: details?.secondaryJob ?? '',
    healing: details?.healing ?? '',
    healing_priority: details?.healingPriority ? String(details.healingPriority) : '',
    notes: details?.notes ?? '',
    counters: names(details?.counters),
    countered_by: names(details?.counteredBy),
    synergies: names(details?.synergies),
    stats: (details?.stats ?? []).map(({ name, value }) => ({ name, value })),
    ...untranslatedIn(language, DETAILS_TEXTS.filter((text) => fellBack(fallback, DETAILS_FIELDS[text]))),
  }
})

/**
 * Team-ups the hero anchors or joins as a teammate. Tagged with the hero: the hooks expire every member's. In
 * another language the description is that language's where translated, and `untranslated` says when it is not.
 * Sorted by name (a proper noun every language shares) and id, so the two reads of another language line up.
 */
export const getTeamUps = cachedDocumentRead('team-ups', [], (ref) => [heroTag(ref)], async (ref: string, language: Language): Promise<TeamUp[]> => {
  const hero = await findHero(ref)
  const payload = await getGuidePayload()
  const { value: docs, fallback } = await readInLanguage(language, async (locale) => {
    const { docs } = await payload.find({
      collection: 'team-ups',
      where: { or: [{ hero: { equals: hero.id } }, { teammates: { in: [hero.id] } }] },
      sort: ['name', 'id'],
      depth: 1,
      pagination: false,
      ...readOptions(),
      ...locale,
    })
    return docs
  })
  return docs.map((doc, index) => ({
    id: doc.id,
    name: doc.name,
    hero: heroSlug(doc.hero),
    teammates: doc.teammates.map(heroSlug).filter(Boolean).join(','),
    // Without a linked ability, the bonus is named by the team-up itself ("gets {bonus} when...").
    bonus: doc.bonus && typeof doc.bonus === 'object' ? ((doc.bonus as AbilityDoc).slug ?? '') : (doc.slug ?? ''),
    description: doc.description ?? '',
    ...untranslatedIn(language, fellBack(fallback, `${index}.description`) ? ['description' as const] : []),
  }))
})
