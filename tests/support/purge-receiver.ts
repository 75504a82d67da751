import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The credential the test app sends with each purge (GUIDE_PURGE_HEADERS in tests/int/global-setup.ts). */
export const PURGE_TOKEN = 'int-test-purge'

/** One purge call as the CDN would receive it. */
export type ReceivedPurge = { at: number; authorization: string | null; surrogateKey: string | null; tags: string[] }

/**
 * A real HTTP server standing in for a CDN's purge API (src/cache/purge.ts): it keeps every POST to /purge and
 * lists them at GET /received, so test files in other processes than the one that started it can read them.
 */
export async function startPurgeReceiver() {
  const received: ReceivedPurge[] = []
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/received') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received))
      return
    }
    if (request.method !== 'POST' || request.url !== '/purge') {
      response.writeHead(404).end()
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let tags: string[] = []
      try {
        tags = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { tags: string[] }).tags
      } catch {
        response.writeHead(400).end()
        return
      }
      const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : null)
      received.push({ at: Date.now(), authorization: header('authorization'), surrogateKey: header('surrogate-key'), tags })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    purgeUrl: `${url}/purge`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Keep-alive connections from the app and the test files would hold close() open.
        server.closeAllConnections()
      }),
  }
}

/** The purges a receiver has kept so far. */
export async function receivedPurges(receiverUrl: string): Promise<ReceivedPurge[]> {
  return (await fetch(`${receiverUrl}/received`)).json() as Promise<ReceivedPurge[]>
}
