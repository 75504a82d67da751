import { readFileSync } from 'node:fs'

import { convert } from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'

import { DISPLAY_FONT } from '@/site/fonts/display-font-file'

/**
 * The letters and signs a heading in Spanish or Brazilian Portuguese is written with, beyond English. Read from the
 * committed file's character map (cmap), not from DISPLAY_FONT's range: a range that names a letter the package
 * does not draw, or a stale file, would pass a check of the range alone.
 */
const SPANISH = 'áéíóúüñÁÉÍÓÚÜÑ¿¡«»ªº'
const PORTUGUESE = 'ãõâêôàçÃÕÂÊÔÀÇáéíóúÁÉÍÓÚ«»ªº'

/** The characters the committed face draws, as HarfBuzz reads them from the file's cmap. */
async function charactersDrawn(): Promise<Set<string>> {
  // HarfBuzz reads OpenType, not WOFF2: unpack the file first.
  const sfnt = await convert(readFileSync(DISPLAY_FONT.output), 'sfnt')
  const face = new Face(new Blob(new Uint8Array(sfnt)))
  return new Set([...face.collectUnicodes()].map((codePoint) => String.fromCodePoint(codePoint)))
}

function missingFrom(drawn: Set<string>, letters: string): string[] {
  return [...letters].filter((letter) => !drawn.has(letter)).map((letter) => `${letter} (U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`)
}

describe('the headings’ face in Spanish and Portuguese', () => {
  it('draws every letter and sign of a Spanish heading', async () => {
    expect(missingFrom(await charactersDrawn(), SPANISH)).toEqual([])
  })

  it('draws every letter and sign of a Brazilian Portuguese heading', async () => {
    expect(missingFrom(await charactersDrawn(), PORTUGUESE)).toEqual([])
  })

  it('still draws English and its punctuation, and leaves letters no language of the guide uses to the fallback', async () => {
    const drawn = await charactersDrawn()
    expect(missingFrom(drawn, 'AZaz09&?!’“”–—…•·×\u00a0')).toEqual([])
    // A Latin-1 letter outside the three languages is not in the file: the subset stays compact.
    expect(['ß', 'ø', 'è', 'ÿ'].filter((letter) => drawn.has(letter))).toEqual([])
  })
})
