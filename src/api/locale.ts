import { BadRequestError } from '@/contract/errors'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, type Language } from '@/i18n/languages'

/**
 * The language an /api call asks for with `?locale=` (an addition, docs/api-contract.md): English without it, so
 * every answer without it stays as it was; a locale the guide does not speak is a 400 naming those it does.
 */
export function requestedLanguage(request: Request): Language {
  const locale = new URL(request.url).searchParams.get('locale')
  if (locale === null) return DEFAULT_LANGUAGE
  if (isLanguage(locale)) return locale
  throw new BadRequestError(`locale must be one of ${LANGUAGE_CODES.join(', ')}.`)
}
