/**
 * The browser's preferred language (src/i18n/match-language.ts): the entries of navigator.languages, in order,
 * matched to the guide's languages, so a visitor is offered the language they read first.
 */
import { describe, expect, it } from 'vitest'

import { preferredLanguage } from '@/i18n/match-language'

describe('preferredLanguage', () => {
  it('finds Spanish for any Spanish of the Americas or Spain', () => {
    expect(preferredLanguage(['es-MX'])).toBe('es')
    expect(preferredLanguage(['es-419'])).toBe('es')
    expect(preferredLanguage(['es'])).toBe('es')
    expect(preferredLanguage(['es-ES'])).toBe('es')
  })

  it('finds Brazilian Portuguese for Brazil, plain Portuguese and Portugal (the closest the guide has)', () => {
    expect(preferredLanguage(['pt-BR'])).toBe('pt-BR')
    expect(preferredLanguage(['pt'])).toBe('pt-BR')
    expect(preferredLanguage(['pt-PT'])).toBe('pt-BR')
  })

  it('finds English for any English', () => {
    expect(preferredLanguage(['en-GB'])).toBe('en')
    expect(preferredLanguage(['en-US'])).toBe('en')
    expect(preferredLanguage(['en'])).toBe('en')
  })

  it('ignores case and stray spaces or underscores in a tag', () => {
    expect(preferredLanguage(['PT-br'])).toBe('pt-BR')
    expect(preferredLanguage(['ES-mx'])).toBe('es')
    expect(preferredLanguage([' es_419 '])).toBe('es')
  })

  it('takes the first language the guide has, in the browser order', () => {
    expect(preferredLanguage(['de-DE', 'fr', 'pt-BR', 'es'])).toBe('pt-BR')
    expect(preferredLanguage(['en-US', 'es-MX'])).toBe('en')
    expect(preferredLanguage(['es-MX', 'en-US'])).toBe('es')
  })

  it('skips what is not a language the guide has, and answers null when nothing matches', () => {
    expect(preferredLanguage(['de', 'ja-JP', '*', ''])).toBeNull()
    expect(preferredLanguage([])).toBeNull()
    // "espanol" is no tag of Spanish: only the subtag before a hyphen counts.
    expect(preferredLanguage(['espanol', 'english'])).toBeNull()
  })
})
