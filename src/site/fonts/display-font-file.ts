import { readFileSync } from 'node:fs'
import path from 'node:path'

import subsetFont from 'subset-font'

const PACKAGE = path.join(process.cwd(), 'node_modules/@fontsource-variable/oswald')

/**
 * The headings are set at 600 to 800 (800 falls back to Oswald's boldest, 700), so the weights below 600 only cost
 * download: cutting the axis to 600–700 keeps every heading as it was drawn.
 *
 * The characters are those the guide's headings are written in, in its three languages: printable ASCII, the
 * typographer's punctuation (’ “ ” – — … •), the no-break space, · and ×, and the letters and signs Spanish and
 * Brazilian Portuguese add (á à â ã ç é ê í ñ ó ô õ ú ü and capitals, ¿ ¡ ª º « »). Those are picked one by one
 * rather than taking the whole Latin-1 block: the rest (è ø ß ÿ, currency and maths signs) is in no heading, and
 * leaving it out keeps the file at 14.0 KB instead of 17.0 (the package's Latin file is 18.6), which a phone on a
 * slow network fetches beside the section image before the first paint. A character outside the range still
 * shows, in the fallback face (display.ts declares the range, so the browser knows without looking).
 * Build-time only (scripts/display-font.ts); the app reads the written file.
 */
export const DISPLAY_FONT = {
  source: path.join(PACKAGE, 'files/oswald-latin-wght-normal.woff2'),
  unicodeRange: 'U+0020-007E,U+00A0-00A1,U+00AA-00AB,U+00B7,U+00BA-00BB,U+00BF-00C3,U+00C7,U+00C9-00CA,U+00CD,U+00D1,U+00D3-00D5,U+00D7,U+00DA,U+00DC,U+00E0-00E3,U+00E7,U+00E9-00EA,U+00ED,U+00F1,U+00F3-00F5,U+00FA,U+00FC,U+2000-206F',
  weight: { min: 600, max: 700 },
  output: path.join(process.cwd(), 'src/site/fonts/oswald-headings-600-700.woff2'),
} as const

/** The characters of a unicode-range ("U+0020-007E,U+00D7,..."). */
export function subsetCharacters(unicodeRange: string): string {
  return unicodeRange
    .split(',')
    .flatMap((range) => {
      const [from, to = from] = range.replace(/^U\+/i, '').split('-')
      const first = parseInt(from, 16)
      return Array.from({ length: parseInt(to, 16) - first + 1 }, (_, offset) => String.fromCodePoint(first + offset))
    })
    .join('')
}

/** The display face's file, made afresh from the package. */
export async function displayFontFile(): Promise<Buffer> {
  const text = subsetCharacters(DISPLAY_FONT.unicodeRange)
  return subsetFont(readFileSync(DISPLAY_FONT.source), text, { targetFormat: 'woff2', variationAxes: { wght: DISPLAY_FONT.weight } })
}
