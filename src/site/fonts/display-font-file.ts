import { readFileSync } from 'node:fs'
import path from 'node:path'

import subsetFont from 'subset-font'

const PACKAGE = path.join(process.cwd(), 'node_modules/@fontsource-variable/oswald')

/**
 * The headings are set at 600 to 800 (800 falls back to Oswald's boldest, 700), so the weights below 600 only cost
 * download: cutting the axis to 600–700 keeps every heading as it was drawn and the Latin subset's characters,
 * at about two thirds of the package's file (18 KB of 28 KB). Build-time only (scripts/display-font.ts); the app reads the written file.
 */
export const DISPLAY_FONT = {
  source: path.join(PACKAGE, 'files/oswald-latin-wght-normal.woff2'),
  subset: 'latin',
  weight: { min: 600, max: 700 },
  output: path.join(process.cwd(), 'src/site/fonts/oswald-latin-600-700.woff2'),
} as const

/** The characters of one of the package's subsets, from its unicode-range ("U+0000-00FF,U+0131,..."). */
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
  const ranges = JSON.parse(readFileSync(path.join(PACKAGE, 'unicode.json'), 'utf8')) as Record<string, string>
  const text = subsetCharacters(ranges[DISPLAY_FONT.subset])
  return subsetFont(readFileSync(DISPLAY_FONT.source), text, { targetFormat: 'woff2', variationAxes: { wght: DISPLAY_FONT.weight } })
}
