/**
 * `npm run font:display`: writes the headings' face (src/site/fonts/display.ts) from the @fontsource-variable/oswald
 * package: the characters the headings are written in, with the weight axis cut to the range the guide's styles
 * use. Run it after upgrading that package or changing DISPLAY_FONT; a unit test fails while the committed file is
 * out of date.
 */
import { writeFileSync } from 'node:fs'

import { DISPLAY_FONT, displayFontFile } from '../src/site/fonts/display-font-file'

writeFileSync(DISPLAY_FONT.output, await displayFontFile())
console.log(`[font] wrote ${DISPLAY_FONT.output}`)
