import localFont from 'next/font/local'

/**
 * The headings' display face: Oswald (SIL Open Font License, OFL.txt beside it), from the @fontsource-variable/oswald
 * package and served by the app itself, so no page asks a third party for a font. Latin covers the guide's text.
 * The file holds only the weights the headings use, 600 to 700 (`npm run font:display`, display-font-file.ts).
 */
export const displayFont = localFont({
  src: './oswald-latin-600-700.woff2',
  weight: '600 700',
  variable: '--font-display',
  display: 'swap',
  fallback: ['Arial Narrow', 'system-ui', 'sans-serif'],
})
