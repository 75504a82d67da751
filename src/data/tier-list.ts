import type { HeroRole } from '@/contract/types'
import { NotFoundError } from '@/contract/errors'
import { getGuidePayload } from '@/cms/payload'
import { heroTierTag } from '@/cache/tier-list-tags'
import { heroTag } from '@/cache/document-tags'
import { heroBadges, isTier, TIERS, tierMovement, type HeroBadge, type Movement, type Tier, type TierPlacement } from '@/rules/tiers'
import type { TierList as TierListDoc } from '@/payload-types'

import { cachedRead } from '@/cache/cached-read'
import { cachedDocumentRead } from '@/cache/document-cache'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { getHeroes } from './heroes'
import { fellBack, readInLanguage, untranslatedIn } from './localized'

/**
 * Tier lists as the guide shows them: /tier-list and its versions, /api/tier-list, and the tier line on a hero's
 * guide. Only published lists for published patches are ever read here, previews included: a draft or scheduled
 * list must never be shown.
 */

/** A placed hero; in another language, `untranslated` names the reason when it is still in English. */
export type TierHero = { slug: string; nickname: string; role: HeroRole; reason: string; movement: Movement; previousTier: Tier | null; untranslated?: 'reason'[] }
type UnrankedHero = { slug: string; nickname: string; role: HeroRole; previousTier: Tier | null }
export type TierListEntry = {
  patch: string
  patchReleasedAt: string
  updatedAt: string
  tiers: { tier: Tier; heroes: TierHero[] }[]
  /** Every hero the list does not place, A to Z; `previousTier` when the previous list placed it. */
  unranked: UnrankedHero[]
  /** The versions of the lists before and after this one, for the page's links. */
  previous: string | null
  next: string | null
}

type PublishedList = { version: string; releasedAt: string; updatedAt: string; entries: (TierPlacement<number> & { reason: string; untranslated?: 'reason'[] })[] }

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined)) ?? null

/**
 * The published lists of published patches, oldest first; in another language the reasons are that language's
 * where translated (issue 45), English otherwise, and say so. Sorted by id, never a localized field, so the two
 * reads of another language line up list by list and row by row.
 */
async function readPublishedLists(language: Language = DEFAULT_LANGUAGE): Promise<PublishedList[]> {
  const payload = await getGuidePayload()
  const published = { where: { _status: { equals: 'published' as const } }, overrideAccess: false, draft: false, depth: 0, pagination: false } as const
  const [{ value: docs, fallback }, { docs: patches }] = await Promise.all([
    readInLanguage(language, async (locale) => (await payload.find({ collection: 'tier-lists', ...published, sort: 'id', ...locale })).docs),
    payload.find({ collection: 'patches', ...published, select: { version: true, releasedAt: true } }),
  ])
  const patchById = new Map(patches.map((patch) => [patch.id, patch]))
  return docs
    .flatMap((doc: TierListDoc, index) => {
      const patch = patchById.get(idOf(doc.patch) ?? -1)
      if (!patch) return []
      const entries = (doc.entries ?? []).flatMap((row, rowIndex) => {
        const hero = idOf(row.hero)
        const untranslated = untranslatedIn(language, fellBack(fallback, `${index}.entries.${rowIndex}.reason`) ? ['reason' as const] : [])
        return hero && isTier(row.tier) ? [{ hero, tier: row.tier, reason: row.reason ?? '', ...untranslated }] : []
      })
      return [{ version: patch.version, releasedAt: new Date(patch.releasedAt).toISOString(), updatedAt: new Date(doc.updatedAt).toISOString(), entries }]
    })
    .sort((a, b) => Date.parse(a.releasedAt) - Date.parse(b.releasedAt) || a.version.localeCompare(b.version, 'en', { numeric: true }))
}

/**
 * Every published tier list, newest first, with each hero's movement against the list before it; in another
 * language, with its reasons in that language where translated.
 */
const readTierLists = cachedRead('tier-lists', ['tier-lists', 'patches', 'heroes'], async (language: Language): Promise<TierListEntry[]> => {
  const [lists, heroes] = await Promise.all([readPublishedLists(language), getHeroes()])
  const heroById = new Map(heroes.map((hero) => [hero.id, hero]))
  const byName = (a: { nickname: string }, b: { nickname: string }) => a.nickname.localeCompare(b.nickname, 'en', { sensitivity: 'base' })
  return lists
    .map((list, index): TierListEntry => {
      const before = lists[index - 1] ?? null
      const { heroes: moved, removed } = tierMovement(list.entries, before?.entries ?? null)
      const entryOf = new Map(list.entries.map((entry) => [entry.hero, entry]))
      const removedFrom = new Map(removed.map((entry) => [entry.hero, entry.previousTier]))
      const placed = new Set(list.entries.map((entry) => entry.hero))
      return {
        patch: list.version,
        patchReleasedAt: list.releasedAt,
        updatedAt: list.updatedAt,
        tiers: TIERS.map((tier) => ({
          tier,
          heroes: moved.flatMap((entry) => {
            const hero = heroById.get(entry.hero)
            if (!hero || entry.tier !== tier) return []
            const { movement, previousTier } = entry
            const placed = entryOf.get(entry.hero)
            const untranslated = placed?.untranslated ? { untranslated: placed.untranslated } : {}
            return [{ slug: hero.slug, nickname: hero.nickname, role: hero.role, reason: placed?.reason ?? '', movement, previousTier, ...untranslated }]
          }),
        })),
        unranked: heroes
          .filter((hero) => !placed.has(hero.id))
          .map((hero) => ({ slug: hero.slug, nickname: hero.nickname, role: hero.role, previousTier: removedFrom.get(hero.id) ?? null }))
          .sort(byName),
        previous: before?.version ?? null,
        next: lists[index + 1]?.version ?? null,
      }
    })
    .reverse()
}, { language: (language) => language })

export const getTierLists = (language: Language = DEFAULT_LANGUAGE) => readTierLists(language)

/** The newest published list, or null when there is none. */
export async function getLatestTierList(language: Language = DEFAULT_LANGUAGE): Promise<TierListEntry | null> {
  return (await getTierLists(language))[0] ?? null
}

/** The published list of one patch version, or null. */
export async function getTierList(version: string, language: Language = DEFAULT_LANGUAGE): Promise<TierListEntry | null> {
  return (await getTierLists(language)).find((list) => list.patch === version) ?? null
}

/**
 * A hero's tier line ("S tier since S5.5") by slug, or null when the newest list leaves the hero unranked. Tagged
 * with the hero alone (src/cache/tier-list-tags.ts), not with the tier-lists collection: a published list expires
 * only the guides whose line it changes.
 */
const heroTier = cachedDocumentRead('hero-tier', [], (slug) => [heroTierTag(slug), heroTag(slug)], async (slug): Promise<HeroBadge | null> => {
  const payload = await getGuidePayload()
  const [lists, heroes] = await Promise.all([
    readPublishedLists(),
    payload.find({ collection: 'heroes', where: { slug: { equals: slug } }, limit: 1, depth: 0, joins: false, select: { slug: true }, overrideAccess: false, draft: false }),
  ])
  const hero = heroes.docs[0]
  return (hero && heroBadges(lists).get(hero.id)) ?? null
})

export const getHeroTier = (slug: string) => heroTier(slug)

// --- The /api answers --------------------------------------------------------------------------------

export type ApiTierList = {
  patch: string
  updatedAt: string
  tiers: { tier: Tier; heroes: { slug: string; nickname: string; role: HeroRole; reason: string; movement: Movement; previousTier: Tier | null; untranslated?: 'reason'[] }[] }[]
  unranked: string[]
}

const toApiTierList = (list: TierListEntry): ApiTierList => ({
  patch: list.patch,
  updatedAt: list.updatedAt,
  tiers: list.tiers.map(({ tier, heroes }) => ({
    tier,
    heroes: heroes.map(({ slug, nickname, role, reason, movement, previousTier, untranslated }) => ({
      slug,
      nickname,
      role,
      reason,
      movement,
      previousTier,
      ...(untranslated ? { untranslated } : {}),
    })),
  })),
  unranked: list.unranked.map((hero) => hero.slug),
})

export async function apiLatestTierList(language: Language = DEFAULT_LANGUAGE): Promise<ApiTierList> {
  const list = await getLatestTierList(language)
  if (!list) throw new NotFoundError('tier-list')
  return toApiTierList(list)
}

export async function apiTierList(version: string, language: Language = DEFAULT_LANGUAGE): Promise<ApiTierList> {
  const list = await getTierList(version, language)
  if (!list) throw new NotFoundError(version)
  return toApiTierList(list)
}
