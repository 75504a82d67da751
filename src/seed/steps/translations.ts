/**
 * The seed's translations (issue 45): basics, the static pages, the newest news, the latest patches and the
 * written hero and map guides in each language, written by the guide. What is not translated here falls back to English, so a fresh install shows
 * the "Not yet translated" mark at work. Each document is translated only while it has no text in that
 * language, so an editor's translation is never replaced.
 */
import type { CollectionSlug, Payload, Where } from 'payload'

import type { Language } from '@/i18n/languages'

import { basicsData } from './editorial'
import { translations, type SeedTranslation } from '../content/translations'
import { TRANSLATED_BEHIND_AT, TRANSLATIONS_BEHIND } from '../content/translation-stamps'
import { overlayWords } from '../translation-overlay'
import { context, type Seeder } from '../seeder'

type Locale = Exclude<Language, 'en'>

/** A guide's translation counts as saved with its English, or a week before for the few seeded as behind it. */
const contextFor = (locale: Locale, kind: 'heroes' | 'maps', slug: string) =>
  TRANSLATIONS_BEHIND[locale][kind].includes(slug) ? { ...context, textSavedAt: TRANSLATED_BEHIND_AT } : context

/** The document as stored in `locale` alone, with no English filled in. */
async function ownText<C extends 'news' | 'pages' | 'patches' | 'hero-abilities' | 'hero-details' | 'how-to-win'>(
  payload: Payload,
  collection: C,
  id: number,
  locale: Locale,
) {
  return payload.findByID({
    collection,
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
    draft: false,
  })
}

async function translateNews({ payload, findOne, richText, count }: Seeder, locale: Locale, news: NonNullable<SeedTranslation['news']>) {
  for (const entry of news) {
    const english = await findOne('news', {
      publishedAt: { equals: entry.publishedAt },
    })
    if (!english || (await ownText(payload, 'news', english.id, locale)).title) continue
    await payload.update({
      collection: 'news',
      id: english.id,
      locale,
      data: {
        title: entry.title,
        body: richText(entry.body),
        _status: 'published',
      },
      overrideAccess: true,
      context,
      depth: 0,
    })
    count(`news (${locale})`)
  }
}

async function translatePages({ payload, findOne, richText, count }: Seeder, locale: Locale, pages: NonNullable<SeedTranslation['pages']>) {
  for (const page of pages) {
    const english = await findOne('pages', { slug: { equals: page.slug } })
    if (!english || (await ownText(payload, 'pages', english.id, locale)).title) continue
    await payload.update({
      collection: 'pages',
      id: english.id,
      locale,
      data: { title: page.title, body: richText(page.body) },
      overrideAccess: true,
      context,
      depth: 0,
    })
    count(`pages (${locale})`)
  }
}

async function translatePatches({ payload, findOne, richText, count }: Seeder, locale: Locale, patches: NonNullable<SeedTranslation['patches']>) {
  for (const patch of patches) {
    const english = await findOne('patches', {
      version: { equals: patch.version },
    })
    if (!english || (await ownText(payload, 'patches', english.id, locale)).title) continue
    const translated = {
      title: patch.title,
      notes: richText(patch.notes),
      changes: patch.changes.map((change) => ({ summary: change.summary })),
    }
    await payload.update({
      collection: 'patches',
      id: english.id,
      locale,
      // The rows of changes are shared by every language; only their summaries are translated.
      data: overlayWords(english, translated) as typeof english,
      overrideAccess: true,
      context,
      depth: 0,
    })
    count(`patches (${locale})`)
  }
}

async function translateBasics({ payload, count }: Seeder, locale: Locale, basics: NonNullable<SeedTranslation['basics']>) {
  const own = await payload.findGlobal({
    slug: 'basics',
    locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
  })
  if (own.quickstart?.overview) return
  const english = await payload.findGlobal({
    slug: 'basics',
    locale: 'en',
    depth: 0,
    overrideAccess: true,
  })
  await payload.updateGlobal({
    slug: 'basics',
    locale,
    data: overlayWords(english, basicsData(basics)) as typeof english,
    overrideAccess: true,
    context,
    depth: 0,
  })
  count(`basics (${locale})`)
}

/**
 * Each translated hero guide over the English one: abilities by hero, form and name, details by hero, how-to-win
 * entries by hero and order (the English seed's order is its index). Property and stat rows keep the English rows'
 * ids and names, matched by name (properties) or by place (stats); only their values are translated.
 */
async function translateHeroGuides(seeder: Seeder, locale: Locale, guides: NonNullable<SeedTranslation['heroGuides']>) {
  const { payload, findOne, count, eachAtOnce } = seeder
  // A few heroes at a time: each writes only its own documents, and a write mostly waits for the database.
  await eachAtOnce(Object.entries(guides), async ([slug, guide]) => {
    const options = { locale, overrideAccess: true, context: contextFor(locale, 'heroes', slug), depth: 0 } as const
    const hero = await findOne('heroes', { slug: { equals: slug } })
    if (!hero) return
    const onHero = { hero: { equals: hero.id } }
    for (const ability of guide.abilities) {
      const english = await findOne('hero-abilities', {
        and: [onHero, { name: { equals: ability.name } }, { variant: { equals: ability.variant } }],
      })
      if (!english || (await ownText(payload, 'hero-abilities', english.id, locale)).description) continue
      const properties = (english.properties ?? []).map((row) => ({
        value: ability.properties[row.name],
      }))
      const data = overlayWords(english, {
        description: ability.description,
        properties,
      }) as typeof english
      await payload.update({
        collection: 'hero-abilities',
        id: english.id,
        data: { ...data, _status: 'published' },
        ...options,
      })
      count(`hero-abilities (${locale})`)
    }
    const details = await findOne('hero-details', onHero)
    if (details && !(await ownText(payload, 'hero-details', details.id, locale)).primaryJob) {
      const { primaryJob, secondaryJob, healing, notes, stats } = guide.details
      const translated = {
        primaryJob,
        secondaryJob,
        healing,
        notes,
        stats: stats.map(({ value }) => ({ value })),
      }
      const data = overlayWords(details, translated) as typeof details
      await payload.update({
        collection: 'hero-details',
        id: details.id,
        data: { ...data, _status: 'published' },
        ...options,
      })
      count(`hero-details (${locale})`)
    }
    for (const [order, entry] of guide.howToWin.entries()) {
      const english = await findOne('how-to-win', {
        and: [onHero, { order: { equals: order } }, { side: { equals: entry.side } }, { type: { equals: entry.type } }],
      })
      if (!english || (await ownText(payload, 'how-to-win', english.id, locale)).text) continue
      await payload.update({
        collection: 'how-to-win',
        id: english.id,
        data: { text: entry.text, _status: 'published' },
        ...options,
      })
      count(`how-to-win (${locale})`)
    }
  })
}

/** The collections of a map guide whose words are translated, by the words a translation gives. */
type MapWords = {
  maps: { description: string }
  'map-heroes': { reason: string }
  'map-markers': { description: string }
  'map-callouts': { name: string; aliases: string[]; description: string }
  'map-routes': { name: string; description: string }
  'power-positions': { defDescription: string; atkDescription: string }
  breakouts: { defDescription: string; atkDescription: string }
  transformations: { description: string }
  'utility-placements': { description: string }
}

/**
 * The documents `where` finds, in id order (the order the English seed created them), each given the words at
 * its place in `words`; a document that has words in the language already is left as an editor left it.
 * Only words: geometry, slugs, relations and choices are shared by every language.
 */
async function translateInOrder<C extends keyof MapWords & CollectionSlug>(
  { payload, count }: Seeder,
  locale: Locale,
  collection: C,
  where: Where,
  words: MapWords[C][],
  mapSlug: string,
) {
  if (!words.length) return
  const read = {
    where,
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  } as const
  const [english, own] = await Promise.all([
    payload.find({ collection, ...read, locale: 'en' }),
    payload.find({ collection, ...read, locale, fallbackLocale: false }),
  ])
  for (const [index, doc] of english.docs.entries()) {
    const translated = words[index]
    if (!translated) break
    const mine = own.docs[index] as unknown as Record<string, unknown> | undefined
    if (Object.keys(translated).some((field) => mine?.[field] && (!Array.isArray(mine[field]) || mine[field].length))) continue
    await payload.update({
      collection,
      id: doc.id,
      locale,
      data: translated as never,
      overrideAccess: true,
      context: contextFor(locale, 'maps', mapSlug),
      depth: 0,
    })
    count(`${collection} (${locale})`)
  }
}

/**
 * Each translated map guide over the English one: the map's description, its heroes' reasons, and per section
 * (by its English name, shared by every language) the markers, callouts, routes, hot spot, breakouts,
 * transformations and utility placements, each matched by its place in the English seed's lists.
 */
async function translateMapGuides(seeder: Seeder, locale: Locale, translation: SeedTranslation) {
  const { findOne, eachAtOnce } = seeder
  for (const [slug, guide] of Object.entries(translation.mapGuides ?? {})) {
    const map = await findOne('maps', { slug: { equals: slug } })
    if (!map) continue
    await translateInOrder(seeder, locale, 'maps', { id: { equals: map.id } }, [{ description: guide.description }], slug)
    await translateInOrder(
      seeder,
      locale,
      'map-heroes',
      { map: { equals: map.id } },
      guide.heroes.map(({ reason }) => ({ reason })),
      slug,
    )
    // A few sections at a time, as the hero guides.
    await eachAtOnce(guide.sections, async (section) => {
      const found = await findOne('map-sections', {
        and: [{ map: { equals: map.id } }, { name: { equals: section.name } }],
      })
      if (!found) return
      const onSection = { section: { equals: found.id } }
      const callouts = translation.sectionCallouts?.[slug]?.[section.name] ?? []
      const routes = translation.sectionRoutes?.[slug]?.[section.name] ?? []
      const { defDescription, atkDescription } = section.powerPosition
      await translateInOrder(
        seeder,
        locale,
        'map-markers',
        onSection,
        section.markers.map(({ description }) => ({ description })),
        slug,
      )
      await translateInOrder(
        seeder,
        locale,
        'map-callouts',
        onSection,
        callouts.map(({ name, aliases = [], description }) => ({
          name,
          aliases,
          description,
        })),
        slug,
      )
      await translateInOrder(
        seeder,
        locale,
        'map-routes',
        onSection,
        routes.map(({ name, description }) => ({ name, description })),
        slug,
      )
      await translateInOrder(seeder, locale, 'power-positions', onSection, [{ defDescription, atkDescription }], slug)
      await translateInOrder(seeder, locale, 'breakouts', onSection, [section.breakout], slug)
      await translateInOrder(seeder, locale, 'transformations', onSection, section.transformations, slug)
      await translateInOrder(
        seeder,
        locale,
        'utility-placements',
        onSection,
        section.utilityPlacements.map(({ description }) => ({ description })),
        slug,
      )
    })
  }
}

export async function seedTranslations(seeder: Seeder) {
  for (const [locale, translation] of Object.entries(translations) as [Locale, SeedTranslation][]) {
    if (translation.news) await translateNews(seeder, locale, translation.news)
    if (translation.pages) await translatePages(seeder, locale, translation.pages)
    if (translation.patches) await translatePatches(seeder, locale, translation.patches)
    if (translation.basics) await translateBasics(seeder, locale, translation.basics)
    if (translation.heroGuides) await translateHeroGuides(seeder, locale, translation.heroGuides)
    await translateMapGuides(seeder, locale, translation)
  }
}
