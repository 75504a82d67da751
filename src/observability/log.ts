import { randomUUID } from 'node:crypto'

import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'
import pretty from 'pino-pretty'

/**
 * The guide's log: pino (the logger Payload itself uses), one JSON object a line, so a log shipper reads it as
 * it is. `LOG_LEVEL` sets the level (default info); `npm start` on a terminal prints readable lines instead
 * (pino-pretty), production (no terminal) prints JSON.
 *
 * Nothing secret reaches a line: credentials are cut by key wherever they sit (headers, bodies, errors), and
 * every string is scrubbed on its way out (query values named like secrets, the token in a reset or verify
 * address, e-mail addresses). tests/unit/log.test.ts logs each kind and searches the output.
 */

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** Keys whose values never reach a line, at any depth (matched without regard to case). */
const SECRET_KEY = /^(authorization|proxy-authorization|cookie|set-cookie|password|passwd|secret|token|api[-_]?key|x-app-signature|signature|x-csrf-token|x-guide-jobs-token|fastly-key|.*(secret|password|token|signature|api[-_]?key|credential).*)$/i
/** Query parameters whose values never reach a line. */
const SECRET_PARAM = /(secret|password|passwd|token|signature|sig|key|code|auth|email|mail|session)/i
/** The addresses Payload mails out with a one-time token in the path (password reset, e-mail verification). */
const TOKEN_IN_PATH = /(\/(?:reset|verify|reset-password|unlock)\/)[^/?#\s"]+/gi
/** An e-mail address: the local part goes, the domain stays (enough to tell a provider's trouble). */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})/g
/** `Bearer abc...` or `Basic ...` written into a message. */
const CREDENTIAL_IN_TEXT = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi
/** `password: x`, `token=x`, `secret x` written into a message: the word after it goes. */
const SECRET_IN_TEXT = /\b(password|passwd|secret|token|signature|api[-_ ]?key)(["']?\s*[:=]\s*["']?|\s+)(?!\[redacted\])[^\s"',;&]+/gi

const REDACTED = '[redacted]'

/** A string as it may appear in a line. */
export function scrub(text: string): string {
  let out = text.replace(EMAIL, `${REDACTED}@$1`).replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(CREDENTIAL_IN_TEXT, `$1 ${REDACTED}`).replace(SECRET_IN_TEXT, `$1$2${REDACTED}`)
  const query = out.indexOf('?')
  if (query !== -1) {
    const [beforeHash, hash = ''] = out.slice(query + 1).split('#', 2)
    const params = beforeHash
      .split('&')
      .map((pair) => {
        const equals = pair.indexOf('=')
        if (equals === -1) return pair
        return SECRET_PARAM.test(pair.slice(0, equals)) ? `${pair.slice(0, equals)}=${REDACTED}` : pair
      })
      .join('&')
    out = `${out.slice(0, query)}?${params}${hash ? `#${hash}` : ''}`
  }
  return out
}

/** A value with every secret key cut and every string scrubbed; depth-limited against cycles. */
function clean(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value)
  if (!value || typeof value !== 'object' || depth > 6) return value
  if (value instanceof Error) return { type: value.name, message: scrub(value.message), stack: value.stack ? scrub(value.stack) : undefined }
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : clean(item, depth + 1)]))
}

/** LOG_LEVEL, checked: a level pino does not know stops the start, naming it. */
export function logLevel(value = process.env.LOG_LEVEL): string {
  const level = value?.trim().toLowerCase() || 'info'
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not "${value}".`)
  return level
}

/** The options every logger of the guide shares. */
export function logOptions(env: Record<string, string | undefined> = process.env): LoggerOptions {
  return {
    level: logLevel(env.LOG_LEVEL),
    base: { pid: process.pid },
    // Every line's own fields and its message, cleaned on the way out.
    formatters: { log: (object) => clean(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>)
      },
    },
  }
}

/** Where lines go: readable lines on a terminal outside production, else stdout as JSON (undefined). */
export function logDestination(env: Record<string, string | undefined> = process.env): DestinationStream | undefined {
  if (!process.stdout.isTTY || env.NODE_ENV === 'production') return undefined
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
}

/** A logger with the guide's options, writing to `destination` (a test's) or where logDestination says. */
export function createGuideLogger(env: Record<string, string | undefined> = process.env, destination = logDestination(env)): Logger {
  return destination ? pino(logOptions(env), destination) : pino(logOptions(env))
}

const SHARED = Symbol.for('guide.log')

/**
 * The process's one guide logger, kept on globalThis: scripts/serve.ts makes it first, and the app's notable events
 * (src/cache, src/cms-wiring) and the Redis cache handler (plain .mjs, outside Next's bundle) write through the
 * same one, whichever bundle they were built into.
 */
export function guideLog(): Logger {
  const shared = globalThis as Record<symbol, Logger | undefined>
  return (shared[SHARED] ??= createGuideLogger())
}

/** What a request id may look like when a load balancer sends one (nginx's $request_id, a UUID, a trace id). */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:;=+/-]{0,199}$/

/** The request's id: the load balancer's X-Request-Id when it is well-formed, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID()
}
