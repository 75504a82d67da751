import { describe, expect, it } from 'vitest'

import { fellBack, overlayEnglish, readInLanguage } from '@/data/localized'

describe('a read in another language, with English where there is no translation', () => {
  const english = {
    id: 7,
    title: 'Patch notes',
    body: { root: { children: [{ text: 'English body' }] } },
    changes: [
      { id: 'r1', kind: 'buff', summary: 'Shield up' },
      { id: 'r2', kind: 'nerf', summary: 'Slower' },
    ],
    released: '2026-10-01',
  }

  it('keeps every translated field and fills the others from English, naming them', () => {
    const own = {
      id: 7,
      title: 'Notas del parche',
      body: null,
      changes: [
        { id: 'r1', kind: 'buff', summary: 'Escudo arriba' },
        { id: 'r2', kind: 'nerf', summary: null },
      ],
      released: '2026-10-01',
    } as unknown as typeof english
    const { value, fallback } = overlayEnglish(own, english)
    expect(value).toEqual({ ...english, title: 'Notas del parche', changes: [{ id: 'r1', kind: 'buff', summary: 'Escudo arriba' }, english.changes[1]] })
    expect(fallback.sort()).toEqual(['body', 'changes.1.summary'])
    expect(fellBack(fallback, 'body')).toBe(true)
    expect(fellBack(fallback, 'changes')).toBe(true)
    expect(fellBack(fallback, 'changes.0')).toBe(false)
    expect(fellBack(fallback, 'title')).toBe(false)
  })

  it('never mixes a rich text of two languages: a translated body is wholly the translation', () => {
    const own = { ...english, body: { root: { children: [] } } }
    const { value, fallback } = overlayEnglish(own, english)
    expect(value.body).toEqual({ root: { children: [] } })
    expect(fallback).toEqual([])
  })

  it('reads English once, and any other language twice: without fallback, then in English', async () => {
    const calls: unknown[] = []
    const read = async (locale: unknown) => {
      calls.push(locale)
      return (locale as { locale: string }).locale === 'en' ? english : { ...english, title: '' }
    }
    expect(await readInLanguage('en', read)).toEqual({ value: english, fallback: [] })
    expect(calls).toEqual([{ locale: 'en' }])
    calls.length = 0
    expect(await readInLanguage('pt-BR', read)).toEqual({ value: english, fallback: ['title'] })
    expect(calls).toEqual([{ locale: 'pt-BR', fallbackLocale: false }, { locale: 'en' }])
  })
})
