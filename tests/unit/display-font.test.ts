import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { sectionNames } from '@/seed/content/maps/sections'
import { news } from '@/seed/content/editorial'
import { patchSeeds } from '@/seed/content/patches'
import { factHeroes, factMaps, factTeamUps } from '@/seed/facts'
import { DISPLAY_FONT, displayFontFile, subsetCharacters } from '@/site/fonts/display-font-file'

describe('the headings’ display face', () => {
  it('reads the characters of a unicode-range, single code points and spans alike', () => {
    expect(subsetCharacters('U+0041-0043,U+00E9,U+2019')).toBe('ABCé’')
    expect(subsetCharacters('U+0030-0039')).toBe('0123456789')
  })

  it('is committed as the package and DISPLAY_FONT make it (else: npm run font:display)', async () => {
    const made = await displayFontFile()
    expect(made.equals(readFileSync(DISPLAY_FONT.output))).toBe(true)
    // Only the weights and characters the headings use: well under the package's whole Latin file.
    expect(made.length).toBeLessThan(readFileSync(DISPLAY_FONT.source).length * 0.5)
  })

  it('declares the range its file holds, so the browser takes other characters from the fallback face', () => {
    const declared = readFileSync(path.join(process.cwd(), 'src/site/fonts/display.ts'), 'utf8')
    expect(declared).toContain(`{ prop: 'unicode-range', value: '${DISPLAY_FONT.unicodeRange}' }`)
    expect(declared).toContain(`src: './${path.basename(DISPLAY_FONT.output)}'`)
  })

  it('has every character of the names and titles the guide sets as headings', () => {
    const held = new Set(subsetCharacters(DISPLAY_FONT.unicodeRange))
    const headings = [
      ...factHeroes.map((hero) => hero.name),
      ...factMaps.flatMap((map) => [map.map, map.location]),
      ...factTeamUps.map((teamUp) => teamUp.name),
      ...Object.values(sectionNames).flat(),
      ...news.map((story) => story.title),
      ...patchSeeds().map((patch) => patch.title),
    ]
    expect(headings.length).toBeGreaterThan(100)
    const missing = headings.flatMap((text) => [...text].filter((character) => !held.has(character)).map((character) => `${character} in "${text}"`))
    expect(missing).toEqual([])
    // The range is narrower than the package's Latin subset: a letter none of the guide's languages uses is left to
    // the fallback face (the Spanish and Portuguese ones are checked in the file itself, display-font-letters.test.ts).
    expect(held.has('é')).toBe(true)
    expect(held.has('ß')).toBe(false)
  })
})
