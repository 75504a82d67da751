import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'

import { signingInput, toHex } from './signing'

/** Software HMAC-SHA256, for browsers without crypto.subtle (it only exists in secure contexts, e.g. not plain http). */
export function signWithNoble(
  pathname: string,
  timestamp: number,
  appId: string,
  clientId: string,
  secret: string,
): string {
  return toHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(signingInput(pathname, timestamp, appId, clientId))))
}

/** X-Signature for one request: lowercase hex HMAC-SHA256 of signingInput(...) keyed with the app secret. */
export async function signRequest(
  pathname: string,
  timestamp: number,
  appId: string,
  clientId: string,
  secret: string,
): Promise<string> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return signWithNoble(pathname, timestamp, appId, clientId, secret)
  const encoder = new TextEncoder()
  const key = await subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await subtle.sign('HMAC', key, encoder.encode(signingInput(pathname, timestamp, appId, clientId)))
  return toHex(new Uint8Array(mac))
}
