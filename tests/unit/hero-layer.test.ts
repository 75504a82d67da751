import { describe, expect, it } from 'vitest'

import { addressWithHero, chosenHero, heroesInSection, heroLayer } from '@/maps/hero-layer'

const marker = (id: number, hero: string | null) => ({ id, hero })
const placement = (hero: string, point: [number, number] | null, description = `${hero} spot`) => ({ hero, point, description })
const names = { 'rocket-raccoon': { nickname: 'Rocket Raccoon' }, 'peni-parker': { nickname: 'Peni Parker' } }

describe('heroesInSection', () => {
  it('offers the heroes with a placed placement or a marker, A to Z by nickname, with their spots counted', () => {
    const heroes = heroesInSection(
      [marker(1, 'peni-parker'), marker(2, null), marker(3, 'hulk')],
      [placement('rocket-raccoon', [10, 20]), placement('rocket-raccoon', [30, 40]), placement('peni-parker', [0, 0])],
      names,
    )
    expect(heroes).toEqual([
      // A hero without a known nickname is named by slug rather than left out.
      { slug: 'hulk', nickname: 'hulk', spots: 1 },
      { slug: 'peni-parker', nickname: 'Peni Parker', spots: 2 },
      { slug: 'rocket-raccoon', nickname: 'Rocket Raccoon', spots: 2 },
    ])
  })

  it('does not offer a hero whose placements here have no point: there is nothing to draw', () => {
    expect(heroesInSection([marker(1, null)], [placement('the-punisher', null)], names)).toEqual([])
  })
})

describe('chosenHero', () => {
  const heroes = [{ slug: 'rocket-raccoon', nickname: 'Rocket Raccoon', spots: 2 }]
  it('keeps a hero the layer can show and ignores anything else', () => {
    expect(chosenHero('rocket-raccoon', heroes)).toBe('rocket-raccoon')
    expect(chosenHero('not-a-hero', heroes)).toBeNull()
    expect(chosenHero('peni-parker', heroes)).toBeNull()
    expect(chosenHero('', heroes)).toBeNull()
    expect(chosenHero(null, heroes)).toBeNull()
  })
})

describe('heroLayer', () => {
  const markers = [marker(1, 'peni-parker'), marker(2, null), marker(3, 'rocket-raccoon')]
  const placements = [placement('rocket-raccoon', [10, 20], 'beacon'), placement('rocket-raccoon', null, 'unplaced'), placement('peni-parker', [5, 5], 'nest')]

  it('with no hero chosen keeps every marker and draws no placement: the map as it always was', () => {
    const layer = heroLayer(null, markers, placements)
    expect(layer.markers).toBe(markers)
    expect(layer.placements).toEqual([])
  })

  it('with a hero keeps only their markers and their placements that have a point', () => {
    const layer = heroLayer('rocket-raccoon', markers, placements)
    expect(layer.markers.map((entry) => entry.id)).toEqual([3])
    expect(layer.placements.map((entry) => entry.description)).toEqual(['beacon'])
    const peni = heroLayer('peni-parker', markers, placements)
    expect(peni.markers.map((entry) => entry.id)).toEqual([1])
    expect(peni.placements.map((entry) => entry.point)).toEqual([[5, 5]])
  })
})

describe('addressWithHero', () => {
  const section = '/maps/yggsgard/royal-palace/throne-room'
  it('sets ?hero= and keeps the rest of the query', () => {
    expect(addressWithHero(section, 'rocket-raccoon')).toBe(`${section}?hero=rocket-raccoon`)
    expect(addressWithHero(`${section}?callout=dais`, 'peni-parker')).toBe(`${section}?callout=dais&hero=peni-parker`)
    expect(addressWithHero(`${section}?hero=rocket-raccoon&marker=12`, 'peni-parker')).toBe(`${section}?hero=peni-parker&marker=12`)
  })

  it('takes ?hero= out for no hero, and the open marker too when asked', () => {
    expect(addressWithHero(`${section}?hero=rocket-raccoon`, null)).toBe(section)
    expect(addressWithHero(`${section}?marker=12&hero=rocket-raccoon`, null, { closeMarker: true })).toBe(section)
    expect(addressWithHero(`${section}?marker=12`, 'rocket-raccoon', { closeMarker: true })).toBe(`${section}?hero=rocket-raccoon`)
  })
})
