/**
 * GUIDE_SITE_URL: the address visitors use (e.g. https://guide.example). Payload's serverURL and CSRF list
 * come from it, and an https address makes the admin's session cookie Secure. Production requires it
 * (scripts/guide.ts). Without it (development, tests) the guide answers on whatever host it is asked.
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): URL | undefined {
  const value = env.GUIDE_SITE_URL?.trim()
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * The origins Payload accepts a session cookie from (its `csrf` list): the site's, or on a development machine
 * the local addresses of this port. Payload ignores the cookie of a request from any other Origin.
 */
export function trustedOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const site = siteUrl(env)
  if (site) return [site.origin]
  const port = env.PORT ?? '3000'
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

/** Whether an Origin header names the site itself: the configured address, or the host the request was sent to. */
export function isSameSite(origin: string, request: Request, env: Record<string, string | undefined> = process.env): boolean {
  let sent: URL
  try {
    sent = new URL(origin)
  } catch {
    return false // "null" and other opaque origins
  }
  if (trustedOrigins(env).includes(sent.origin)) return true
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  return Boolean(host) && sent.host === host
}

/** The admin's session cookie is Secure when the site is served over https. */
export const secureCookies = (env: Record<string, string | undefined> = process.env) => siteUrl(env)?.protocol === 'https:'
