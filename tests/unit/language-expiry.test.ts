import { describe, expect, it } from 'vitest'

import { languagesOfWrite, tagIn } from '@/cache/revalidate'

/** Which languages' pages and answers a write expires (issue 45, "Cache and speed"), and the tags they carry. */
describe('languagesOfWrite', () => {
  const saved = { id: 7, updatedAt: '2026-11-28T00:00:00.000Z', _status: 'published' }

  it('a save in Spanish or Portuguese changes that language alone', () => {
    expect(languagesOfWrite({ locale: 'es' }, saved, saved)).toEqual(['es'])
    expect(languagesOfWrite({ locale: 'pt-BR' }, saved, saved)).toEqual(['pt-BR'])
    // A global has no status; its earlier save says it existed.
    expect(languagesOfWrite({ locale: 'es' }, { updatedAt: 'now' }, { updatedAt: 'before' })).toEqual(['es'])
  })

  it('an English save changes every language, since the others fall back to it', () => {
    expect(languagesOfWrite({ locale: 'en' }, saved, saved)).toEqual(['en', 'es', 'pt-BR'])
  })

  it('every locale at once, no locale, a creation, a publish, an unpublish and a delete change every language', () => {
    const all = ['en', 'es', 'pt-BR']
    expect(languagesOfWrite({ locale: 'all' }, saved, saved)).toEqual(all)
    expect(languagesOfWrite(undefined, saved, saved)).toEqual(all)
    expect(languagesOfWrite({ locale: 'es' }, saved, {})).toEqual(all)
    expect(languagesOfWrite({ locale: 'es' }, saved, { ...saved, _status: 'draft' })).toEqual(all)
    expect(languagesOfWrite({ locale: 'es' }, { ...saved, _status: 'draft' }, saved)).toEqual(all)
    expect(languagesOfWrite({ locale: 'es' }, saved, undefined)).toEqual(all)
  })
})

describe('tagIn', () => {
  it('keeps English tags as they were and names the other languages', () => {
    expect(tagIn('guide:news', 'en')).toBe('guide:news')
    expect(tagIn('guide:news', 'es')).toBe('guide:news@es')
    expect(tagIn('guide:hero:hulk', 'pt-BR')).toBe('guide:hero:hulk@pt-BR')
  })
})
