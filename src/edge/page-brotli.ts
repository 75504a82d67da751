/**
 * Brotli for pages, compressed once per cached answer, not per request.
 *
 * Next.js gzips what it sends as it sends it. A page comes out of the incremental cache as the same bytes for
 * every visitor until a tag expires, so the first look (scripts/serve.ts) takes the answer whole from Next, with
 * Accept-Encoding hidden so Next leaves it plain, and keeps the brotli of each distinct body (keyed by its hash) in
 * a small LRU: the next request for the same page costs a hash, not a compression. Brotli's highest quality is
 * too slow per request but fine once per entry; bodies the cache has not seen twice take a quicker quality.
 * A streamed answer (an event stream) and anything already encoded go through untouched.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import Negotiator from 'negotiator'

/**
 * Pages only. A route handler's answer (JSON, a feed) stays Next's gzip: Next pipes it in a way this first look
 * does not yet hold whole (a /map-layers answer went out compressed without its Content-Encoding).
 */
const COMPRESSIBLE = /^text\/html/i
/** Bodies this small fit in one packet either way. */
const MIN_BYTES = 1024
/** Distinct bodies kept: every page in three languages with room to spare. */
const MAX_ENTRIES = 600

/** Whether this request should get brotli: a GET (a HEAD stays Next's), brotli preferred over gzip (q-values counted). */
export function prefersBrotli(method: string | undefined, acceptEncoding: string | string[] | undefined): boolean {
  if (method !== 'GET' || !acceptEncoding) return false
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding
  const [best] = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] })
  return best === 'br'
}

/** The brotli of one body: quality 11 for a body asked for before (a cached page), 5 the first time. */
export function brotliCache(maxEntries = MAX_ENTRIES) {
  const packed = new Map<string, Buffer>()
  const seen = new Map<string, true>()
  let compressions = 0
  const remember = <T>(map: Map<string, T>, key: string, value: T) => {
    map.delete(key)
    map.set(key, value)
    if (map.size > maxEntries) map.delete(map.keys().next().value!)
  }
  return {
    /** The compressed body; the same Buffer for the same bytes while it stays in the cache. */
    compress(body: Buffer): Buffer {
      const key = createHash('sha1').update(body).digest('base64')
      const hit = packed.get(key)
      if (hit) {
        remember(packed, key, hit)
        return hit
      }
      const again = seen.has(key)
      compressions += 1
      const out = zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: again ? zlib.constants.BROTLI_MAX_QUALITY : 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
      // The first sight of a body may be a one-off (a search, an uncached render): kept at the best quality only once it repeats.
      if (again) remember(packed, key, out)
      else remember(seen, key, true)
      return out
    },
    get compressions() {
      return compressions
    },
  }
}

type Cache = ReturnType<typeof brotliCache>

const headerValue = (headers: OutgoingHttpHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value)
}

/**
 * Takes over the answer to `request` when it prefers brotli: Next is asked for the plain body, which is held,
 * then sent brotli-compressed (or plain, when it is not a compressible text, is already encoded or is a stream).
 * Call before Next's handler sees the request.
 */
export function answerWithBrotli(request: IncomingMessage, response: ServerResponse, cache: Cache): void {
  if (!prefersBrotli(request.method, request.headers['accept-encoding'])) return
  // Next's own compression then leaves the body plain.
  request.headers['accept-encoding'] = 'identity'
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  const flushHeaders = response.flushHeaders.bind(response)
  const chunks: Buffer[] = []
  let decided: boolean | null = null
  let headArgs: unknown[] | null = null
  // Once an answer passes plain, or a held one is finally sent, Node's own write and end call writeHead for
  // headers not yet sent: those calls go straight through. Before that, a held answer's writeHead is held too:
  // Next's compression calls it on its first write of a streamed page, after the headers were flushed.
  let passing = false

  // Whether to hold the body: decided once, from the headers, at the first write or end.
  const decide = () => {
    if (decided !== null) return decided
    const headers = { ...response.getHeaders() }
    if (headArgs) Object.assign(headers, Object.fromEntries(Object.entries(headersIn(headArgs)).map(([k, v]) => [k.toLowerCase(), v])))
    const type = headerValue(headers, 'content-type') ?? ''
    const status = typeof headArgs?.[0] === 'number' ? (headArgs[0] as number) : response.statusCode
    decided = COMPRESSIBLE.test(type) && !headerValue(headers, 'content-encoding') && status !== 204 && status !== 304 && status < 500
    if (!decided) {
      passing = true
      if (headArgs) writeHead(...headArgs)
    }
    return decided
  }
  response.writeHead = ((...args: unknown[]) => {
    if (passing) return writeHead(...args)
    // A later call (the implicit one, with the status alone) keeps the headers an earlier one gave.
    headArgs = headArgs ? [args[0], { ...headersIn(headArgs), ...headersIn(args) }] : args
    return response
  }) as typeof response.writeHead
  // Next flushes a route handler's headers before its body: a held answer's headers wait for its encoding.
  response.flushHeaders = () => {
    if (!decide()) flushHeaders()
  }
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!decide()) return write(chunk, ...rest)
    if (chunk !== undefined && chunk !== null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array))
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
    callback?.()
    return true
  }) as typeof response.write
  response.end = ((...args: unknown[]) => {
    const [chunk] = args
    if (!decide()) return end(...args)
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array))
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    const body = Buffer.concat(chunks)
    passing = true
    // Headers already out (sent past this wrapper): the plain body Next made is what they describe, so it goes as it is.
    if (response.headersSent) return end(body, callback)
    if (headArgs) {
      // Headers handed to writeHead join the response's own, so the ones below can still change them.
      response.statusCode = headArgs[0] as number
      for (const [name, value] of Object.entries(headersIn(headArgs))) response.setHeader(name, value as string)
    }
    response.setHeader('Vary', varyWithEncoding(response.getHeader('vary')))
    if (body.length < MIN_BYTES) {
      response.setHeader('Content-Length', body.length)
      return end(body, callback)
    }
    const packed = cache.compress(body)
    response.setHeader('Content-Encoding', 'br')
    response.setHeader('Content-Length', packed.length)
    return end(packed, callback)
  }) as typeof response.end
}

/** The header object passed to a writeHead call, if any. */
function headersIn(args: unknown[]): Record<string, unknown> {
  const last = args[args.length - 1]
  return last && typeof last === 'object' && !Array.isArray(last) ? (last as Record<string, unknown>) : {}
}

/** Vary with Accept-Encoding added once. */
function varyWithEncoding(vary: number | string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((name) => name.trim()).filter(Boolean)
  return names.some((name) => name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ')
}
