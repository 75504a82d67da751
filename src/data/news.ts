import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { Where } from 'payload'
import sanitizeHtml from 'sanitize-html'

import { NEWS_TEXTS, type NewsEntry } from '@/contract/types'
import { excerptFromHtml, NEWS_EXCERPT_AUTO_CHARS } from '@/rules/news-excerpt'
import { getGuidePayload } from '@/cms/payload'
import type { Media, News as NewsDoc } from '@/payload-types'

import { cachedRead } from '@/cache/cached-read'
import type { Language } from '@/i18n/languages'
import { readOptions } from '@/cms/draft'
import { fellBack, readInLanguage, untranslatedIn } from './localized'
import { mediaUrl } from './media'

/** How stale the news list may get at most: a scheduled entry appears within this long of its time. */
export const NEWS_MAX_AGE_SECONDS = 30

/** What an author's rich text may become in a visitor's page: formatting and links, never script. */
export function safeNewsHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr', 'span', 'img'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['class'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  })
}

/** An entry's own page, as /news/{slug} shows it. */
export type NewsArticle = NewsEntry & {
  updated_at: string
  cover: { url: string; alt: string; width: number | null; height: number | null } | null
}

/** What visitors may see: published entries whose date has come (a preview sees drafts too). */
function visibleWhere(options: ReturnType<typeof readOptions>, extra?: Where): Where | undefined {
  const conditions: Where[] =
    'draft' in options ? [] : [{ _status: { equals: 'published' } }, { publishedAt: { less_than_equal: new Date().toISOString() } }]
  if (extra) conditions.push(extra)
  return conditions.length ? { and: conditions } : undefined
}

/**
 * Bylines: account names. Accounts are not readable by visitors, so the names alone are read past access
 * control; nothing else of an account leaves the server.
 */
async function authorNames(docs: NewsDoc[]): Promise<Map<number, string>> {
  const ids = [...new Set(docs.map((doc) => (typeof doc.author === 'object' && doc.author ? doc.author.id : doc.author)).filter((id): id is number => typeof id === 'number'))]
  if (!ids.length) return new Map()
  const payload = await getGuidePayload()
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(users.filter((user) => user.name).map((user) => [user.id, user.name as string]))
}

function toEntry(doc: NewsDoc, authors: Map<number, string>, fallback: string[], language: Language): NewsArticle {
  const untranslated = NEWS_TEXTS.filter((field) => fellBack(fallback, field))
  // A translated text with no excerpt of its own gets one from its own words, never the English excerpt.
  const ownExcerpt = fellBack(fallback, 'excerpt') && !untranslated.includes('body') ? null : doc.excerpt
  const html = safeNewsHtml(doc.body ? convertLexicalToHTML({ data: doc.body, disableContainer: true }) : '')
  const cover = typeof doc.cover === 'object' && doc.cover ? (doc.cover as Media) : null
  const coverUrl = mediaUrl(cover)
  const authorId = typeof doc.author === 'object' && doc.author ? doc.author.id : doc.author
  return {
    id: doc.id,
    title: doc.title,
    created_at: new Date(doc.publishedAt ?? doc.createdAt).toISOString(),
    html,
    slug: doc.slug ?? String(doc.id),
    excerpt: ownExcerpt?.trim() || excerptFromHtml(html, NEWS_EXCERPT_AUTO_CHARS),
    cover_url: coverUrl,
    author: (typeof authorId === 'number' && authors.get(authorId)) || null,
    updated_at: new Date(doc.updatedAt).toISOString(),
    cover: cover && coverUrl ? { url: coverUrl, alt: cover.alt || doc.title, width: cover.width ?? null, height: cover.height ?? null } : null,
    ...untranslatedIn(language, untranslated),
  }
}

/** The fallback paths of the `index`th document of a list read, relative to that document. */
function fallbackOf(fallback: string[], index: number): string[] {
  const prefix = `${index}.`
  return fallback.filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length))
}

export const getNews = cachedRead('news', ['news', 'users'], async (limit: number, offset: number, language: Language): Promise<NewsEntry[]> => {
  const payload = await getGuidePayload()
  const options = readOptions()
  // A preview lists drafts and scheduled entries too; an entry without a date yet comes first (nulls sort first).
  const aligned = offset % limit === 0
  // Sorted by date and id, never a localized field, so the two languages' lists line up entry by entry.
  const { value: docs, fallback } = await readInLanguage(language, async (locale) => {
    const { docs } = await payload.find({
      collection: 'news',
      where: visibleWhere(options),
      sort: ['-publishedAt', '-id'],
      depth: 1,
      limit: aligned ? limit : offset + limit,
      page: aligned ? offset / limit + 1 : 1,
      ...options,
      ...locale,
    })
    return docs
  })
  const skipped = aligned ? 0 : offset
  const shown = docs.slice(skipped)
  const authors = await authorNames(shown)
  // The list answer keeps the contract's fields (and the added ones); the page-only fields stay out.
  return shown.map((doc, index) => {
    const { updated_at: _updated, cover: _cover, ...entry } = toEntry(doc, authors, fallbackOf(fallback, index + skipped), language)
    return entry
  })
}, { maxAgeSeconds: NEWS_MAX_AGE_SECONDS, language: (_limit, _offset, language) => language })

/** One entry's page, or null for a slug no visible entry has. */
export const getNewsArticle = cachedRead('news-article', ['news', 'users'], async (slug: string, language: Language): Promise<NewsArticle | null> => {
  const payload = await getGuidePayload()
  const options = readOptions()
  const { value: docs, fallback } = await readInLanguage(language, async (locale) => {
    const { docs } = await payload.find({
      collection: 'news',
      where: visibleWhere(options, { slug: { equals: slug } }),
      depth: 1,
      limit: 1,
      ...options,
      ...locale,
    })
    return docs
  })
  if (!docs[0]) return null
  return toEntry(docs[0], await authorNames(docs), fallbackOf(fallback, 0), language)
}, { maxAgeSeconds: NEWS_MAX_AGE_SECONDS, language: (_slug, language) => language })

/** Every visible entry's address and last change: what the sitemap lists. */
export const getNewsSlugs = cachedRead('news-slugs', ['news'], async (): Promise<{ slug: string; updatedAt: string }[]> => {
  const payload = await getGuidePayload()
  const options = readOptions()
  const { docs } = await payload.find({
    collection: 'news',
    where: visibleWhere(options),
    sort: ['-publishedAt', '-id'],
    depth: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
    ...options,
  })
  return docs.filter((doc) => doc.slug).map((doc) => ({ slug: doc.slug as string, updatedAt: new Date(doc.updatedAt).toISOString() }))
}, { maxAgeSeconds: NEWS_MAX_AGE_SECONDS })
