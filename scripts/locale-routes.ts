/**
 * `npm run locale:routes`: writes each language's route files from the screens (src/i18n/route-files.ts) and
 * removes the ones whose screen is gone. Run it after adding, moving or removing a screen, or a language; a unit
 * test fails while the written files are out of date.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expectedRouteFiles, writtenRouteFiles } from '../src/i18n/route-files'

const expected = expectedRouteFiles()
for (const stale of writtenRouteFiles().keys()) if (!expected.has(stale)) rmSync(stale)
for (const [file, content] of expected) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}
console.log(`[locale:routes] wrote ${expected.size} route files`)
