import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en'
import ptBR from '@/i18n/messages/pt-BR'
import { duplicateHeroMessage, heroBadges, MOVEMENT_SYMBOLS, tierMovement, type Movement, type TierPlacement } from '@/rules/tiers'
import { tierListSeed } from '@/seed/content/tier-list'
import { heroGuides } from '@/seed/content/heroes'
import { factHeroes } from '@/seed/facts'
import { slugify } from '@/rules/slugs'

const S55: TierPlacement<string>[] = [
  { hero: 'hulk', tier: 'A' },
  { hero: 'magik', tier: 'B' },
  { hero: 'luna-snow', tier: 'S' },
  { hero: 'iron-man', tier: 'C' },
]

describe('movement between two lists', () => {
  const S6: TierPlacement<string>[] = [
    { hero: 'hulk', tier: 'S' }, // up from A
    { hero: 'magik', tier: 'D' }, // down from B
    { hero: 'luna-snow', tier: 'S' }, // same
    { hero: 'the-punisher', tier: 'B' }, // new
    // iron-man: removed (unranked now)
  ]
  const { heroes, removed } = tierMovement(S6, S55)
  const of = (hero: string) => heroes.find((entry) => entry.hero === hero)

  it('up, down and same compare the tiers with S at the top', () => {
    expect(of('hulk')).toEqual({ hero: 'hulk', tier: 'S', movement: 'up', previousTier: 'A' })
    expect(of('magik')).toEqual({ hero: 'magik', tier: 'D', movement: 'down', previousTier: 'B' })
    expect(of('luna-snow')).toEqual({ hero: 'luna-snow', tier: 'S', movement: 'same', previousTier: 'S' })
  })

  it('a hero the previous list left unranked is new, with no previous tier', () => {
    expect(of('the-punisher')).toEqual({ hero: 'the-punisher', tier: 'B', movement: 'new', previousTier: null })
  })

  it('a hero the previous list ranked and this one does not is removed, with the tier it had', () => {
    expect(removed).toEqual([{ hero: 'iron-man', previousTier: 'C' }])
    expect(of('iron-man')).toBeUndefined()
  })

  it('without a previous list every hero is new and nothing is removed', () => {
    const first = tierMovement(S55, null)
    expect(first.heroes.every((entry) => entry.movement === 'new' && entry.previousTier === null)).toBe(true)
    expect(first.removed).toEqual([])
  })

  it('labels say the previous tier', () => {
    // As TierHeroTile reads them: the arrow, then the catalogue's words with the previous tier.
    const label = (messages: typeof en, movement: Movement, tier: string) => {
      const t = createTranslator({ locale: 'en', messages, namespace: 'TierList.view' })
      return `${MOVEMENT_SYMBOLS[movement]} ${t(`movement.${movement}`, { tier })}`
    }
    expect(label(en, 'up', 'B')).toBe('↑ up from B')
    expect(label(en, 'down', 'S')).toBe('↓ down from S')
    expect(label(en, 'same', 'A')).toBe('= unchanged')
    expect(label(en, 'new', '')).toBe('• new')
    expect(label(ptBR, 'up', 'B')).toBe('↑ subiu de B')
  })
})

describe('the tier line on a hero guide', () => {
  it('names the tier and the first list of its unbroken run, and is gone once a list leaves the hero unranked', () => {
    const badges = heroBadges([
      { version: 'S5', entries: [{ hero: 'hulk', tier: 'A' }, { hero: 'magik', tier: 'B' }, { hero: 'iron-man', tier: 'C' }] },
      { version: 'S5.5', entries: [{ hero: 'hulk', tier: 'A' }, { hero: 'magik', tier: 'S' }] },
      { version: 'S6', entries: [{ hero: 'hulk', tier: 'A' }, { hero: 'magik', tier: 'S' }, { hero: 'luna-snow', tier: 'B' }] },
    ])
    expect(Object.fromEntries(badges)).toEqual({
      hulk: { tier: 'A', since: 'S5' },
      magik: { tier: 'S', since: 'S5.5' },
      'luna-snow': { tier: 'B', since: 'S6' },
    })
    expect(heroBadges([]).size).toBe(0)
  })
})

describe('a hero appears at most once', () => {
  it('accepts distinct heroes and rows without a hero yet', () => {
    expect(duplicateHeroMessage([{ hero: 1 }, { hero: 2 }, { hero: null }, {}])).toBe(true)
    expect(duplicateHeroMessage([])).toBe(true)
  })

  it('names the repeated hero and both rows', () => {
    const names = new Map([[7, 'Hulk']])
    expect(duplicateHeroMessage([{ hero: 3 }, { hero: 7 }, { hero: 4 }, { hero: 7 }], (id) => names.get(id) ?? String(id))).toBe(
      'Hulk is placed twice (rows 2 and 4); a hero appears at most once.',
    )
  })
})

describe('the seeded tier list', () => {
  it('ranks exactly the heroes with a full guide, each reason taken from that guide', () => {
    const seed = tierListSeed()
    expect(seed.entries.map((entry) => entry.hero).sort()).toEqual(heroGuides.map((guide) => guide.hero).sort())
    for (const entry of seed.entries) {
      const guide = heroGuides.find((candidate) => candidate.hero === entry.hero)!
      const text = [guide.details.primaryJob, guide.details.secondaryJob ?? ''].join(' ').toLowerCase()
      for (const part of entry.reason.replace(/\.$/, '').split('; ')) expect(text).toContain(part.toLowerCase())
      expect(entry.reason.length).toBeLessThanOrEqual(160)
      expect(factHeroes.some((hero) => slugify(hero.name) === entry.hero)).toBe(true)
    }
    expect(duplicateHeroMessage(seed.entries)).toBe(true)
  })
})
