/**
 * Issue 43, finding 5: requests anyone can send that the guide answered wrongly. Against the real app over HTTP
 * (tests/int/global-setup.ts), and against deploy/nginx.conf in front of it (Debian's nginx,
 * scripts/lb/nginx.ts), since either may be what a stranger reaches first.
 */
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { nginxAvailability, startBalancer, type Balancer } from '../../scripts/lb/nginx'
import { leavesSite, rawRequest } from '../support/raw-http'

const base = inject('appUrl')
const nginx = nginxAvailability()
if (!nginx.ok) {
  if (process.env.CI === 'true') throw new Error(`FAILED: the load balancer's refusals need nginx under CI. ${nginx.message}`)
  console.log(`SKIPPED: nginx's refusals (tests/int/stranger-requests.int.test.ts). ${nginx.message}`)
}

/** One request written byte for byte on a socket (fetch and http.request cannot send a request line in absolute form). */
function rawLine(target: string, requestLine: string): Promise<{ status: number; headers: Record<string, string> }> {
  const { hostname, port } = new URL(target)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let text = ''
    socket.setTimeout(30_000, () => socket.destroy(new Error(`timeout: ${requestLine}`)))
    socket.on('connect', () => socket.write(`${requestLine}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`))
    socket.on('data', (chunk) => (text += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('end', () => {
      const [head] = text.split('\r\n\r\n')
      const [statusLine, ...lines] = head.split('\r\n')
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
      resolve({ status: Number(statusLine.split(' ')[1]), headers })
    })
  })
}

/** What both doors must do: the app when reached directly, and nginx in front of it. */
function strangerRules(door: () => string) {
  it.each(['/_next/image?url=%2Fnope.png&w=64&q=75', '/_next/image?url=%2Fheroes%2Froles%2Fvanguard.webp&w=64&q=75', '/_next/image?url=https%3A%2F%2Fother.example%2Fa.png&w=64&q=75'])(
    'the image optimizer is off: %s is a 404, never a 500',
    async (target) => {
      const response = await rawRequest(door(), 'GET', target)
      expect(response.status).toBe(404)
    },
  )

  // A page built once (/heroes), one built per slug (/heroes/hulk), one rendered per request (/search) and the admin's.
  const pages = ['/heroes', '/heroes/hulk', '/search', '/admin/login']
  it.each(['PUT', 'DELETE', 'PATCH', 'GET'].flatMap((method) => pages.map((page) => [method, page])))(
    '%s %s with a Next-Action header is a 405, not the page',
    async (method, page) => {
      const response = await rawRequest(door(), method, page, { headers: { 'Next-Action': '7f3a9c0d1e2b', 'Content-Type': 'text/plain' }, body: '[]' })
      expect(response.status).toBe(405)
      expect(response.body).not.toMatch(/<!DOCTYPE html>/i)
    },
  )

  it('a page without the header still reads with GET', async () => {
    const response = await rawRequest(door(), 'GET', '/heroes')
    expect(response.status).toBe(200)
    expect(response.body).toContain('roster-vanguard')
  })

  it.each(['http://other.example/heroes/', 'http://other.example//evil.example/', 'https://other.example/heroes/?role=duelist'])(
    'a request line in absolute form (GET %s) redirects within the site',
    async (target) => {
      const response = await rawLine(door(), `GET ${target} HTTP/1.1`)
      expect(response.status).toBeGreaterThanOrEqual(300)
      expect(response.status).toBeLessThan(400)
      expect(response.headers.location, JSON.stringify(response.headers)).toBeTruthy()
      expect(response.headers.location).not.toContain('other.example')
      expect(leavesSite(door(), response.headers.location), response.headers.location).toBe(false)
    },
  )
}

describe('the app, reached directly', () => {
  strangerRules(() => base)

  it('a request line in absolute form is answered for its path', async () => {
    const response = await rawLine(base, 'GET http://other.example/heroes/ HTTP/1.1')
    expect(response.headers.location).toBe('/heroes')
  })
})

describe.runIf(nginx.ok)('nginx (deploy/nginx.conf) in front of the app', () => {
  let balancer: Balancer
  beforeAll(async () => {
    balancer = await startBalancer([new URL(base).host])
  })
  afterAll(async () => {
    await balancer?.stop()
  })

  strangerRules(() => balancer.url)
})
