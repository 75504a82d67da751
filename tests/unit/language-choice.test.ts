/**
 * When the guide offers a visitor another language, and where its link goes (src/i18n/language-choice.ts): only
 * when the browser prefers a language the page is not in, only until the visitor has chosen or declined, and
 * always to the same page in that language.
 */
import { describe, expect, it } from 'vitest'

import { samePageIn, suggestedLanguage } from '@/i18n/language-choice'

describe('suggestedLanguage', () => {
  it('offers the browser language when the page is in another one', () => {
    expect(suggestedLanguage('en', ['es-MX', 'en-US'], null)).toBe('es')
    expect(suggestedLanguage('es', ['pt-PT'], null)).toBe('pt-BR')
    expect(suggestedLanguage('pt-BR', ['en-GB', 'pt-BR'], null)).toBe('en')
  })

  it('offers nothing when the page is already in the preferred language, or the guide has none of them', () => {
    expect(suggestedLanguage('es', ['es-419', 'en'], null)).toBeNull()
    expect(suggestedLanguage('en', ['en-US', 'es'], null)).toBeNull()
    expect(suggestedLanguage('en', ['de-DE', 'fr'], null)).toBeNull()
    expect(suggestedLanguage('en', [], null)).toBeNull()
  })

  it('offers nothing ever again once the visitor chose a language or closed the suggestion', () => {
    expect(suggestedLanguage('en', ['es'], 'es')).toBeNull()
    expect(suggestedLanguage('en', ['es'], 'en')).toBeNull()
    expect(suggestedLanguage('pt-BR', ['es'], 'pt-BR')).toBeNull()
  })
})

describe('samePageIn', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

  it('moves an English address under the language prefix', () => {
    expect(samePageIn('es', at('/heroes/ana'))).toBe('/es/heroes/ana')
    expect(samePageIn('pt-BR', at('/'))).toBe('/pt-br')
  })

  it('moves a prefixed address to another language, English unprefixed', () => {
    expect(samePageIn('pt-BR', at('/es/maps/dust'))).toBe('/pt-br/maps/dust')
    expect(samePageIn('en', at('/pt-br/maps'))).toBe('/maps')
    expect(samePageIn('en', at('/es'))).toBe('/')
    expect(samePageIn('es', at('/pt-br/'))).toBe('/es')
  })

  it('keeps the query string and fragment', () => {
    expect(samePageIn('es', at('/heroes', '?role=tank', '#abilities'))).toBe('/es/heroes?role=tank#abilities')
    expect(samePageIn('en', at('/es/search', '?q=ana'))).toBe('/search?q=ana')
  })
})
