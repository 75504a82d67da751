import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { format, isPlainDigits } from '@/i18n/browser'
import { CLIENT_NAMESPACES, UNTRANSLATED_WORDS } from '@/i18n/client-messages'
import { LANGUAGE_CODES } from '@/i18n/languages'

/**
 * The browser formats the client components' words with src/i18n/browser.tsx, the server with next-intl (the
 * server render of the same components): every message the browser can be sent must come out the same from both,
 * or the page would change on hydration. Every such message of every language, with values of each kind its
 * arguments take.
 */

type Catalogue = { [key: string]: string | Catalogue }

function catalogueOf(language: string): Catalogue {
  const folder = path.resolve('src/i18n/messages', language)
  return Object.assign({}, ...readdirSync(folder).filter((file) => file.endsWith('.json')).map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8'))))
}

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    return entry.isDirectory() ? sourcesUnder(full) : /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** What travels to the browser: the layout's namespaces and every part a page adds with <PageMessages parts={[...]}>. */
const PAGE_PARTS = sourcesUnder('src').flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/<PageMessages parts=\{\[([^\]]*)\]\}/g)].flatMap((match) => [...match[1].matchAll(/'([^']+)'/g)].map((part) => part[1])),
)
// Feedback: the dialog's own words, which load with it (src/components/feedback/FeedbackWords.tsx). SearchBox: the
// search box's words for its results, which load when a visitor reaches for it (search-box-words.ts). And the mark on
// a part still in English, which a page adds when it has one (UNTRANSLATED_WORDS).
const BROWSER_PATHS = [...CLIENT_NAMESPACES, 'Feedback', 'SearchBox', ...UNTRANSLATED_WORDS, ...PAGE_PARTS]

const flat = (catalogue: Catalogue | string, prefix: string): [string, string][] =>
  typeof catalogue === 'string' ? [[prefix, catalogue]] : Object.entries(catalogue).flatMap(([key, value]) => flat(value, `${prefix}.${key}`))

function part(catalogue: Catalogue, dotted: string): Catalogue | string | undefined {
  return dotted.split('.').reduce<Catalogue | string | undefined>((found, key) => (typeof found === 'object' ? found[key] : undefined), catalogue)
}

/** Sets of values to try: each argument of the message gets, in turn, a value of every kind it takes. */
function valueSets(message: string): Record<string, string | number>[] {
  const args = new Map<string, string | undefined>()
  for (const [, name, type] of message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) if (!args.has(name) || type) args.set(name, type)
  const numbers = [0, 1, 2, 3, 5, 11, 21, 1000, 12345.5]
  const sets: Record<string, string | number>[] = []
  for (const number of numbers) {
    sets.push(Object.fromEntries([...args].map(([name, type]) => [name, type === 'select' ? 'other' : type ? number : `Ana ${number}`])))
    sets.push(Object.fromEntries([...args].map(([name, type]) => [name, type === 'select' ? 'other' : number])))
  }
  return sets
}

describe("the browser's formatter", () => {
  it('finds what it checks: the layout namespaces and the page parts', () => {
    expect(PAGE_PARTS).toContain('MapGuide')
    expect(PAGE_PARTS).toContain('Heroes.roles')
  })

  for (const language of LANGUAGE_CODES) {
    it(`writes every message the browser gets in ${language} as next-intl does`, () => {
      const catalogue = catalogueOf(language)
      const t = createTranslator({ locale: language, messages: catalogue as never, onError: (error) => { throw error } })
      let checked = 0
      for (const dotted of BROWSER_PATHS) {
        const found = part(catalogue, dotted)
        expect(found, `${language}: ${dotted}`).toBeDefined()
        for (const [key, message] of flat(found!, dotted)) {
          for (const values of valueSets(message)) {
            expect(format(message, language, values), `${language} ${key} ${JSON.stringify(values)}`).toBe((t as unknown as (key: string, values: object) => string)(key, values))
            checked++
          }
        }
      }
      expect(checked).toBeGreaterThan(1000)
    })
  }

  // The browser writes these without Intl.NumberFormat, whose first use on a page costs tens of milliseconds.
  for (const language of LANGUAGE_CODES) {
    it(`writes whole numbers under 1,000 in ${language} as Intl does, and leaves the rest to Intl`, () => {
      const intl = new Intl.NumberFormat(language)
      for (let value = 0; value < 1000; value++) {
        expect(isPlainDigits(value)).toBe(true)
        expect(String(value), `${language} ${value}`).toBe(intl.format(value))
      }
      for (const value of [1000, 12345, 2.5, -1]) expect(isPlainDigits(value), String(value)).toBe(false)
      expect(format('{n, number}', language, { n: 1000 })).toBe(intl.format(1000))
    })
  }

  it('quotes as ICU does', () => {
    const message = "It''s '{'literal'}' and Attackers' {x}"
    const t = createTranslator({ locale: 'en', messages: { m: message } as Record<string, string> }) as unknown as (key: string, values: object) => string
    expect(format(message, 'en', { x: 'turn' })).toBe(t('m', { x: 'turn' }))
    expect(format(message, 'en', { x: 'turn' })).toBe("It's {literal} and Attackers' turn")
  })
})
