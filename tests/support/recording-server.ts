import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders }

/**
 * A real HTTP server on a free port that records every request. `/sync` is a token-sync endpoint (204);
 * anything else is passed on to `upstream` when given (a recording proxy in front of the app), or answered `[]`.
 */
export async function startRecordingServer(upstream?: string) {
  const requests: RecordedRequest[] = []
  // The app limits per client address and trusts loopback as a proxy in the tests: this proxy is a client of its own.
  const clientAddress = `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/'
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers })
    if (path === '/sync') {
      response.writeHead(204).end()
      return
    }
    if (!upstream) {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('[]')
      return
    }
    const headers = {
      ...Object.fromEntries(
        Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host'),
      ),
      'x-forwarded-for': clientAddress,
    }
    try {
      const answer = await fetch(new URL(path, upstream), { method: request.method, headers })
      response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' })
      response.end(Buffer.from(await answer.arrayBuffer()))
    } catch {
      // The app is unreachable: say so at once rather than leave the client waiting.
      response.writeHead(502, { 'Content-Type': 'application/json' }).end('{"error":"bad_gateway"}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    /** Waits until `count` requests matched, or fails after `timeoutMs`. */
    async waitFor(match: (request: RecordedRequest) => boolean, count = 1, timeoutMs = 5_000) {
      const started = Date.now()
      while (requests.filter(match).length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`expected ${count} matching requests, saw ${requests.filter(match).length}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return requests.filter(match)
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
