/**
 * The /api signing rule (spec §7), the one copy the server's check, the browser client, the tests and the scripts
 * all use. X-Signature = lowercase hex HMAC-SHA256 of `${pathname}:${timestamp}:${appId}:${clientId}`, keyed with
 * the app secret; pathname is the URL path without the query, timestamp milliseconds since the epoch.
 */
import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'

import type { ApiKeys } from './api-keys'

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

/**
 * Software HMAC-SHA256, synchronous and the same everywhere: in Node (tests, scripts) and in browsers without
 * crypto.subtle (it only exists in secure contexts, e.g. not plain http).
 */
export function signWithNoble(pathname: string, timestamp: string | number, appId: string, clientId: string, secret: string): string {
  return toHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(signingInput(pathname, timestamp, appId, clientId))))
}

/** X-Signature for one request in the browser: Web Crypto where the page has it, else signWithNoble. */
export async function signRequest(pathname: string, timestamp: number, appId: string, clientId: string, secret: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return signWithNoble(pathname, timestamp, appId, clientId, secret)
  const encoder = new TextEncoder()
  const key = await subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await subtle.sign('HMAC', key, encoder.encode(signingInput(pathname, timestamp, appId, clientId)))
  return toHex(new Uint8Array(mac))
}

/**
 * The headers of a signed /api call, for a caller that holds the keys (tests, benchmarks, scripts). `path` may
 * carry a query; only its pathname is signed.
 */
export function signedHeaders(path: string, keys: ApiKeys, { fingerprint, timestamp = Date.now() }: { fingerprint: string; timestamp?: number }): Record<string, string> {
  const pathname = new URL(path, 'http://guide.invalid').pathname
  return {
    [API_HEADERS.appId]: keys.appId,
    [API_HEADERS.timestamp]: String(timestamp),
    [API_HEADERS.signature]: signWithNoble(pathname, timestamp, keys.appId, keys.clientId, keys.secret),
    [API_HEADERS.fingerprint]: fingerprint,
  }
}
