import type { Metadata } from 'next'

import { SearchAnswer, searchPageMetadata } from '@/components/search/SearchAnswer'
import type { Language } from '@/i18n/languages'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  return searchPageMetadata(language)
}

type SearchPageProps = { searchParams: Promise<{ q?: string | string[] }>; language: Language }

/**
 * /search: a plain form and a list of links, so it works without JavaScript. An address with words in `q` is
 * rewritten to /search/for/{words} (next.config.ts), a page cached per query; this one answers the rest (the
 * empty form, an empty `q`) per request.
 */
export default async function SearchPage({ searchParams, language }: SearchPageProps) {
  const { q } = await searchParams
  return <SearchAnswer raw={(Array.isArray(q) ? q[0] : q) ?? null} language={language} />
}
