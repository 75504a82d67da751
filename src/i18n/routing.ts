import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type Language } from './languages'

/**
 * next-intl's view of the addresses: English unprefixed, the others under their own prefix. No detection and no
 * cookie: the address alone says the language, so every page stays cacheable by its address (issue 45, 1).
 */
export const routing = defineRouting({
  locales: LANGUAGE_CODES as Language[],
  defaultLocale: DEFAULT_LANGUAGE,
  localePrefix: {
    mode: 'as-needed',
    prefixes: Object.fromEntries(LANGUAGES.filter(({ prefix }) => prefix).map(({ code, prefix }) => [code, prefix])) as Partial<Record<Language, `/${string}`>>,
  },
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})
