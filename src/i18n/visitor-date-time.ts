import type { Language } from './languages'

/**
 * How each language writes an instant on the visitor's clock, with the browser's own Intl: English keeps the
 * guide's first forms (spec §2 News: MM/dd/yyyy, 12-hour clock, `hh:mm a zzz`) byte for byte; Spanish and
 * Brazilian Portuguese put the day first and read a 24-hour clock. The zone's abbreviation follows the time: in
 * English in the browser's own wording, as it always was, else in the language's (with en-US behind it).
 *
 * Not date-fns-tz, as the server's long dates are (date-format.ts): the news feed runs this in every visitor's
 * browser, and date-fns-tz with two locales was 39 KB of script that the browser already has in Intl.
 */
const CLOCKS: Record<Language, { dayFirst: boolean; twelveHours: boolean; zoneLocales?: string[] }> = {
  en: { dayFirst: false, twelveHours: true },
  es: { dayFirst: true, twelveHours: false, zoneLocales: ['es', 'en-US'] },
  'pt-BR': { dayFirst: true, twelveHours: false, zoneLocales: ['pt-BR', 'en-US'] },
}

// A formatter costs far more to make than to use, and a feed writes ten instants in one zone.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key)
  if (!found) formatters.set(key, (found = make()))
  return found
}

const pad = (value: number) => String(value).padStart(2, '0')

/** An instant as a page shows it: its date and its time with the zone's abbreviation. */
export type VisitorDateTime = { date: string; time: string }

/** An instant's date and time on the visitor's clock, in `zone` (an IANA name such as America/Sao_Paulo). */
export function visitorDateTime(iso: string, language: Language, zone: string): VisitorDateTime {
  const { dayFirst, twelveHours, zoneLocales } = CLOCKS[language]
  const at = new Date(iso)
  const numbers = formatter(`numbers ${zone}`, () =>
    // hourCycle h23: midnight is 00, never 24.
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }),
  )
  const part = Object.fromEntries(numbers.formatToParts(at).map(({ type, value }) => [type, value]))
  const zoneName = formatter(`zone ${zone} ${zoneLocales ?? ''}`, () => new Intl.DateTimeFormat(zoneLocales, { timeZone: zone, timeZoneName: 'short' }))
    .formatToParts(at)
    .find(({ type }) => type === 'timeZoneName')?.value
  const hour = Number(part.hour)
  const clock = twelveHours ? `${pad(hour % 12 || 12)}:${part.minute} ${hour < 12 ? 'AM' : 'PM'}` : `${pad(hour)}:${part.minute}`
  return {
    date: dayFirst ? `${part.day}/${part.month}/${part.year.padStart(4, '0')}` : `${part.month}/${part.day}/${part.year.padStart(4, '0')}`,
    time: zoneName ? `${clock} ${zoneName}` : clock,
  }
}

/** Instants to write in one language on the visitor's clock: what the page asks the clock's worker. */
export type ClockQuestion = { language: Language; instants: string[] }
/** Each instant of a question, written. */
export type ClockAnswer = { language: Language; written: Record<string, VisitorDateTime> }

/** Answers a question in the time zone of the browser it runs in (the clock's worker, or the page without one). */
export function answerClockQuestion({ language, instants }: ClockQuestion): ClockAnswer {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return { language, written: Object.fromEntries(instants.map((iso) => [iso, visitorDateTime(iso, language, zone)])) }
}
