import { formatDistanceToNow } from 'date-fns'
import { es, ptBR } from 'date-fns/locale'
import type { Locale } from 'date-fns'
import { formatInTimeZone } from 'date-fns-tz'

import type { Language } from './languages'

/**
 * How each language writes a date and a clock time. English keeps the guide's first forms (spec §2 News:
 * MM/dd/yyyy, 12-hour clock) byte for byte; Spanish and Brazilian Portuguese put the day first and read a 24-hour
 * clock. The zone's abbreviation follows the time in every language.
 */
const FORMS: Record<Language, { locale?: Locale; date: string; time: string; long: string }> = {
  // No locale for English: the zone's name stays in the browser's own wording, as it always was.
  en: { date: 'MM/dd/yyyy', time: 'hh:mm a zzz', long: 'MMMM d, yyyy' },
  es: { locale: es, date: 'dd/MM/yyyy', time: 'HH:mm zzz', long: "d 'de' MMMM 'de' yyyy" },
  'pt-BR': { locale: ptBR, date: 'dd/MM/yyyy', time: 'HH:mm zzz', long: "d 'de' MMMM 'de' yyyy" },
}

/** An instant's date and time on the visitor's clock, in `zone` (an IANA name such as America/Sao_Paulo). */
export function visitorDateTime(iso: string, language: Language, zone: string): { date: string; time: string } {
  const { locale, date, time } = FORMS[language]
  const at = new Date(iso)
  return { date: formatInTimeZone(at, zone, date, { locale }), time: formatInTimeZone(at, zone, time, { locale }) }
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
