/**
 * Who is asking, as the guide's own web server (scripts/serve.ts, behind `npm start`) established it. That
 * server drops whatever a client sends in these headers and sets them itself: the client's address (the
 * socket's, or the one a trusted proxy reports; see GUIDE_TRUSTED_PROXIES) and the country a trusted proxy
 * reports. Route handlers read them here and nowhere else.
 */
export const CLIENT_IP_HEADER = 'x-guide-client-ip'
export const CLIENT_COUNTRY_HEADER = 'x-guide-country'

/** Set on globalThis by scripts/serve.ts; without it (next dev, a bare next start) the headers are not ours. */
export const EDGE_MARK = Symbol.for('guide.edge')

const servedByEdge = () => (globalThis as Record<symbol, unknown>)[EDGE_MARK] === true

/** The client's address; "unknown" when the request did not pass the guide's server (one shared budget). */
export function clientIp(request: Request): string {
  return (servedByEdge() && request.headers.get(CLIENT_IP_HEADER)) || 'unknown'
}

/** A two-letter country code from a trusted proxy, or undefined. */
export function clientCountry(request: Request): string | undefined {
  const value = servedByEdge() ? request.headers.get(CLIENT_COUNTRY_HEADER) : null
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined
}
