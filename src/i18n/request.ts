import { getRequestConfig } from 'next-intl/server'

import { CATALOGUES } from './catalogue'
import { asLanguage } from './languages'

/**
 * The catalogue of the page's language. Each screen sets the language (src/i18n/screens.tsx) before anything reads
 * it; a request with none (a route handler) gets English.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = asLanguage(await requestLocale)
  return { locale, messages: CATALOGUES[locale] }
})
