import { cachedRead } from '@/cache/cached-read'
import { SEARCH_INDEX_READS } from '@/cache/revalidate'
import { searchGuide } from '@/search/query'

import { NEWS_MAX_AGE_SECONDS } from './news'

/** For /api/search, not cached: the index is small and GIN-indexed, and those searches are rate limited. */
export { searchGuide }

/**
 * The results page's search: cached per query, in each process's memory only, since anyone can ask for any words
 * (src/cache/memory-only.mjs). Every rebuild of the index expires it; a news entry dated in the future comes into
 * results within NEWS_MAX_AGE_SECONDS, as it comes onto /news.
 */
export const searchGuideForPage = cachedRead('search-page', [SEARCH_INDEX_READS], searchGuide, {
  maxAgeSeconds: NEWS_MAX_AGE_SECONDS,
  memoryOnly: true,
  language: (_query, _limit, language) => language,
})
