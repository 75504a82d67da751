/**
 * Brotli copies of the build's scripts and styles, and the choice of one for a request.
 *
 * Next.js compresses what it sends with gzip, as it sends it. The framework's scripts and the page styles are
 * the same bytes for every visitor until the next build, so `npm run build` compresses them once, at brotli's
 * highest quality (too slow to do per request): a map guide's first scripts and styles are about 14 % smaller
 * (docs/benchmarks.md). Browsers have asked for brotli for years; one that does not still gets gzip.
 *
 * The server answers such a request with Next's own static file handler, pointed at the copy (`name.js.br`), so
 * the copy gets the same cache and security headers as the original and Next's compression leaves it alone.
 */
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import Negotiator from 'negotiator'

/** Where Next serves the build's files from (`.next/static`). */
const STATIC_PATH = '/_next/static/'

/** What the copies are made of, with the type Next's handler gives the original. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
}

const BROTLI_SUFFIX = '.br'

/** Files this small fit in one packet either way. */
const MIN_BYTES = 1024

const brotli = promisify(zlib.brotliCompress)

/** Every path under `dir`, relative to it, with forward slashes as in a URL (Node lists the tree itself). */
const pathsUnder = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'))

/** True when `file` has a brotli copy written after it last changed. */
async function copyIsCurrent(file: string): Promise<boolean> {
  try {
    const [source, copy] = await Promise.all([fs.promises.stat(file), fs.promises.stat(file + BROTLI_SUFFIX)])
    return copy.mtimeMs >= source.mtimeMs
  } catch {
    return false
  }
}

/**
 * Writes `name.br` beside every script and style of the build in `staticDir` that brotli makes smaller, unless
 * a copy newer than the file is there already: a local start compresses right after compiling, beside the seed,
 * and again after rendering pages, which rewrites one small manifest. Returns how many it wrote and the bytes
 * before and after.
 */
export async function precompressStatic(staticDir: string): Promise<{ files: number; before: number; after: number }> {
  const sources = pathsUnder(staticDir).filter((file) => path.extname(file) in TYPES)
  const sizes = await Promise.all(
    sources.map(async (relative) => {
      const file = path.join(staticDir, relative)
      if (await copyIsCurrent(file)) return null
      const bytes = await fs.promises.readFile(file)
      if (bytes.length < MIN_BYTES) return null
      const packed = await brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
      if (packed.length >= bytes.length) return null
      await fs.promises.writeFile(file + BROTLI_SUFFIX, packed)
      return [bytes.length, packed.length] as const
    }),
  )
  const written = sizes.filter((size) => size !== null)
  return {
    files: written.length,
    before: written.reduce((sum, [before]) => sum + before, 0),
    after: written.reduce((sum, [, after]) => sum + after, 0),
  }
}

export type BrotliCopy = { url: string; type: string }

/**
 * The brotli copies in `staticDir` as they are when the server starts (Next lists that folder once, at start,
 * too), and for a request the copy to send instead, if the request is for a script or style that has one and
 * its Accept-Encoding prefers brotli to gzip (q-values counted; `br;q=0` refuses it).
 */
export function brotliCopies(staticDir: string): (method: string | undefined, url: string | undefined, acceptEncoding: string | string[] | undefined) => BrotliCopy | null {
  const copies = new Set(fs.existsSync(staticDir) ? pathsUnder(staticDir).filter((file) => file.endsWith(BROTLI_SUFFIX)) : [])
  return (method, url, acceptEncoding) => {
    if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith(STATIC_PATH) || !acceptEncoding) return null
    // The build's names are plain; a query (Next adds none) or an escaped name is left to Next as it came.
    if (/[?%]/.test(url)) return null
    const type = TYPES[path.posix.extname(url)]
    if (!type || !copies.has(url.slice(STATIC_PATH.length) + BROTLI_SUFFIX)) return null
    const [best] = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] })
    return best === 'br' ? { url: url + BROTLI_SUFFIX, type } : null
  }
}
