/**
 * A slow connection, made exact: a relay in front of the guide that passes every request through, but sends one
 * page's HTML only up to a marker and holds the rest until the test releases it. The browser meanwhile paints
 * the part it has, as it does on a phone whose connection stalls mid-page, so a test can ask whether what was
 * painted moves when the rest arrives.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type HeldPage = {
  /** The relay's origin: load the page from here. */
  origin: string
  /** Sends the rest of the held page. */
  release: () => void
  close: () => Promise<void>
}

export async function holdPageAfter(upstream: string, path: string, marker: string): Promise<HeldPage> {
  const target = new URL(upstream)
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const relay = http.createServer((request, response) => {
    const held = request.method === 'GET' && request.url === path
    const headers = { ...request.headers, host: target.host }
    // The held page must arrive as text to be cut at the marker.
    if (held) headers['accept-encoding'] = 'identity'
    const forward = http.request({ host: target.hostname, port: target.port, path: request.url, method: request.method, headers }, (answer) => {
      if (!held) {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8')
        const cut = html.indexOf(marker)
        if (cut < 0) {
          response.writeHead(502, { 'content-type': 'text/plain' })
          response.end(`${path} has no ${marker}`)
          return
        }
        const { 'content-length': _length, ...rest } = answer.headers
        response.writeHead(answer.statusCode ?? 502, rest)
        response.write(html.slice(0, cut + marker.length))
        void released.then(() => response.end(html.slice(cut + marker.length)))
      })
    })
    forward.on('error', () => response.destroy())
    request.pipe(forward)
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const { port } = relay.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    release,
    close: () => {
      release()
      relay.closeAllConnections()
      return new Promise((resolve) => relay.close(() => resolve()))
    },
  }
}
