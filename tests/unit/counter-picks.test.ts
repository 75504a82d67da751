import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en'
import es from '@/i18n/messages/es'
import { cleanLineup, listNames, rankCounterPicks, suggestionReason, type CounterData, type CounterHero } from '@/rules/counter-pick-ranking'

// The page's own words, as the helper reads them in English and Spanish.
const english = createTranslator({ locale: 'en', messages: en, namespace: 'Counters.page' })
const spanish = createTranslator({ locale: 'es', messages: es, namespace: 'Counters.page' })

const hero = (slug: string, lists: Partial<Pick<CounterHero, 'counters' | 'counteredBy' | 'synergies'>> = {}, hasGuide = true): CounterHero => ({
  slug,
  nickname: slug.replace(/(^|-)(\w)/g, (_, dash, letter) => `${dash ? ' ' : ''}${letter.toUpperCase()}`),
  hasGuide,
  counters: lists.counters ?? [],
  counteredBy: lists.counteredBy ?? [],
  synergies: lists.synergies ?? [],
})

const name = (slug: string) => hero(slug).nickname

describe('rankCounterPicks', () => {
  it('adds the enemies a hero counters and subtracts those that counter it, from either guide', () => {
    const data: CounterData = {
      heroes: [
        hero('hulk', { counteredBy: ['magik'] }),
        hero('magik', { counters: ['luna-snow'] }),
        hero('luna-snow', { counters: ['hulk'] }),
        hero('iron-man', { counters: ['hulk', 'luna-snow'] }),
        hero('groot'),
      ],
      teamUps: [],
    }
    const { suggestions } = rankCounterPicks(data, ['hulk', 'luna-snow'], [])
    // Iron Man counters both (2); Magik counters Hulk (Hulk's guide) and Luna Snow (her own) (2) -> tie on
    // score and counters, broken by name.
    expect(suggestions.map((s) => [s.slug, s.score])).toEqual([
      ['iron-man', 2],
      ['magik', 2],
    ])
    expect(suggestions.find((s) => s.slug === 'groot')).toBeUndefined()
  })

  it('keeps a hero that both counters and is countered, with both reasons, below a clean counter', () => {
    const data: CounterData = {
      heroes: [
        hero('hulk', { counters: ['magik'] }),
        hero('magik', { counters: ['hulk'] }),
        hero('venom', { counters: ['hulk'] }),
        hero('storm', { counters: ['magik'] }),
      ],
      teamUps: [],
    }
    const { suggestions } = rankCounterPicks(data, ['hulk'], [])
    expect(suggestions.map((s) => s.slug)).toEqual(['venom', 'magik'])
    // Magik counters Hulk, but Hulk counters Magik too: score 0, still shown with both reasons.
    const magik = suggestions.find((s) => s.slug === 'magik')!
    expect(magik).toMatchObject({ score: 0, counters: ['hulk'], counteredBy: ['hulk'] })
    expect(suggestionReason(magik, name, english)).toBe('counters Hulk; countered by Hulk')
  })

  it('breaks ties by more counters, then fewer threats, then name', () => {
    const data: CounterData = {
      heroes: [
        hero('a', { counters: ['x'] }),
        hero('b', { counters: ['x', 'y'], counteredBy: ['z'] }),
        hero('c', { counters: ['x'] }),
        hero('x'),
        hero('y'),
        hero('z'),
      ],
      teamUps: [],
    }
    // a, b and c all score 1; b has two counters.
    expect(rankCounterPicks(data, ['x', 'y', 'z'], []).suggestions.map((s) => s.slug)).toEqual(['b', 'a', 'c'])
  })

  it('adds half a point per teammate it plays well with (synergies or a team-up), and never suggests the chosen', () => {
    const data: CounterData = {
      heroes: [
        hero('hulk'),
        hero('rocket-raccoon', { synergies: ['groot'] }),
        hero('groot'),
        hero('iron-man', { counters: ['hulk'] }),
        hero('doctor-strange', { counters: ['hulk'] }),
      ],
      teamUps: [['hulk', 'iron-man', 'doctor-strange'], ['groot', 'doctor-strange']],
    }
    const { suggestions } = rankCounterPicks(data, ['hulk'], ['groot'])
    expect(suggestions.map((s) => [s.slug, s.score])).toEqual([
      ['doctor-strange', 1.5],
      ['iron-man', 1],
      ['rocket-raccoon', 0.5],
    ])
    expect(suggestionReason(suggestions[0], name, english)).toBe('counters Hulk; plays well with Groot')
    expect(suggestionReason(suggestions[0], name, spanish)).toBe('counterea a Hulk; combina bien con Groot')
    expect(suggestions.some((s) => s.slug === 'groot' || s.slug === 'hulk')).toBe(false)
  })

  it('leaves out a hero the lineup beats more than it helps, even with a synergy', () => {
    const data: CounterData = { heroes: [hero('hulk', { counters: ['hawkeye'] }), hero('magik', { counters: ['hawkeye'] }), hero('hawkeye', { synergies: ['groot'] }), hero('groot')], teamUps: [] }
    expect(rankCounterPicks(data, ['hulk', 'magik'], ['groot']).suggestions).toEqual([])
  })

  it('answers nothing for empty data or an empty lineup, and says which enemies it knows nothing about', () => {
    expect(rankCounterPicks({ heroes: [], teamUps: [] }, ['hulk'], [])).toEqual({ suggestions: [], known: [], unknown: ['hulk'], withoutGuide: ['hulk'] })
    const data: CounterData = { heroes: [hero('hulk'), hero('magik', {}, false), hero('venom', {}, false), hero('storm', { counters: ['venom'] })], teamUps: [] }
    expect(rankCounterPicks(data, [], []).suggestions).toEqual([])
    const ranking = rankCounterPicks(data, ['hulk', 'magik', 'venom'], [])
    expect(ranking.known).toEqual(['hulk', 'venom'])
    expect(ranking.unknown).toEqual(['magik'])
    expect(ranking.withoutGuide).toEqual(['magik', 'venom'])
  })
})

describe('cleanLineup', () => {
  it('keeps known heroes once, in order, up to the limit', () => {
    const known = new Set(['a', 'b', 'c', 'd'])
    expect(cleanLineup(['b', 'zzz', 'b', 'a', 'c', 'd'], known, 3)).toEqual(['b', 'a', 'c'])
  })
})

describe('a list of names', () => {
  it('joins the last name in the page’s language', () => {
    expect(listNames(['Hulk'], english)).toBe('Hulk')
    expect(listNames(['Hulk', 'Magik'], english)).toBe('Hulk and Magik')
    expect(listNames(['Hulk', 'Magik', 'Luna Snow'], english)).toBe('Hulk, Magik and Luna Snow')
    expect(listNames(['Hulk', 'Magik', 'Luna Snow'], spanish)).toBe('Hulk, Magik y Luna Snow')
  })
})
