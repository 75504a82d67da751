import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { Where } from 'payload'
import sanitizeHtml from 'sanitize-html'

import type { NewsEntry } from '@/lib/api-client/types'
import { getGuidePayload } from '@/lib/payload'

import { cachedRead } from './cache'
import { readOptions } from './draft'

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

export const getNews = cachedRead('news', ['news'], async (limit: number, offset: number): Promise<NewsEntry[]> => {
  const payload = await getGuidePayload()
  const options = readOptions()
  // A preview lists drafts and scheduled entries too; an entry without a date yet comes first (nulls sort first).
  const where: Where | undefined =
    'draft' in options
      ? undefined
      : { and: [{ _status: { equals: 'published' } }, { publishedAt: { less_than_equal: new Date().toISOString() } }] }
  const aligned = offset % limit === 0
  const { docs } = await payload.find({
    collection: 'news',
    where,
    sort: ['-publishedAt', '-id'],
    depth: 0,
    limit: aligned ? limit : offset + limit,
    page: aligned ? offset / limit + 1 : 1,
    ...options,
  })
  return (aligned ? docs : docs.slice(offset)).map((doc) => ({
    id: doc.id,
    title: doc.title,
    created_at: new Date(doc.publishedAt ?? doc.createdAt).toISOString(),
    html: safeNewsHtml(doc.body ? convertLexicalToHTML({ data: doc.body, disableContainer: true }) : ''),
  }))
}, { maxAgeSeconds: NEWS_MAX_AGE_SECONDS })
