/**
 * Whether a local start's quick build writes Turbopack's file-system cache (`.next/cache/turbopack`, about 350 MB).
 *
 * The cache only pays on a later build of the same checkout: a rebuild after an edit compiled in 26 s with it and
 * 49 s without. Writing it costs the build that writes it 17–35 s on a 2-core machine, and a newcomer's first
 * start pays that while the seed waits for the same cores. So the quick build writes it only once a cache is
 * already there, or once it builds a second time (the sign that this checkout is being worked on). `npm run build`
 * (a release, CI) sets nothing and keeps Next's default. docs/benchmarks.md, "The first start: the compiler's cache,
 * and the pages after the seed".
 */
import fs from 'node:fs'
import path from 'node:path'

/** Read by next.config.ts; '0' turns the cache off for that build. */
export const COMPILER_CACHE_ENV = 'GUIDE_COMPILER_CACHE'

export function writesCompilerCache(nextDir: string): boolean {
  // A first build has no .next at all; a checkout that built before has at least its BUILD_ID.
  return fs.existsSync(path.join(nextDir, 'cache', 'turbopack')) || fs.existsSync(path.join(nextDir, 'BUILD_ID'))
}
