import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en'
import es from '@/i18n/messages/es'
import ptBR from '@/i18n/messages/pt-BR'

type Catalogue = { [key: string]: string | Catalogue }

function keys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)))
}

function value(catalogue: Catalogue, key: string): string {
  return key.split('.').reduce<Catalogue | string>((node, part) => (node as Catalogue)[part], catalogue) as string
}

/**
 * The {placeholders} of a message, the ICU ones included: a name closed by `}` or followed by `,`. The words that
 * open a plural's branch (`one { and one team-up}`) are text, which each language writes its own way.
 */
const placeholders = (message: string) => [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]).sort()

describe('the catalogues', () => {
  const english = keys(en as Catalogue).sort()

  it.each([
    ['es', es],
    ['pt-BR', ptBR],
  ])('%s has every message English has, and no other', (_language, catalogue) => {
    expect(keys(catalogue as Catalogue).sort()).toEqual(english)
  })

  it.each([
    ['es', es],
    ['pt-BR', ptBR],
  ])('%s fills the same placeholders as English', (_language, catalogue) => {
    for (const key of english) expect(placeholders(value(catalogue as Catalogue, key)), key).toEqual(placeholders(value(en as Catalogue, key)))
  })

  it('has no empty message', () => {
    for (const catalogue of [en, es, ptBR]) for (const key of english) expect(value(catalogue as Catalogue, key).trim(), key).not.toBe('')
  })
})
