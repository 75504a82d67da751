import { describe, expect, it } from 'vitest'

import { isBehind, oldestFirst, translationStatus } from '@/rules/translation-status'

const day = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString()

describe('isBehind', () => {
  it('is behind when the English changed after the translation was saved, or there is none', () => {
    expect(isBehind({ englishChangedAt: day(10), translatedAt: day(9) })).toBe(true)
    expect(isBehind({ englishChangedAt: day(10), translatedAt: null })).toBe(true)
  })

  it('is current when the translation was saved at or after the English change, or there is no English text', () => {
    expect(isBehind({ englishChangedAt: day(10), translatedAt: day(10) })).toBe(false)
    expect(isBehind({ englishChangedAt: day(10), translatedAt: day(11) })).toBe(false)
    expect(isBehind({ englishChangedAt: null, translatedAt: null })).toBe(false)
  })
})

describe('translationStatus', () => {
  it('is fresh when every document was translated after its English changed', () => {
    expect(translationStatus([{ englishChangedAt: day(1), translatedAt: day(2) }, { englishChangedAt: day(3), translatedAt: day(3) }])).toEqual({
      state: 'fresh',
      englishChangedAt: null,
      translatedAt: null,
    })
  })

  it('is fresh for a guide with no English text at all', () => {
    expect(translationStatus([]).state).toBe('fresh')
    expect(translationStatus([{ englishChangedAt: null, translatedAt: null }]).state).toBe('fresh')
  })

  it('is missing when no document of the guide was ever saved in the language, dated by the latest English change', () => {
    expect(translationStatus([{ englishChangedAt: day(1), translatedAt: null }, { englishChangedAt: day(4), translatedAt: null }])).toEqual({
      state: 'missing',
      englishChangedAt: day(4),
      translatedAt: null,
    })
  })

  it('is stale with the latest English change it missed and the oldest translation save behind it', () => {
    const status = translationStatus([
      { englishChangedAt: day(5), translatedAt: day(2) },
      { englishChangedAt: day(8), translatedAt: day(3) },
      { englishChangedAt: day(1), translatedAt: day(9) },
    ])
    expect(status).toEqual({ state: 'stale', englishChangedAt: day(8), translatedAt: day(2) })
  })

  it('is stale when one document has no translation while the others have', () => {
    expect(translationStatus([{ englishChangedAt: day(1), translatedAt: day(2) }, { englishChangedAt: day(6), translatedAt: null }])).toEqual({
      state: 'stale',
      englishChangedAt: day(6),
      translatedAt: null,
    })
  })
})

describe('oldestFirst', () => {
  it('puts the guide behind the longest first: a stale one by its translation, a missing one by its English text', () => {
    const entries = [
      { name: 'Hulk', englishChangedAt: day(9), translatedAt: day(4) },
      { name: 'Midtown', englishChangedAt: day(3), translatedAt: null },
      { name: 'Magik', englishChangedAt: day(9), translatedAt: day(7) },
      { name: 'Bifrost', englishChangedAt: day(9), translatedAt: day(4) },
    ]
    expect(oldestFirst(entries).map((entry) => entry.name)).toEqual(['Midtown', 'Bifrost', 'Hulk', 'Magik'])
  })
})
