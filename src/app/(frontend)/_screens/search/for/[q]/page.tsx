import type { Metadata } from 'next'

import { SearchAnswer, searchPageMetadata } from '@/components/search/SearchAnswer'
import type { Language } from '@/i18n/languages'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  return searchPageMetadata(language)
}

type SearchForPageProps = { params: Promise<{ q: string }>; language: Language }

/**
 * /search?q={words}, rewritten here (next.config.ts) so the results are a page cached per query: rendered per
 * request, a search waited behind every other request at each step of its render and made the tail of the
 * mixed load (issue "Nothing breaks and nothing flakes", 4). The cache holds them in memory only
 * (src/cache/memory-only.mjs), so made-up queries do not fill the store.
 */
export async function generateStaticParams(): Promise<{ q: string }[]> {
  return []
}

/** The words as typed; an address made by hand may hold a `%` that decodes to nothing. */
function wordsOf(q: string): string {
  try {
    return decodeURIComponent(q)
  } catch {
    return q
  }
}

export default async function SearchForPage({ params, language }: SearchForPageProps) {
  return <SearchAnswer raw={wordsOf((await params).q)} language={language} />
}
