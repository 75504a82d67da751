import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { DISPLAY_FONT, displayFontFile, subsetCharacters } from '@/site/fonts/display-font-file'

describe('the headings’ display face', () => {
  it('reads a subset’s characters from its unicode-range, single code points and spans alike', () => {
    expect(subsetCharacters('U+0041-0043,U+00E9,U+2019')).toBe('ABCé’')
    expect(subsetCharacters('U+0030-0039')).toBe('0123456789')
  })

  it('is committed as the package and DISPLAY_FONT make it (else: npm run font:display)', async () => {
    const made = await displayFontFile()
    expect(made.equals(readFileSync(DISPLAY_FONT.output))).toBe(true)
    // Only the weights the headings use: well under the package's whole-axis file.
    expect(made.length).toBeLessThan(readFileSync(DISPLAY_FONT.source).length * 0.75)
  })
})
