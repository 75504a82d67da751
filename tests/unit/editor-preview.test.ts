import { describe, expect, it } from 'vitest'

import { isPreviewSecret, livePreviewUrl, safePreviewPath } from '@/cms/preview'

describe('safePreviewPath', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safePreviewPath('/heroes/hulk')).toBe('/heroes/hulk')
    expect(safePreviewPath('/maps/yggsgard/royal-palace/throne-room?x=1')).toBe('/maps/yggsgard/royal-palace/throne-room?x=1')
    expect(safePreviewPath('/news/../heroes')).toBe('/heroes')
  })

  it('refuses anything that could leave the site', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'heroes/hulk', '', null, undefined, '/ x']) {
      expect(safePreviewPath(path), String(path)).toBeUndefined()
    }
  })
})

describe('the preview secret', () => {
  it('matches only the configured secret, and nothing when none is configured', () => {
    expect(isPreviewSecret('s3cret', 's3cret')).toBe(true)
    expect(isPreviewSecret('s3cre', 's3cret')).toBe(false)
    expect(isPreviewSecret('', 's3cret')).toBe(false)
    expect(isPreviewSecret(null, 's3cret')).toBe(false)
    expect(isPreviewSecret('anything', '')).toBe(false)
  })

  it('builds the live preview address, or none without a secret', () => {
    expect(livePreviewUrl('/heroes/hulk', 'abc')).toBe('/preview?secret=abc&path=%2Fheroes%2Fhulk')
    expect(livePreviewUrl('/heroes/hulk', '')).toBeUndefined()
  })
})
