import { signingInput, toHex } from './signing'

/**
 * X-Signature for one request in the browser: Web Crypto where the page has it, else signWithNoble, whose code
 * (a software SHA-256) is fetched only then: most pages never sign a call, and none needs it to paint.
 */
export async function signRequest(pathname: string, timestamp: number, appId: string, clientId: string, secret: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return (await import('./signing-noble')).signWithNoble(pathname, timestamp, appId, clientId, secret)
  const encoder = new TextEncoder()
  const key = await subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await subtle.sign('HMAC', key, encoder.encode(signingInput(pathname, timestamp, appId, clientId)))
  return toHex(new Uint8Array(mac))
}
