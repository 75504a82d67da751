import type { TierHero } from '@/data/tier-list'

/** The tier list's page address; versions keep their dots (/tier-list/S5.5). */
export const tierListHref = (version: string) => `/tier-list/${encodeURIComponent(version)}`

/** The social card of every tier list page: the route's own background. */
export const TIER_LIST_IMAGE = { url: '/tier-list/hero.webp', alt: 'Tier list', width: 1280, height: 720 }

/** A placed hero whose reason is shown in English, with the mark that says so: the page's language lacks it. */
export const reasonInEnglish = (hero: TierHero) => Boolean(hero.untranslated?.length && hero.reason)
