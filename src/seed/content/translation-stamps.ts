import type { Language } from '@/i18n/languages'

/**
 * The dates the seed's guide texts count as saved (issue 45: stale translations), fixed so every fresh install
 * says the same. The English guides count as written on ENGLISH_WRITTEN_AT, and their translations on the same
 * day, so they are current; the guides below count as translated a week earlier, before the English's last
 * change, so a fresh install shows the "this translation may be behind" notice and the desk's list at work.
 */
export const ENGLISH_WRITTEN_AT = '2026-11-27T12:00:00.000Z'
export const TRANSLATED_BEHIND_AT = '2026-11-20T12:00:00.000Z'

export const TRANSLATIONS_BEHIND: Record<Exclude<Language, 'en'>, { heroes: string[]; maps: string[] }> = {
  es: { heroes: ['hulk'], maps: ['royal-palace'] },
  'pt-BR': { heroes: ['magik'], maps: [] },
}
