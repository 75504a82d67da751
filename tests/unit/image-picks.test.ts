import { describe, expect, it } from 'vitest'

import { HERO_AVATARS, heroAvatarAddress, MAP_PICTURES, pickImageAddresses } from '@/components/media/image-picks'

const upload = (name: string) => ({ url: `/cms-api/media/file/${name}.webp?v=1`, width: 768, height: 432 })
const TABLE = {
  '/heroes/avatars/hulk.webp': upload('hero-hulk-avatar'),
  '/heroes/avatars/thor.webp': upload('hero-thor-avatar'),
  '/heroes/backgrounds/hulk.webp': upload('hero-hulk-background'),
  '/heroes/backgrounds/thor.webp': upload('hero-thor-background'),
  '/maps/yggsgard/hero.webp': upload('location-yggsgard'),
  '/maps/yggsgard/royal-palace/hero.webp': upload('map-royal-palace'),
}

describe('pickImageAddresses', () => {
  it('takes every address under a prefix that ends in a slash', () => {
    expect(Object.keys(pickImageAddresses(TABLE, [HERO_AVATARS]))).toEqual(['/heroes/avatars/hulk.webp', '/heroes/avatars/thor.webp'])
    expect(Object.keys(pickImageAddresses(TABLE, [MAP_PICTURES]))).toEqual(['/maps/yggsgard/hero.webp', '/maps/yggsgard/royal-palace/hero.webp'])
  })

  it('takes one address named whole, and only that one', () => {
    expect(pickImageAddresses(TABLE, ['/maps/yggsgard/hero.webp', '/heroes/backgrounds/thor.webp'])).toEqual({
      '/heroes/backgrounds/thor.webp': TABLE['/heroes/backgrounds/thor.webp'],
      '/maps/yggsgard/hero.webp': TABLE['/maps/yggsgard/hero.webp'],
    })
  })

  it('takes nothing for nothing asked, and nothing for an address the table lacks', () => {
    expect(pickImageAddresses(TABLE, [])).toEqual({})
    expect(pickImageAddresses(TABLE, ['/heroes/backgrounds/nobody.webp', '/heroes/avatars'])).toEqual({})
  })
})

describe('heroAvatarAddress', () => {
  it('is the fixed address the avatar table knows', () => {
    expect(pickImageAddresses(TABLE, [heroAvatarAddress('thor')])).toEqual({ '/heroes/avatars/thor.webp': { url: TABLE['/heroes/avatars/thor.webp'].url } })
  })

  it('gives an avatar its upload without a size: its callers always give theirs', () => {
    expect(Object.values(pickImageAddresses(TABLE, [HERO_AVATARS]))).toEqual([{ url: TABLE['/heroes/avatars/hulk.webp'].url }, { url: TABLE['/heroes/avatars/thor.webp'].url }])
  })
})
