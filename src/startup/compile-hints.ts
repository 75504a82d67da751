/**
 * Compile hints for the framework's start-up scripts.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. The scripts every page starts
 * with (React, Next's router, Turbopack's runtime) run almost all of their functions while the page starts, so
 * on a phone that compiling lands in the first long task. A script whose first line is V8's explicit compile
 * hint (Chrome 136 on) is compiled whole while it downloads, on a background thread, and other browsers read the
 * line as a comment. `npm run build` adds it to the scripts Next lists as its root main files (build-manifest.json),
 * before the brotli copies are made (precompressed.ts). Page scripts stay lazy: much of them runs only later, if
 * ever (the map's Leaflet, a dialog).
 */
import fs from 'node:fs'
import path from 'node:path'

/** V8's magic comment; it must be the file's very first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Puts the hint at the top of each root main script of the build in `nextDir` (`.next`) that has none yet, and
 * returns how many scripts it marked and how many were marked already. Line numbers move down by one: the build
 * has no browser source maps (next.config.ts) that they would have to match.
 */
export function markStartupScripts(nextDir: string): { marked: number; already: number } {
  const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] }
  const scripts = (manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js'))
  if (scripts.length === 0) throw new Error(`${nextDir}/build-manifest.json lists no root main scripts`)
  let marked = 0
  for (const script of scripts) {
    const file = path.join(nextDir, script)
    const text = fs.readFileSync(file, 'utf8')
    if (text.startsWith(COMPILE_HINT)) continue
    fs.writeFileSync(file, `${COMPILE_HINT}\n${text}`)
    marked++
  }
  return { marked, already: scripts.length - marked }
}
