import { es, ptBR } from 'date-fns/locale'
import { formatInTimeZone } from 'date-fns-tz'
import { describe, expect, it } from 'vitest'

import { longDate } from '@/i18n/date-format'
import { answerClockQuestion, visitorDateTime } from '@/i18n/visitor-date-time'

// 18:05 UTC on 28 November 2026: 15:05 in São Paulo (UTC−3), 12:05 in Mexico City (UTC−6), 13:05 in New York.
const EVENING = '2026-11-28T18:05:00.000Z'
// 02:30 UTC on 1 March 2026: still 28 February on the American clocks, so the date follows the zone.
const PAST_MIDNIGHT = '2026-03-01T02:30:00.000Z'

/** Runs `check` with the process's time zone set to `zone` (Node reads TZ afresh), then puts the old one back. */
function inTimeZone(zone: string, check: () => void) {
  const before = process.env.TZ
  process.env.TZ = zone
  try {
    check()
  } finally {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  }
}

describe('an instant on the visitor’s clock (the browser’s Intl)', () => {
  it('is written in English as the guide always wrote it: month first, 12-hour clock, zone', () => {
    expect(visitorDateTime(EVENING, 'en', 'America/New_York')).toEqual({ date: '11/28/2026', time: '01:05 PM EST' })
    expect(visitorDateTime(EVENING, 'en', 'America/Mexico_City')).toEqual({ date: '11/28/2026', time: '12:05 PM CST' })
    expect(visitorDateTime(EVENING, 'en', 'America/Sao_Paulo')).toEqual({ date: '11/28/2026', time: '03:05 PM GMT-3' })
    expect(visitorDateTime(PAST_MIDNIGHT, 'en', 'UTC')).toEqual({ date: '03/01/2026', time: '02:30 AM UTC' })
  })

  it('is byte for byte what NewsDateTime wrote before the languages, in English', () => {
    for (const zone of ['America/Sao_Paulo', 'America/Mexico_City', 'Europe/Madrid', 'Asia/Tokyo', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC']) {
      // Midnight and noon on the 12-hour clock (12:15 AM, 12:40 PM) among them, in UTC and in the zones.
      for (const iso of [EVENING, PAST_MIDNIGHT, '2026-07-04T00:15:00.000Z', '2026-07-04T12:40:00.000Z', '2026-12-31T23:59:00.000Z']) {
        const at = new Date(iso)
        expect(visitorDateTime(iso, 'en', zone)).toEqual({
          date: formatInTimeZone(at, zone, 'MM/dd/yyyy'),
          time: formatInTimeZone(at, zone, 'hh:mm a zzz'),
        })
      }
    }
  })

  it('is in Spanish and Portuguese what date-fns-tz writes with their locales', () => {
    for (const [language, locale] of [['es', es], ['pt-BR', ptBR]] as const) {
      for (const zone of ['America/Sao_Paulo', 'America/Mexico_City', 'Europe/Madrid', 'Asia/Kolkata', 'UTC']) {
        for (const iso of [EVENING, PAST_MIDNIGHT, '2026-07-04T00:15:00.000Z', '2026-12-31T23:59:00.000Z']) {
          const at = new Date(iso)
          expect(visitorDateTime(iso, language, zone)).toEqual({
            date: formatInTimeZone(at, zone, 'dd/MM/yyyy', { locale }),
            time: formatInTimeZone(at, zone, 'HH:mm zzz', { locale }),
          })
        }
      }
    }
  })

  it('is written in Spanish day first on a 24-hour clock, with the zone', () => {
    expect(visitorDateTime(EVENING, 'es', 'America/Mexico_City')).toEqual({ date: '28/11/2026', time: '12:05 GMT-6' })
    expect(visitorDateTime(EVENING, 'es', 'Europe/Madrid')).toEqual({ date: '28/11/2026', time: '19:05 CET' })
    expect(visitorDateTime(PAST_MIDNIGHT, 'es', 'America/Mexico_City')).toEqual({ date: '28/02/2026', time: '20:30 GMT-6' })
  })

  it('is written in Brazilian Portuguese day first on a 24-hour clock, with the zone', () => {
    expect(visitorDateTime(EVENING, 'pt-BR', 'America/Sao_Paulo')).toEqual({ date: '28/11/2026', time: '15:05 BRT' })
    expect(visitorDateTime(PAST_MIDNIGHT, 'pt-BR', 'America/Sao_Paulo')).toEqual({ date: '28/02/2026', time: '23:30 BRT' })
    expect(visitorDateTime(PAST_MIDNIGHT, 'pt-BR', 'UTC')).toEqual({ date: '01/03/2026', time: '02:30 UTC' })
  })

  it("answers the news feed's question in the zone of the runtime that answers it (the clock's worker)", () => {
    inTimeZone('America/Sao_Paulo', () => {
      expect(answerClockQuestion({ language: 'pt-BR', instants: [EVENING, PAST_MIDNIGHT] })).toEqual({
        language: 'pt-BR',
        written: { [EVENING]: { date: '28/11/2026', time: '15:05 BRT' }, [PAST_MIDNIGHT]: { date: '28/02/2026', time: '23:30 BRT' } },
      })
    })
  })
})

describe('a day written out in full', () => {
  it('reads in English as the pages always did, month first', () => {
    expect(longDate(EVENING, 'en')).toBe('November 28, 2026')
    expect(longDate('2025-03-11T00:00:00.000Z', 'en')).toBe('March 11, 2025')
  })

  it('reads in Spanish and Portuguese day first, with the month’s name in the language', () => {
    expect(longDate(EVENING, 'es')).toBe('28 de noviembre de 2026')
    expect(longDate(EVENING, 'pt-BR')).toBe('28 de novembro de 2026')
    expect(longDate('2026-03-01T00:00:00.000Z', 'es')).toBe('1 de marzo de 2026')
    expect(longDate('2026-03-01T00:00:00.000Z', 'pt-BR')).toBe('1 de março de 2026')
  })

  it('is the UTC day whatever zone the server runs in', () => {
    // 02:30 UTC on 1 March is still 28 February in Mexico City; every reader sees the page's one day.
    inTimeZone('America/Mexico_City', () => {
      expect(new Date(PAST_MIDNIGHT).getDate()).toBe(28)
      expect(longDate(PAST_MIDNIGHT, 'en')).toBe('March 1, 2026')
      expect(longDate(PAST_MIDNIGHT, 'es')).toBe('1 de marzo de 2026')
    })
  })
})
