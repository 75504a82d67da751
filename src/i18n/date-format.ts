import { formatDistanceToNow } from 'date-fns'
import { es, ptBR } from 'date-fns/locale'
import type { Locale } from 'date-fns'
import { formatInTimeZone } from 'date-fns-tz'

import type { Language } from './languages'

/**
 * How each language writes a day in full and its date-fns locale (the admin's "3 hours ago"). English keeps the
 * guide's first form; Spanish and Brazilian Portuguese put the day first. An instant on the visitor's clock is
 * written in the browser, with Intl (visitor-date-time.ts).
 */
const FORMS: Record<Language, { locale?: Locale; long: string }> = {
  en: { long: 'MMMM d, yyyy' },
  es: { locale: es, long: "d 'de' MMMM 'de' yyyy" },
  'pt-BR': { locale: ptBR, long: "d 'de' MMMM 'de' yyyy" },
}

/** A day written out in full (a page's "Last Updated"), read in UTC so every visitor sees the same day. */
export function longDate(iso: string, language: Language): string {
  const { locale, long } = FORMS[language]
  return formatInTimeZone(new Date(iso), 'UTC', long, { locale })
}

/** "3 hours ago" in the language (the admin's latest edits). */
export function timeAgo(iso: string, language: Language): string {
  return formatDistanceToNow(new Date(iso), { addSuffix: true, locale: FORMS[language].locale })
}
