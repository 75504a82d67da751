import type { SearchResultType } from '@/contract/types'

/** What a result is, in the guide's words, shown beside its title. */
export const RESULT_LABELS: Record<SearchResultType, string> = {
  hero: 'Hero',
  ability: 'Ability',
  location: 'Location',
  map: 'Map',
  section: 'Map section',
  callout: 'Callout',
  news: 'News',
  patch: 'Patch',
  'tier-list': 'Tier list',
  term: 'Glossary',
}
