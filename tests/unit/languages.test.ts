import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { asLanguage, isLanguage, LANGUAGES, languageOfAdmin, localePath, splitLocalePath } from '@/i18n/languages'
import { expectedRouteFiles, writtenRouteFiles } from '@/i18n/route-files'
import { metadataIn } from '@/i18n/screens'
import { unknownLanguagePrefix } from '@/i18n/unknown-prefix'

describe('addresses in each language', () => {
  it('keeps English unprefixed and puts the others under their prefix', () => {
    expect(localePath('en', '/heroes/hulk')).toBe('/heroes/hulk')
    expect(localePath('es', '/heroes/hulk')).toBe('/es/heroes/hulk')
    expect(localePath('pt-BR', '/maps/yggsgard/royal-palace/golden-courtyard')).toBe('/pt-br/maps/yggsgard/royal-palace/golden-courtyard')
    expect(localePath('es', '/')).toBe('/es')
    expect(localePath('pt-BR', '/')).toBe('/pt-br')
  })

  it('leaves addresses outside the guide alone', () => {
    expect(localePath('es', 'https://example.com/x')).toBe('https://example.com/x')
    expect(localePath('es', '//example.com/x')).toBe('//example.com/x')
  })

  it('reads the language and the English path back from an address', () => {
    expect(splitLocalePath('/es/tier-list')).toEqual({ language: 'es', path: '/tier-list' })
    expect(splitLocalePath('/pt-br')).toEqual({ language: 'pt-BR', path: '/' })
    expect(splitLocalePath('/pt-br/')).toEqual({ language: 'pt-BR', path: '/' })
    expect(splitLocalePath('/heroes')).toEqual({ language: 'en', path: '/heroes' })
    // A path that merely starts with the letters of a prefix is English.
    expect(splitLocalePath('/esports')).toEqual({ language: 'en', path: '/esports' })
    for (const { code } of LANGUAGES) expect(splitLocalePath(localePath(code, '/news/x')).path).toBe('/news/x')
  })

  it('knows its three languages and nothing else', () => {
    expect(LANGUAGES.map(({ code }) => code)).toEqual(['en', 'es', 'pt-BR'])
    expect(isLanguage('es')).toBe(true)
    expect(isLanguage('pt-br')).toBe(false)
    expect(isLanguage('fr')).toBe(false)
    expect(asLanguage('pt-BR')).toBe('pt-BR')
    expect(asLanguage('pt-br')).toBe('en')
    expect(asLanguage(undefined)).toBe('en')
  })
})

describe('an unknown language prefix', () => {
  it('is a 404 when it looks like a language in front of a page of the route table', () => {
    expect(unknownLanguagePrefix(['xx', 'heroes'])).toBe(true)
    expect(unknownLanguagePrefix(['fr'])).toBe(true)
    expect(unknownLanguagePrefix(['pt-pt', 'maps', 'x'])).toBe(true)
    expect(unknownLanguagePrefix(['PT-BR', 'heroes'])).toBe(true)
    expect(unknownLanguagePrefix(['xx', 'feed.xml'])).toBe(true)
  })

  it('leaves other unknown paths to go home', () => {
    expect(unknownLanguagePrefix(['es', 'nothing-here'])).toBe(false)
    expect(unknownLanguagePrefix(['foo', 'bar'])).toBe(false)
    expect(unknownLanguagePrefix(['something-long'])).toBe(false)
    expect(unknownLanguagePrefix(['heroes', 'x', 'y'])).toBe(false)
    expect(unknownLanguagePrefix([])).toBe(false)
  })
})

describe('metadata in each language', () => {
  const english = { title: 'Hulk guide', alternates: { canonical: '/heroes/hulk' }, openGraph: { url: '/heroes/hulk', title: 'Hulk guide' } }

  it('gives each language its own canonical and names every twin, with English as x-default', () => {
    const spanish = metadataIn('es', english)
    expect(spanish.alternates?.canonical).toBe('/es/heroes/hulk')
    expect(spanish.alternates?.languages).toEqual({ en: '/heroes/hulk', es: '/es/heroes/hulk', 'pt-BR': '/pt-br/heroes/hulk', 'x-default': '/heroes/hulk' })
    expect(spanish.openGraph).toMatchObject({ url: '/es/heroes/hulk', locale: 'es_LA' })
    expect(metadataIn('en', english).alternates?.canonical).toBe('/heroes/hulk')
  })

  it('leaves a page without a canonical (a not-found page) as it is', () => {
    const notFound = { title: 'Hero not found', robots: { index: false } }
    expect(metadataIn('pt-BR', notFound)).toBe(notFound)
  })
})

describe('the route files of every language', () => {
  it('are written from the screens and up to date (run `npm run locale:routes`)', () => {
    const expected = expectedRouteFiles()
    const written = writtenRouteFiles()
    expect([...written.keys()].sort()).toEqual([...expected.keys()].sort())
    for (const [file, content] of expected) expect(written.get(file), file).toBe(content)
  })

  it('give every screen a route in each language', () => {
    const files = [...expectedRouteFiles().keys()]
    for (const folder of ['(en)', 'es', 'pt-br']) {
      expect(files).toContain(path.join('src/app/(frontend)', folder, 'heroes/[hero]/page.tsx'))
      expect(files).toContain(path.join('src/app/(frontend)', folder, 'layout.tsx'))
    }
    expect(readFileSync(path.join('src/app/(frontend)/pt-br/layout.tsx'), 'utf8')).toContain("languageLayout('pt-BR', screen)")
    // The feed is a route handler screen: one per language too, each bound to its language.
    for (const folder of ['(en)', 'es', 'pt-br']) expect(files).toContain(path.join('src/app/(frontend)', folder, 'feed.xml/route.ts'))
    expect(readFileSync(path.join('src/app/(frontend)/es/feed.xml/route.ts'), 'utf8')).toContain("export const GET = languageRoute('es', screen).GET")
  })
})

describe("the admin's interface language", () => {
  it('is read as the guide language of the same code, or of the same base', () => {
    expect(languageOfAdmin('en')).toBe('en')
    expect(languageOfAdmin('es')).toBe('es')
    // Payload's own Portuguese is `pt`; the guide's is Brazilian.
    expect(languageOfAdmin('pt')).toBe('pt-BR')
    expect(languageOfAdmin('pt-BR')).toBe('pt-BR')
  })

  it('is English for a language the guide does not have, or none', () => {
    expect(languageOfAdmin('de')).toBe('en')
    expect(languageOfAdmin('')).toBe('en')
    expect(languageOfAdmin(undefined)).toBe('en')
  })
})
