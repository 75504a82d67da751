import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { SEARCH } from '@/contract/limits'
import { searchGuideForPage } from '@/data/search'
import type { Language } from '@/i18n/languages'
import { parseSearchQuery } from '@/rules/search-query'

import { SearchResults } from './SearchResults'

/** The search page's metadata in one language; results pages are not for search engines. */
export async function searchPageMetadata(language: Language): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return { title: t('search'), description: t('searchDescription'), robots: { index: false } }
}

/** The results page for what the visitor typed (`null`: nothing asked yet), searched in the page's language. */
export async function SearchAnswer({ raw, language }: { raw: string | null; language: Language }) {
  const query = raw === null ? null : parseSearchQuery(raw)
  const results = query?.ok ? await searchGuideForPage(query, SEARCH.apiResults, language) : null
  const t = await getTranslations('SearchPage')
  // The rule says what is wrong in English (the /api's words); the page says it in its own language.
  const error = query && !query.ok ? t(query.problem, { max: SEARCH.maxQueryChars }) : null
  return <SearchResults value={raw ?? ''} error={error} results={results} />
}
