/**
 * Favourite heroes (src/rules/favourites.ts): the order the roster and the home tile show, and the stored list
 * read back, reset when it is not one the guide wrote.
 */
import { describe, expect, it } from 'vitest'

import { FAVOURITES_MAX, favouritesFirst, parseFavourites, toggleFavourite } from '@/rules/favourites'

const heroes = ['adam-warlock', 'black-panther', 'hulk', 'luna-snow', 'thor'].map((slug) => ({ slug }))
const slugs = (items: { slug: string }[]) => items.map((item) => item.slug)

describe('favouritesFirst', () => {
  it('puts favourites first in the order they were starred, the rest in the order given', () => {
    expect(slugs(favouritesFirst(heroes, ['thor', 'hulk']))).toEqual(['thor', 'hulk', 'adam-warlock', 'black-panther', 'luna-snow'])
  })

  it('keeps the order without favourites, and skips a favourite that is not in the list', () => {
    expect(slugs(favouritesFirst(heroes, []))).toEqual(slugs(heroes))
    expect(slugs(favouritesFirst(heroes, ['nobody', 'luna-snow']))).toEqual(['luna-snow', 'adam-warlock', 'black-panther', 'hulk', 'thor'])
  })

  it('does not change the list it was given', () => {
    const before = slugs(heroes)
    favouritesFirst(heroes, ['thor'])
    expect(slugs(heroes)).toEqual(before)
  })
})

describe('toggleFavourite', () => {
  it('stars a hero at the end, and unstars it', () => {
    expect(toggleFavourite(['hulk'], 'thor')).toEqual(['hulk', 'thor'])
    expect(toggleFavourite(['hulk', 'thor'], 'hulk')).toEqual(['thor'])
  })

  it('keeps at most FAVOURITES_MAX, dropping the oldest', () => {
    const many = Array.from({ length: FAVOURITES_MAX }, (_, index) => `hero-${index}`)
    const next = toggleFavourite(many, 'thor')
    expect(next).toHaveLength(FAVOURITES_MAX)
    expect(next[0]).toBe('hero-1')
    expect(next.at(-1)).toBe('thor')
  })
})

describe('parseFavourites', () => {
  it('reads nothing stored as no favourites, not as corrupt', () => {
    expect(parseFavourites(null)).toEqual({ slugs: [], corrupt: false })
  })

  it('reads a stored list, once per hero', () => {
    expect(parseFavourites('["hulk","thor","hulk"]')).toEqual({ slugs: ['hulk', 'thor'], corrupt: false })
  })

  it('calls anything else corrupt, so the caller resets it', () => {
    for (const raw of ['', 'hulk', '{"hulk":true}', '[1,2]', '["Hulk!"]', '["hulk"', 'null', JSON.stringify(Array(FAVOURITES_MAX + 1).fill('hulk'))]) {
      expect(parseFavourites(raw), raw).toEqual({ slugs: [], corrupt: true })
    }
  })
})
