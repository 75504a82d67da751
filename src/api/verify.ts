import { createHmac, timingSafeEqual } from 'node:crypto'

import { apiKeys } from '@/contract/api-keys'
import { API_HEADERS, CSRF_COOKIE, SIGNATURE_MAX_SKEW_MS, signingInput } from '@/contract/signing'

import { guideMetrics } from '@/observability/metrics.mjs'

import { apiError } from './respond'

/** A refused signature check, counted by its reason (a fixed word, so the label stays bounded). */
function forbidden(reason: string, message: string) {
  guideMetrics().apiRefusals.inc({ reason: `signature:${reason}` })
  return apiError(403, 'forbidden', message)
}

function sameSecret(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key !== name) continue
    const raw = value.join('=')
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw // a malformed escape is still a value; it will not match the header
    }
  }
  return undefined
}

/** Checks the signed headers (spec §7); returns the 403 to send, or undefined when the call may proceed. */
export function rejectUnsigned(request: Request, now = Date.now()) {
  const keys = apiKeys()
  const appId = request.headers.get(API_HEADERS.appId)
  if (!appId) return forbidden('missing-app-id', 'The X-App-Id header is missing.')
  if (!sameSecret(appId, keys.appId)) return forbidden('unknown-app-id', 'Unknown app id.')

  const timestamp = request.headers.get(API_HEADERS.timestamp) ?? ''
  const sentAt = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : Number.NaN
  if (!Number.isFinite(sentAt)) return forbidden('bad-timestamp', 'X-Timestamp must be milliseconds since the epoch.')
  if (Math.abs(now - sentAt) > SIGNATURE_MAX_SKEW_MS) return forbidden('skewed-timestamp', 'The timestamp is more than 300 s away from the server clock.')

  const signature = (request.headers.get(API_HEADERS.signature) ?? '').toLowerCase()
  const pathname = new URL(request.url).pathname
  const expected = createHmac('sha256', keys.secret).update(signingInput(pathname, timestamp, appId, keys.clientId)).digest('hex')
  if (!sameSecret(signature, expected)) return forbidden('wrong-signature', 'The signature does not match.')

  if (!request.headers.get(API_HEADERS.fingerprint)) return forbidden('missing-fingerprint', 'The X-App-Fingerprint header is missing.')

  // Double-submit CSRF, as defence in depth: a browser that holds the cookie must echo it.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const token = cookie(request, CSRF_COOKIE)
    if (token !== undefined && !sameSecret(request.headers.get(API_HEADERS.csrf) ?? '', token)) {
      return forbidden('csrf-mismatch', 'The CSRF header does not match its cookie.')
    }
  }
  return undefined
}
