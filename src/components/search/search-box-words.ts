import type { SearchResultType } from '@/contract/types'
import { format } from '@/i18n/browser'
import type { Language } from '@/i18n/languages'
import type en from '@/i18n/messages/en/search-box.json'

type Catalogue = typeof en

/**
 * The box's words for its live results, a script per language fetched the first time a visitor reaches for the
 * box: they are read only once someone types, so no page's HTML carries them (issue 49, about 160 bytes of
 * brotli a page).
 */
const CATALOGUES: Record<Language, () => Promise<{ default: Catalogue }>> = {
  en: () => import('@/i18n/messages/en/search-box.json'),
  es: () => import('@/i18n/messages/es/search-box.json'),
  'pt-BR': () => import('@/i18n/messages/pt-BR/search-box.json'),
}

export type SearchBoxWords = {
  found: (count: number) => string
  nothing: (query: string) => string
  type: (type: SearchResultType) => string
}

const loading = new Map<Language, Promise<SearchBoxWords>>()

export function loadSearchBoxWords(language: Language): Promise<SearchBoxWords> {
  const known = loading.get(language)
  if (known) return known
  // The guide's own ICU formatter, as every client component's words use in the browser (src/i18n/browser.tsx).
  const words = CATALOGUES[language]().then(
    ({ default: { SearchBox } }): SearchBoxWords => ({
      found: (count) => format(SearchBox.found, language, { count }),
      nothing: (query) => format(SearchBox.nothing, language, { query }),
      type: (type) => SearchBox.type[type],
    }),
  )
  // A load that failed (offline before the script was ever fetched) is tried again the next time.
  words.catch(() => loading.delete(language))
  loading.set(language, words)
  return words
}
