import { getGuidePayload } from '@/cms/payload'
import type { Page } from '@/payload-types'

import { cachedRead } from '@/cache/cached-read'
import type { Language } from '@/i18n/languages'
import { fellBack, readInLanguage } from './localized'
import { mediaUrl } from './media'
import { readOptions } from '@/cms/draft'
import { isWebLink } from '@/rules/web-link'

/** A static page (Terms, Privacy, About, a character profile) as the page components render it. */
export type GuidePage = {
  title: string
  slug: string
  /** ISO 8601 */
  lastUpdated: string
  body: Page['body']
  portraitUrl: string | null
  socialUrl: string | null
  socialHandle: string | null
  /** In a language other than English, the texts shown in English because they have no translation yet. */
  untranslated: ('title' | 'body')[]
}

/** The page with this slug, or null; depth 1 so the portrait arrives as a media document with its URL. */
export const getPage = cachedRead('page', ['pages'], async (slug: string, language: Language): Promise<GuidePage | null> => {
  const payload = await getGuidePayload()
  const { value: doc, fallback } = await readInLanguage(language, async (locale) => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      ...readOptions(),
      ...locale,
    })
    return docs[0]
  })
  if (!doc) return null
  return {
    title: doc.title,
    slug: doc.slug ?? slug,
    lastUpdated: new Date(doc.lastUpdated).toISOString(),
    body: doc.body,
    portraitUrl: mediaUrl(doc.portrait),
    // A link saved before the field took only web addresses is not shown.
    socialUrl: isWebLink(doc.socialUrl) ? doc.socialUrl.trim() : null,
    socialHandle: doc.socialHandle ?? null,
    untranslated: (['title', 'body'] as const).filter((field) => fellBack(fallback, field)),
  }
}, { language: (_slug, language) => language })

/** Slugs of the pages that are character profiles (a portrait or a social account), for their routes and the sitemap. */
export const getProfileSlugs = cachedRead('profile-slugs', ['pages'], async (): Promise<string[]> => {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'pages', depth: 0, pagination: false, select: { slug: true, portrait: true, socialUrl: true }, ...readOptions() })
  return docs.flatMap((doc) => (doc.slug && (doc.portrait || doc.socialUrl) ? [doc.slug] : []))
})
