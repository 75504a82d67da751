import localFont from 'next/font/local'

/**
 * The headings' display face: Oswald (SIL Open Font License), from the @fontsource-variable/oswald package and
 * served by the app itself, so no page asks a third party for a font. Latin covers the guide's text.
 */
export const displayFont = localFont({
  src: '../../../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  weight: '200 700',
  variable: '--font-display',
  display: 'swap',
  fallback: ['Arial Narrow', 'system-ui', 'sans-serif'],
})
