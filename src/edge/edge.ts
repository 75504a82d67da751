/**
 * The first look at every request, in the guide's own web server (scripts/serve.ts) before Next.js sees it:
 * refuses what no route can answer (odd methods, undecodable or NUL paths) with a 4xx, and decides which
 * proxy headers to believe. Pure functions of their arguments, so unit tests cover them.
 */
import type { IncomingMessage } from 'node:http'

import proxyaddr from 'proxy-addr'

import { CLIENT_COUNTRY_HEADER, CLIENT_IP_HEADER } from '@/edge/client-address'

/** The methods some route answers; TRACE, CONNECT and the WebDAV verbs never reach Next.js. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

export type EdgeRefusal = { status: 400 | 404 | 405; error: 'bad_request' | 'not_found' | 'method_not_allowed'; message: string }

const READ_METHODS = ['GET', 'HEAD', 'OPTIONS']
const WRITABLE_PREFIXES = /^\/(api|cms-api)(\/|$)/

/**
 * A request target as the guide's routes read it: the path and query only. A request line in absolute form
 * (`GET http://other.example/heroes/ HTTP/1.1`, which HTTP/1.1 servers must accept) is cut to its path, so no
 * redirect built from the request's address can name another site. The path stays as sent (escapes, dot
 * segments), so the checks below still see it; undefined when the target is neither form (`*`, garbage).
 */
export function originForm(rawUrl: string | undefined): string | undefined {
  if (rawUrl === undefined || rawUrl.startsWith('/')) return rawUrl
  const absolute = /^https?:\/\/[^/?#]*/i.exec(rawUrl)
  if (!absolute) return undefined
  const rest = rawUrl.slice(absolute[0].length).replace(/#.*$/, '')
  return rest.startsWith('/') ? rest : `/${rest}`
}

/**
 * Why a request must be refused before routing, or undefined when it may go on. `nextAction` is the
 * Next-Action header: pages accept writes only as server actions (the admin's), which carry it and are POSTs.
 */
export function edgeRefusal(method: string | undefined, rawUrl: string | undefined, nextAction?: string | string[]): EdgeRefusal | undefined {
  if (!method || !ALLOWED_METHODS.includes(method)) {
    return { status: 405, error: 'method_not_allowed', message: `${method ?? 'This method'} is not supported.` }
  }
  // Next.js takes only a POST for a server action; any other method with the header would get the page itself.
  if (nextAction !== undefined && method !== 'POST') {
    return { status: 405, error: 'method_not_allowed', message: 'A server action is sent with POST.' }
  }
  const target = originForm(rawUrl)
  if (target === undefined) return { status: 400, error: 'bad_request', message: 'The request target must be a path.' }
  const path = target.split('?')[0]
  // A form posted to a page is taken for a server action by Next.js, which answers 500 when there is none.
  if (!READ_METHODS.includes(method) && !WRITABLE_PREFIXES.test(path) && !nextAction) {
    return { status: 405, error: 'method_not_allowed', message: 'Pages are read with GET.' }
  }
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return { status: 400, error: 'bad_request', message: 'The path has a malformed percent-escape.' }
  }
  // Browsers resolve dot segments before they send a path; a raw "/./" or "/%2e%2e/" is someone probing.
  if (decoded.split('/').some((part) => part === '.' || part === '..')) {
    return { status: 400, error: 'bad_request', message: 'The path has dot segments.' }
  }
  // A NUL names nothing the guide has (and PostgreSQL refuses it in text).
  if (decoded.includes('\u0000')) return { status: 404, error: 'not_found', message: 'Nothing lives at this address.' }
  return undefined
}

/** Answers as JSON on the API prefixes, as plain text elsewhere. */
export function refusalBody(rawUrl: string | undefined, refusal: EdgeRefusal): { type: string; body: string } {
  const path = (originForm(rawUrl) ?? '/').split('?')[0]
  if (/^\/(api|cms-api)(\/|$)/.test(path)) {
    return { type: 'application/json', body: JSON.stringify({ error: refusal.error, message: refusal.message }) }
  }
  return { type: 'text/plain; charset=utf-8', body: refusal.message }
}

export type Trust = (address: string | undefined, hop: number) => boolean

/**
 * GUIDE_TRUSTED_PROXIES: unset or empty trusts nobody (the socket address is the client). A number N trusts
 * the N nearest hops (for a fixed chain such as CDN -> load balancer). Otherwise a comma-separated list of
 * addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal).
 */
export function compileTrust(setting: string | undefined): Trust {
  const value = setting?.trim()
  if (!value) return () => false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  const compiled = proxyaddr.compile(value.split(',').map((part) => part.trim()).filter(Boolean))
  return (address, hop) => (address ? compiled(address, hop) : false)
}

/** Header names (lower case) of the country a trusted proxy reports; GUIDE_COUNTRY_HEADER overrides. */
export function countryHeaderNames(setting = process.env.GUIDE_COUNTRY_HEADER): string[] {
  return (setting ?? 'cf-ipcountry,x-vercel-ip-country').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean)
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip']

/**
 * Rewrites the request's headers in place: the guide's own headers carry the client's address and (from a
 * trusted proxy only) its country; forwarding headers from anyone but a trusted proxy are dropped.
 */
export function establishClient(request: IncomingMessage, trust: Trust, countryHeaders = countryHeaderNames()): void {
  const headers = request.headers
  delete headers[CLIENT_IP_HEADER]
  delete headers[CLIENT_COUNTRY_HEADER]
  const peer = request.socket.remoteAddress
  const fromProxy = trust(peer, 0)
  if (!fromProxy) {
    for (const name of [...FORWARDING_HEADERS, ...countryHeaders]) delete headers[name]
    if (peer) headers[CLIENT_IP_HEADER] = peer
    return
  }
  headers[CLIENT_IP_HEADER] = proxyaddr(request, trust)
  for (const name of countryHeaders) {
    const value = headers[name]
    if (typeof value === 'string' && value) {
      headers[CLIENT_COUNTRY_HEADER] = value
      break
    }
  }
}
