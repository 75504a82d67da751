import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { abilityGroupHeading } from '@/components/heroes/ability-types'
import { propertyLabel } from '@/components/heroes/AbilityPanel'
import { healingPriorityIcons } from '@/components/heroes/HealingPriority'
import { abilityGroups, requestedAbility, variantsOf } from '@/components/heroes/HeroAbilities'
import { splitFirstLetter } from '@/components/heroes/HeroCard'
import { heroGuideDescription } from '@/components/heroes/hero-guide-description'
import { teamUpBonusText, teamUpPartners } from '@/components/heroes/TeamUps'
import { rosterFilterOf, rosterSections } from '@/rules/hero-roles'
import { variantLabel } from '@/rules/slugs'
import type { GuideAbility, GuideHero } from '@/data/hero-guide'
import type { Hero } from '@/contract/types'
import en from '@/i18n/messages/en'
import es from '@/i18n/messages/es'

const ability = (slug: string, variant: string, type: string, description = `${slug} text`): GuideAbility => ({
  id: slug.length * 100 + variant.length,
  slug,
  name: slug,
  button: 'e',
  variant,
  type,
  description,
  properties: [],
  image: null,
  untranslated: false,
})

const hero = (slug: string, nickname: string, role: Hero['role']): Hero => ({ id: slug.length, slug, name: nickname, nickname, role })

describe('healing priority icons', () => {
  it.each([
    [1, 5],
    [2, 4],
    [3, 3],
    [4, 2],
    [5, 1],
  ])('priority %i fills %i of five, filled ones first', (value, filled) => {
    const icons = healingPriorityIcons(value)
    expect(icons).toHaveLength(5)
    expect(icons.filter(Boolean)).toHaveLength(filled)
    expect(icons.slice(0, filled).every(Boolean)).toBe(true)
  })

  it('holds values outside 1..5 to the scale', () => {
    expect(healingPriorityIcons(0).filter(Boolean)).toHaveLength(5)
    expect(healingPriorityIcons(9).filter(Boolean)).toHaveLength(1)
  })
})

describe('names on the page', () => {
  it('shows underscores in property names as spaces', () => {
    expect(propertyLabel('fire_rate')).toBe('fire rate')
    expect(propertyLabel('special_effect')).toBe('special effect')
    expect(propertyLabel('cooldown')).toBe('cooldown')
    expect(propertyLabel('cast__time_')).toBe('cast time')
  })

  it('splits off the first letter for emphasis, whole characters only', () => {
    expect(splitFirstLetter('Hulk')).toEqual(['H', 'ulk'])
    expect(splitFirstLetter('Æ')).toEqual(['Æ', ''])
    expect(splitFirstLetter('𝒳avier')).toEqual(['𝒳', 'avier'])
    expect(splitFirstLetter('')).toEqual(['', ''])
  })

  it('shows variants as words', () => {
    expect(variantLabel('monster-hulk')).toBe('Monster Hulk')
    expect(variantLabel('bruce-banner')).toBe('Bruce Banner')
  })
})

describe('roster', () => {
  const heroes = [
    hero('storm', 'Storm', 'duelist'),
    hero('hulk', 'Hulk', 'vanguard'),
    hero('adam-warlock', 'Adam Warlock', 'strategist'),
    hero('black-panther', 'Black Panther', 'duelist'),
    hero('angela', 'Angela', 'vanguard'),
  ]

  it('lists vanguard, duelist, strategist, each A to Z by nickname', () => {
    const sections = rosterSections(heroes, 'all')
    expect(sections.map((section) => section.role)).toEqual(['vanguard', 'duelist', 'strategist'])
    expect(sections.map((section) => section.heroes.map((h) => h.slug))).toEqual([['angela', 'hulk'], ['black-panther', 'storm'], ['adam-warlock']])
  })

  it('shows only the chosen role', () => {
    expect(rosterSections(heroes, 'duelist').map((section) => section.role)).toEqual(['duelist'])
  })

  it('reads the role query, treating anything unknown as all', () => {
    expect(rosterFilterOf('strategist')).toBe('strategist')
    expect(rosterFilterOf('healer')).toBe('all')
    expect(rosterFilterOf(null)).toBe('all')
  })
})

describe('abilities', () => {
  const abilities = [
    ability('gamma-ray-gun', 'bruce-banner', 'normal attack'),
    ability('puny-leap', 'bruce-banner', 'passive'),
    ability('gamma-grenade', 'bruce-banner', 'ability'),
    ability('hulk-smash', 'hero-hulk', 'ultimate'),
    ability('heavy-blow', 'hero-hulk', 'normal attack'),
  ]

  it('lists variants in the order they first appear', () => {
    expect(variantsOf(abilities)).toEqual(['bruce-banner', 'hero-hulk'])
  })

  it('groups one variant by type in play order', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'Heroes.abilities' })
    expect(abilityGroups(abilities, 'bruce-banner').map((group) => [abilityGroupHeading(group.type, t), group.abilities.map((a) => a.slug)])).toEqual([
      ['Normal attack', ['gamma-ray-gun']],
      ['Abilities', ['gamma-grenade']],
      ['Passives', ['puny-leap']],
    ])
    expect(abilityGroups(abilities, 'hero-hulk').map((group) => group.type)).toEqual(['normal attack', 'ultimate'])
  })

  it('heads a type in the page’s language, and an unknown type in its own words', () => {
    const t = createTranslator({ locale: 'es', messages: es, namespace: 'Heroes.abilities' })
    expect(abilityGroupHeading('passive', t)).toBe('Pasivas')
    expect(abilityGroupHeading('special move', t)).toBe('Special Move')
  })
})

describe('team-ups', () => {
  const t = createTranslator({ locale: 'en', messages: en, namespace: 'Heroes.teamUps' })
  const ironMan: GuideHero = { slug: 'iron-man', name: 'Iron Man', nickname: 'Iron Man', role: 'duelist' }
  const hulk: GuideHero = { slug: 'hulk', name: 'Bruce Banner', nickname: 'Hulk', role: 'vanguard' }
  const strange: GuideHero = { slug: 'doctor-strange', name: 'Stephen Strange', nickname: 'Doctor Strange', role: 'vanguard' }

  it('shows the matching ability’s description as the bonus', () => {
    const abilities = [ability('gamma-charge', 'hero-hulk', 'team-up', 'Hulk shares his gamma.')]
    expect(teamUpBonusText({ bonus: 'gamma-charge', bonusName: 'Gamma Charge' }, abilities, 'Hulk', t)).toBe('Hulk shares his gamma.')
  })

  it('names the bonus when the hero has no ability of that slug', () => {
    expect(teamUpBonusText({ bonus: 'gamma-charge', bonusName: 'Gamma Charge' }, [], 'Iron Man', t)).toBe(
      'Iron Man gets Gamma Charge when these heroes are on their team.',
    )
  })

  it('pairs the hero with everyone in the team-up but themselves', () => {
    const teamUp = { anchor: hulk, teammates: [ironMan, strange] }
    expect(teamUpPartners(teamUp, 'hulk').map((h) => h.slug)).toEqual(['iron-man', 'doctor-strange'])
    expect(teamUpPartners(teamUp, 'iron-man').map((h) => h.slug)).toEqual(['hulk', 'doctor-strange'])
  })
})

describe('guide description', () => {
  const loki: GuideHero = { slug: 'loki', name: 'Loki Laufeyson', nickname: 'Loki', role: 'strategist' }

  it('leads with the primary job when the guide has one', () => {
    const details = { primaryJob: 'Dive tank', secondaryJob: '', healing: '', healingPriority: 2, notes: '', counters: [], counteredBy: [], synergies: [], stats: [] }
    expect(heroGuideDescription({ hero: loki, details, abilities: [], teamUps: [] })).toMatch(/^Loki \(Strategist\) guide: Dive tank\./)
  })

  it('says what is there for a hero without a written guide', () => {
    const teamUp = { slug: 'x', name: 'X', anchor: loki, teammates: [], bonus: 'x', bonusName: 'X', seasonStart: 'launch', seasonEnd: null }
    expect(heroGuideDescription({ hero: loki, details: null, abilities: [], teamUps: [teamUp] })).toBe(
      'Loki (Strategist): team-ups so far; the full guide is on its way.',
    )
  })

  it('is written in the page’s language', () => {
    expect(heroGuideDescription({ hero: loki, details: null, abilities: [], teamUps: [] }, 'pt-BR')).toBe('Loki (Estrategista): o guia completo está a caminho.')
  })
})

describe('requestedAbility (search results open a guide on an ability)', () => {
  const abilities = [ability('gamma-burst', 'hero-hulk', 'ability'), ability('gamma-burst', 'monster-hulk', 'ability'), ability('heavy-blow', 'hero-hulk', 'normal attack')]

  it('finds the ability by slug, and by form when the address names one', () => {
    expect(requestedAbility(abilities, '?ability=gamma-burst')).toBe(abilities[0])
    expect(requestedAbility(abilities, '?ability=gamma-burst&form=monster-hulk')).toBe(abilities[1])
  })

  it('answers null for no ability, an unknown one, or a form that does not have it', () => {
    expect(requestedAbility(abilities, '')).toBeNull()
    expect(requestedAbility(abilities, '?ability=nope')).toBeNull()
    expect(requestedAbility(abilities, '?ability=heavy-blow&form=monster-hulk')).toBeNull()
  })
})
