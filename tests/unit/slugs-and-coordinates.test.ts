import { describe, expect, it } from 'vitest'

import { keepOnImage, toImageCoordinates } from '@/maps/coordinates'
import { slugify } from '@/rules/slugs'
import { mapType, seasonRange } from '@/seed/facts'

describe('slugify', () => {
  it.each([
    ['Cloak & Dagger', 'cloak-dagger'],
    ['Spider-Man', 'spider-man'],
    ["Birnin T'Challa", 'birnin-tchalla'],
    ["K'un-Lun", 'kun-lun'],
    ['Operation: Microchip', 'operation-microchip'],
    ['  Jeff the Land Shark  ', 'jeff-the-land-shark'],
    ['Tokyo 2099', 'tokyo-2099'],
    ['Ragnarök Rebirth', 'ragnarok-rebirth'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })
})

describe('map image coordinates', () => {
  it('puts the image corners on the viewer bounds and the centre at 0,0', () => {
    expect(toImageCoordinates(0, 0)).toEqual({ lat: 320, lng: -960 })
    expect(toImageCoordinates(1, 1)).toEqual({ lat: -320, lng: 960 })
    expect(toImageCoordinates(0.5, 0.5)).toEqual({ lat: 0, lng: 0 })
  })

  it('places a point a quarter across and three quarters down', () => {
    expect(toImageCoordinates(0.25, 0.75)).toEqual({ lat: -160, lng: -480 })
  })

  it('refuses points off the image', () => {
    expect(() => toImageCoordinates(1.2, 0.5)).toThrow(RangeError)
  })

  it('keeps a placed spot on the image and to the hundredth', () => {
    expect(keepOnImage({ lat: 12.3456, lng: -100.004 })).toEqual({ lat: 12.35, lng: -100 })
    expect(keepOnImage({ lat: 400, lng: -1000 })).toEqual({ lat: 320, lng: -960 })
    expect(keepOnImage({ lat: -333.3, lng: 999 })).toEqual({ lat: -320, lng: 960 })
  })
})

describe('facts helpers', () => {
  it('turns arcade modes into their own map types', () => {
    expect(mapType('doom match (arcade)')).toBe('doom-match')
    expect(mapType('conquest (arcade)')).toBe('conquest')
    expect(mapType('convoy')).toBe('convoy')
    expect(() => mapType('capture the flag')).toThrow()
  })

  it('reads season ranges, open-ended or closed', () => {
    expect(seasonRange('launch-')).toEqual({ start: 'launch', end: undefined })
    expect(seasonRange('launch-S4.5')).toEqual({ start: 'launch', end: 'S4.5' })
    expect(seasonRange('S2.5-')).toEqual({ start: 'S2.5', end: undefined })
  })
})
