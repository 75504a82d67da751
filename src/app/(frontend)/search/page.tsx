import type { Metadata } from 'next'

import { SearchResults } from '@/components/search/SearchResults'
import { searchGuide } from '@/data/search'
import { SEARCH } from '@/constants'
import { parseSearchQuery } from '@/rules/search-query'

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search heroes, abilities, maps, news and the glossary of the guide.',
  robots: { index: false },
}

type SearchPageProps = { searchParams: Promise<{ q?: string | string[] }> }

/** /search?q=: a plain form and a list of links, so it works without JavaScript. Dynamic by nature. */
export default async function SearchPage({ searchParams }: SearchPageProps) {
  const { q } = await searchParams
  const raw = Array.isArray(q) ? q[0] : q
  const query = raw === undefined ? null : parseSearchQuery(raw)
  const results = query?.ok ? await searchGuide(query, SEARCH.apiResults) : []
  return <SearchResults value={raw ?? ''} error={query && !query.ok ? query.message : null} results={query?.ok ? results : null} />
}
