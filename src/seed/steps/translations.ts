/**
 * The seed's translations (issue 45): basics, the static pages, the newest news and the latest patches in each
 * language, written by the guide. What is not translated here falls back to English, so a fresh install shows
 * the "Not yet translated" mark at work. Each document is translated only while it has no text in that
 * language, so an editor's translation is never replaced.
 */
import type { Payload } from 'payload'

import type { Language } from '@/i18n/languages'

import { basicsData } from './editorial'
import { translations, type SeedTranslation } from '../content/translations'
import { overlayWords } from '../translation-overlay'
import { context, type Seeder } from '../seeder'

type Locale = Exclude<Language, 'en'>

/** The document as stored in `locale` alone, with no English filled in. */
async function ownText(payload: Payload, collection: 'news' | 'pages' | 'patches', id: number, locale: Locale) {
  return payload.findByID({ collection, id, locale, fallbackLocale: false, depth: 0, overrideAccess: true, draft: false })
}

async function translateNews({ payload, findOne, richText, count }: Seeder, locale: Locale, news: NonNullable<SeedTranslation['news']>) {
  for (const entry of news) {
    const english = await findOne('news', { publishedAt: { equals: entry.publishedAt } })
    if (!english || (await ownText(payload, 'news', english.id, locale)).title) continue
    await payload.update({
      collection: 'news',
      id: english.id,
      locale,
      data: { title: entry.title, body: richText(entry.body), _status: 'published' },
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
    const english = await findOne('patches', { version: { equals: patch.version } })
    if (!english || (await ownText(payload, 'patches', english.id, locale)).title) continue
    const translated = { title: patch.title, notes: richText(patch.notes), changes: patch.changes.map((change) => ({ summary: change.summary })) }
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
  const own = await payload.findGlobal({ slug: 'basics', locale, fallbackLocale: false, depth: 0, overrideAccess: true })
  if (own.quickstart?.overview) return
  const english = await payload.findGlobal({ slug: 'basics', locale: 'en', depth: 0, overrideAccess: true })
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

export async function seedTranslations(seeder: Seeder) {
  for (const [locale, translation] of Object.entries(translations) as [Locale, SeedTranslation][]) {
    if (translation.news) await translateNews(seeder, locale, translation.news)
    if (translation.pages) await translatePages(seeder, locale, translation.pages)
    if (translation.patches) await translatePatches(seeder, locale, translation.patches)
    if (translation.basics) await translateBasics(seeder, locale, translation.basics)
  }
}
