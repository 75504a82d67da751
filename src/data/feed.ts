import type { AtomEntry } from '@/site/atom'
import { PATCH_CHANGE_KIND_LABELS } from '@/rules/patch-changes'
import { localePath, type Language } from '@/i18n/languages'

import { getNews } from './news'
import { getPatches } from './patches'

/** How many news entries the feed carries; patches are few and all go in. */
const FEED_NEWS_ENTRIES = 30

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * News entries and patches for the feed of `language` (/feed.xml, /es/feed.xml, ...), newest first; addresses are
 * absolute on `base` and lead to that language's pages. The entries' own words are those the reads return.
 */
export async function getFeedEntries(base: URL, language: Language): Promise<AtomEntry[]> {
  const [news, patches] = await Promise.all([getNews(FEED_NEWS_ENTRIES, 0), getPatches()])
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
  }))
  const patchEntries: AtomEntry[] = patches.map((patch) => {
    const changes = patch.changes.length
      ? `<ul>${patch.changes
          .map((change) => `<li><a href="${escapeHtml(at(change.subject.url))}">${escapeHtml(change.subject.name)}</a> (${PATCH_CHANGE_KIND_LABELS[change.kind].toLowerCase()}): ${escapeHtml(change.summary)}</li>`)
          .join('')}</ul>`
      : ''
    return {
      id: at(`/patches/${patch.version}`),
      title: `Patch ${patch.version}: ${patch.title}`,
      url: at(`/patches/${patch.version}`),
      published: patch.releasedAt,
      updated: patch.updatedAt > patch.releasedAt ? patch.updatedAt : patch.releasedAt,
      summary: patch.excerpt || `${patch.changes.length} changes.`,
      html: `${patch.html}${changes}`,
      author: null,
      category: 'patch',
    }
  })
  return [...newsEntries, ...patchEntries].sort((a, b) => b.published.localeCompare(a.published))
}
