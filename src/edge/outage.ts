/**
 * What the guide does while PostgreSQL cannot be reached. Two parts, one process:
 * - the data layer (src/cache/cached-read.ts) answers a read that fails for that reason with the last good answer it
 *   holds, and the page built from it is kept only OUTAGE_RETRY_SECONDS before it is rendered again;
 * - the web server (scripts/serve.ts, through `answerOutage`) turns what is left, a 500 from a route that had
 *   no copy to serve, into 503 with Retry-After, and keeps shared caches from holding answers long meanwhile.
 * The data layer notes each such failure here (`noteDatabaseUnreachable`); the server reads the note. Nothing
 * needs a restart: the note ages out once reads succeed again.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

/** How soon a page built from last good answers is rendered again, and the Retry-After of a 503. */
export const OUTAGE_RETRY_SECONDS = 10

/** A failure noted within this is a current outage. */
const OUTAGE_WINDOW_MS = 15_000

const NOTE = Symbol.for('guide.database-unreachable-at')
const notes = globalThis as unknown as Record<symbol, number | undefined>

/** Error codes that mean the database is not there (refused, reset, shutting down, no connection), not a bad query. */
const UNREACHABLE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|57P0\d|08\d{3}|53300)$/
const UNREACHABLE_MESSAGES = /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout|the database system is (shutting down|starting up)/i

/** Whether an error (or one it was caused by) says the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (typeof current.code === 'string' && UNREACHABLE_CODES.test(current.code)) return true
    if (typeof current.message === 'string' && UNREACHABLE_MESSAGES.test(current.message)) return true
    current = current.cause as typeof current
  }
  return false
}

/** Notes that a read just failed because the database cannot be reached; returns whether that was the case. */
export function noteIfDatabaseUnreachable(error: unknown): boolean {
  if (!isDatabaseUnreachable(error)) return false
  notes[NOTE] = Date.now()
  return true
}

export function databaseRecentlyUnreachable(now = Date.now()): boolean {
  const at = notes[NOTE]
  return at !== undefined && now - at < OUTAGE_WINDOW_MS
}

const OUTAGE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Back in a moment</title></head><body style="font-family:system-ui,sans-serif;background:#0d0f14;color:#e8e8ee;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Back in a moment</h1><p>This page needs the guide's database, which cannot be reached just now. Try again in a few seconds; the rest of the guide is still here.</p><p><a style="color:#ffcf3f" href="/">Home</a></p></body></html>`

/** Cache-Control for answers sent during an outage: shared caches keep them briefly, as the app does. */
const OUTAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${OUTAGE_RETRY_SECONDS}`

type Head = OutgoingHttpHeaders | (string | string[])[] | undefined

/**
 * Watches one response of the web server. While the database is noted unreachable, a 500 becomes 503 with
 * Retry-After (for pages with a page of its own, for the rest the JSON the API speaks), and a public answer
 * (possibly built from last good answers) is kept by shared caches for OUTAGE_RETRY_SECONDS only.
 */
export function answerOutage(request: IncomingMessage, response: ServerResponse) {
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  let replaced: string | undefined

  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (!databaseRecentlyUnreachable()) return writeHead(status, ...rest)
    const headers = rest.find((part) => part && typeof part === 'object') as Head
    const headerValue = (name: string) => {
      if (headers && !Array.isArray(headers)) {
        const key = Object.keys(headers).find((k) => k.toLowerCase() === name)
        if (key) return headers[key]
      }
      return response.getHeader(name)
    }
    if (status === 500) {
      const path = (request.url ?? '/').split('?')[0]
      const json = /^\/(api|cms-api)(\/|$)/.test(path) || String(headerValue('content-type') ?? '').includes('json')
      replaced = json ? JSON.stringify({ error: 'unavailable', message: 'The database is unreachable; try again shortly.' }) : OUTAGE_PAGE
      for (const name of response.getHeaderNames()) if (/^(content-|etag$|x-nextjs|vary$|link$)/i.test(name)) response.removeHeader(name)
      response.setHeader('Content-Type', json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8')
      response.setHeader('Content-Length', Buffer.byteLength(replaced))
      response.setHeader('Cache-Control', 'no-store')
      response.setHeader('Retry-After', String(OUTAGE_RETRY_SECONDS))
      return writeHead(503, ...rest.filter((part) => typeof part === 'string'))
    }
    if (status === 200 && String(headerValue('cache-control') ?? '').startsWith('public')) {
      if (headers && !Array.isArray(headers)) for (const key of Object.keys(headers)) if (key.toLowerCase() === 'cache-control') delete headers[key]
      response.setHeader('Cache-Control', OUTAGE_CACHE_CONTROL)
    }
    return writeHead(status, ...rest)
  }) as typeof response.writeHead

  // Once the answer is replaced, what the framework streams after it is dropped.
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!response.headersSent) response.writeHead(response.statusCode)
    if (replaced === undefined) return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
    const callback = rest.find((part) => typeof part === 'function') as (() => void) | undefined
    callback?.()
    return true
  }) as typeof response.write
  response.end = ((...args: unknown[]) => {
    if (!response.headersSent) response.writeHead(response.statusCode)
    if (replaced === undefined) return (end as (...a: unknown[]) => ServerResponse)(...args)
    const callback = args.find((part) => typeof part === 'function') as (() => void) | undefined
    const body = replaced
    replaced = ''
    return end(request.method === 'HEAD' ? undefined : body, callback)
  }) as typeof response.end
}
