import localFont from 'next/font/local'

/**
 * The headings' display face: Oswald (SIL Open Font License, OFL.txt beside it), from the @fontsource-variable/oswald
 * package and served by the app itself, so no page asks a third party for a font. The file holds only the weights
 * the headings use, 600 to 700, and the characters they are written in, in English, Spanish and Portuguese
 * (`npm run font:display`, display-font-file.ts, whose DISPLAY_FONT.unicodeRange the range below repeats: next/font
 * reads only literals here).
 */
export const displayFont = localFont({
  src: './oswald-headings-600-700.woff2',
  weight: '600 700',
  variable: '--font-display',
  display: 'swap',
  fallback: ['Arial Narrow', 'system-ui', 'sans-serif'],
  declarations: [{ prop: 'unicode-range', value: 'U+0020-007E,U+00A0-00A1,U+00AA-00AB,U+00B7,U+00BA-00BB,U+00BF-00C3,U+00C7,U+00C9-00CA,U+00CD,U+00D1,U+00D3-00D5,U+00D7,U+00DA,U+00DC,U+00E0-00E3,U+00E7,U+00E9-00EA,U+00ED,U+00F1,U+00F3-00F5,U+00FA,U+00FC,U+2000-206F' }],
})
