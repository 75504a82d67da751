// fontverter ships no types; the part the tests use.
declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>
}
