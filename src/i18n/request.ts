import { getRequestConfig } from 'next-intl/server'

import { asLanguage } from './languages'

/**
 * The catalogue of the page's language. Each screen sets the language (src/i18n/screens.tsx) before anything reads
 * it; a request with none (a route handler) gets English.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = asLanguage(requested)
  return { locale, messages: (await import(`./messages/${locale}/index.ts`)).default }
})
