import type { AtomEntry } from '@/site/atom'
import type { PatchChangeKind } from '@/rules/patch-changes'
import { localePath, type Language } from '@/i18n/languages'

import { getNews } from './news'
import { getPatches } from './patches'

/** How many news entries the feed carries; patches are few and all go in. */
const FEED_NEWS_ENTRIES = 30

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The feed's own words in its language, from the route's catalogue. */
export type FeedWords = {
  patchTitle: (version: string, title: string) => string
  kind: (kind: PatchChangeKind) => string
  changes: (count: number) => string
}

/**
 * News entries and patches for the feed of `language` (/feed.xml, /es/feed.xml, ...), newest first; addresses are
 * absolute on `base` and lead to that language's pages. An entry whose text has no translation yet is English
 * and says so (`xml:lang="en"`).
 */
export async function getFeedEntries(base: URL, language: Language, words: FeedWords): Promise<AtomEntry[]> {
  const [news, patches] = await Promise.all([getNews(FEED_NEWS_ENTRIES, 0, language), getPatches(language)])
  const at = (path: string) => new URL(localePath(language, path), base).href
  const newsEntries: AtomEntry[] = news.map((entry) => ({
    id: at(`/news/${entry.slug}`),
    title: entry.title,
    url: at(`/news/${entry.slug}`),
    published: entry.created_at,
    updated: entry.created_at,
    summary: entry.excerpt,
    html: entry.html,
    author: entry.author,
    category: 'news',
    ...(entry.untranslated?.length ? { language: 'en' } : {}),
  }))
  const patchEntries: AtomEntry[] = patches.map((patch) => {
    const changes = patch.changes.length
      ? `<ul>${patch.changes
          .map((change) => `<li><a href="${escapeHtml(at(change.subject.url))}">${escapeHtml(change.subject.name)}</a> (${words.kind(change.kind).toLowerCase()}): ${escapeHtml(change.summary)}</li>`)
          .join('')}</ul>`
      : ''
    return {
      id: at(`/patches/${patch.version}`),
      title: words.patchTitle(patch.version, patch.title),
      url: at(`/patches/${patch.version}`),
      published: patch.releasedAt,
      updated: patch.updatedAt > patch.releasedAt ? patch.updatedAt : patch.releasedAt,
      summary: patch.excerpt || words.changes(patch.changes.length),
      html: `${patch.html}${changes}`,
      author: null,
      category: 'patch',
      ...(patch.untranslated.length ? { language: 'en' } : {}),
    }
  })
  return [...newsEntries, ...patchEntries].sort((a, b) => b.published.localeCompare(a.published))
}
