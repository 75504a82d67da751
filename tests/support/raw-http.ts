/**
 * Requests as a stranger sends them: any method (TRACE included, which fetch refuses), the path exactly as
 * written (no normalising of dot segments or escapes), any header, and a signed /api variant signed by
 * the contract's signing rule (src/contract/signing.ts).
 */
import http from 'node:http'

import { DEV_API_KEYS } from '@/contract/api-keys'
import { signWithNoble } from '@/contract/signing-noble'

/** `body` is the answer read as UTF-8 text; `bytes` are the bytes as they came (still compressed, if they were). */
export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer }

export function rawRequest(
  base: string,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method, path, headers: { Connection: 'close', ...headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString('utf8'), bytes })
        })
        response.on('error', reject)
      },
    )
    request.setTimeout(60_000, () => request.destroy(new Error(`timeout: ${method} ${path}`)))
    request.on('error', reject)
    if (body !== undefined) request.write(body)
    request.end()
  })
}

/**
 * The /api signature headers for a path (the pathname as sent, without the query), each client with its own
 * fingerprint. `appId: null` leaves X-App-Id out (and signs with an empty one), as a client that forgot it.
 */
export function signedHeaders(
  path: string,
  {
    timestamp = Date.now(),
    secret: key = DEV_API_KEYS.secret as string,
    appId = DEV_API_KEYS.appId as string | null,
    fingerprint = 'raw-http',
  } = {},
): Record<string, string> {
  const pathname = path.split('?')[0]
  const signature = signWithNoble(pathname, timestamp, appId ?? '', DEV_API_KEYS.clientId, key)
  return {
    ...(appId === null ? {} : { 'X-App-Id': appId }),
    'X-Timestamp': String(timestamp),
    'X-Signature': signature,
    'X-App-Fingerprint': fingerprint,
  }
}

/** Whether a Location header sends the browser to another site. */
export function leavesSite(base: string, location: string | string[] | undefined): boolean {
  if (!location) return false
  const target = Array.isArray(location) ? location[0] : location
  try {
    return new URL(target, base).origin !== new URL(base).origin
  } catch {
    return true
  }
}
