import type { Metadata } from 'next'

import { SEARCH } from '@/contract/limits'
import { searchGuideForPage } from '@/data/search'
import { parseSearchQuery } from '@/rules/search-query'

import { SearchResults } from './SearchResults'

export const SEARCH_PAGE_METADATA: Metadata = {
  title: 'Search',
  description: 'Search heroes, abilities, maps, news and the glossary of the guide.',
  robots: { index: false },
}

/** The results page for what the visitor typed (`null`: nothing asked yet). */
export async function SearchAnswer({ raw }: { raw: string | null }) {
  const query = raw === null ? null : parseSearchQuery(raw)
  const results = query?.ok ? await searchGuideForPage(query, SEARCH.apiResults) : null
  return <SearchResults value={raw ?? ''} error={query && !query.ok ? query.message : null} results={results} />
}
