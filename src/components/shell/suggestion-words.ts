import type { Language } from '@/i18n/languages'

/** The words of one language's suggestion: what it says, its link and its close button's name. */
export type SuggestionWords = { notice: string; read: string; close: string }

/**
 * The language suggestion in each language. It is always shown in a language other than the page's, so all three
 * travel to the browser with the banner instead of living in the page's message catalogue.
 */
export const SUGGESTION_WORDS: Record<Language, SuggestionWords> = {
  en: { notice: 'This guide is also in English.', read: 'Read it in English', close: 'Close' },
  es: { notice: 'Esta guía también está en español.', read: 'Leer en español', close: 'Cerrar' },
  'pt-BR': { notice: 'Este guia também está em português.', read: 'Ler em português', close: 'Fechar' },
}
