/**
 * The /api signing rule (signing.ts) in software HMAC-SHA256: synchronous and the same everywhere, for Node
 * (tests, scripts, benchmarks) and for browsers without crypto.subtle (it only exists in secure contexts, e.g.
 * not plain http), which load this module only when they need it.
 */
import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'

import type { ApiKeys } from './api-keys'
import { API_HEADERS, signingInput, toHex } from './signing'

export function signWithNoble(pathname: string, timestamp: string | number, appId: string, clientId: string, secret: string): string {
  return toHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(signingInput(pathname, timestamp, appId, clientId))))
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
