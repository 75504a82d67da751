import { timingSafeEqual } from 'node:crypto'

/** The route that turns on Next.js draft mode for the admin's live preview, then shows the public page. */
const PREVIEW_ROUTE = '/preview'
export const PREVIEW_EXIT_ROUTE = '/preview/exit'

/**
 * A same-site path to send the browser to: one leading slash, no scheme, no host, no backslashes or control
 * characters. Checked after URL parsing, which removes dot segments ("/.//evil" becomes "//evil", a
 * protocol-relative address), so no spelling of a path can name another host.
 */
export function safePreviewPath(path: string | null | undefined): string | undefined {
  if (!path || !path.startsWith('/') || /[\\\s\u0000-\u001f\u007f]/.test(path)) return undefined
  let url: URL
  try {
    url = new URL(path, 'http://guide.invalid')
  } catch {
    return undefined
  }
  if (url.origin !== 'http://guide.invalid') return undefined
  const result = `${url.pathname}${url.search}`
  return result.startsWith('/') && !result.startsWith('//') ? result : undefined
}

/** The live preview address of a public path; undefined while no preview secret is configured. */
export function livePreviewUrl(path: string, secret = process.env.PREVIEW_SECRET): string | undefined {
  if (!secret) return undefined
  return `${PREVIEW_ROUTE}?${new URLSearchParams({ secret, path })}`
}

export function isPreviewSecret(sent: string | null, secret = process.env.PREVIEW_SECRET): boolean {
  if (!sent || !secret) return false
  const left = Buffer.from(sent)
  const right = Buffer.from(secret)
  return left.length === right.length && timingSafeEqual(left, right)
}
