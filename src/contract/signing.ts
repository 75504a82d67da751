/**
 * The /api signing rule (spec §7), the one copy the server's check, the browser client, the tests and the scripts
 * all use. X-Signature = lowercase hex HMAC-SHA256 of `${pathname}:${timestamp}:${appId}:${clientId}`, keyed with
 * the app secret; pathname is the URL path without the query, timestamp milliseconds since the epoch. The two
 * signers build on it, and it on neither, so the three import one way: signing-web.ts (Web Crypto, in the
 * browser) and signing-noble.ts (software HMAC: Node, and browsers without Web Crypto).
 */

export const API_HEADERS = {
  appId: 'X-App-Id',
  timestamp: 'X-Timestamp',
  signature: 'X-Signature',
  fingerprint: 'X-App-Fingerprint',
  csrf: 'X-CSRF-Token',
} as const

/** Double-submit CSRF: the browser copies this cookie into the X-CSRF-Token header on non-GET calls. */
export const CSRF_COOKIE = 'guide_csrf'

/** How far a request's timestamp may drift from the server clock. */
export const SIGNATURE_MAX_SKEW_MS = 300_000

export function signingInput(pathname: string, timestamp: string | number, appId: string, clientId: string): string {
  return `${pathname}:${timestamp}:${appId}:${clientId}`
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
