/**
 * The browser security headers of every answer, consumed by next.config.ts `headers()` (no proxy.ts: a
 * middleware cost a third of the throughput; see docs/benchmarks.md). Static values only, so cached pages and
 * CDN copies carry the same headers as fresh ones.
 *
 * Content-Security-Policy without nonces or hashes: a nonce must differ per response, and the guide's pages are
 * rendered once and served from caches (ISR, the Redis or file cache handler, nginx's micro-cache). Next.js
 * streams each page's data in inline <script> tags whose text differs per page and per edit, so no fixed list of
 * hashes fits, and it writes a nonce only into pages rendered for a request that carries one, never into those
 * prerendered at build time. So script-src keeps 'unsafe-inline' for <script> elements, and `script-src-attr
 * 'none'` (CSP 3) refuses every inline event handler: markup that reaches a page
 * (`<img onerror=…>`) runs nothing, while the framework's own scripts, which use no handler attributes, all run.
 * The policy also blocks scripts, frames, plugins, form posts and <base> from other origins, and any eval.
 * Stored markup is sanitised before it is rendered (src/data/news.ts); Leaflet gets editors' text as nodes
 * (src/browser/leaflet-text.ts). docs/security.md says why not a cached nonce.
 */
type Header = { key: string; value: string }

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')

const dev = process.env.NODE_ENV === 'development'

/**
 * What the public guide and Payload's admin both allow: their own scripts and styles, media from themselves and
 * the browser's cache (blob:, also the admin's upload previews), and frames from their own origin.
 */
const SITE_DIRECTIVES = {
  'default-src': "'self'",
  // React's development build needs eval for its stack traces; production never does.
  'script-src': `'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
  // No inline event handler (onerror=, onload=, …) runs, whatever reaches the page (issue 43).
  'script-src-attr': "'none'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'media-src': "'self' blob:",
  'font-src': "'self' data:",
  'connect-src': `'self'${dev ? ' ws: wss:' : ''}`,
  'worker-src': "'self' blob:",
  'frame-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  // The admin's live preview frames public pages; nobody else may.
  'frame-ancestors': "'self'",
}

/** The public guide. */
export const PUBLIC_CSP = policy(SITE_DIRECTIVES)

/** Payload's admin: the same rules, but nothing may frame it. */
export const ADMIN_CSP = policy({ ...SITE_DIRECTIVES, 'frame-ancestors': "'none'" })

/** JSON and uploaded files: nothing in them may run, even if a browser is tricked into rendering one as a page. */
const DATA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'"

const COMMON: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  // Browsers ignore it over plain http, so it is safe on a development machine and binding behind https.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/** Answers no page may frame, with their policy. */
const unframed = (csp: string): Header[] => [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: csp },
]

/** For next.config.ts `headers()`: later entries override earlier ones for the same header. */
export function securityHeaders(): { source: string; headers: Header[] }[] {
  return [
    {
      source: '/:path*',
      headers: [...COMMON, { key: 'X-Frame-Options', value: 'SAMEORIGIN' }, { key: 'Content-Security-Policy', value: PUBLIC_CSP }],
    },
    { source: '/admin/:path*', headers: unframed(ADMIN_CSP) },
    { source: '/admin', headers: unframed(ADMIN_CSP) },
    { source: '/api/:path*', headers: unframed(DATA_CSP) },
    { source: '/cms-api/:path*', headers: unframed(DATA_CSP) },
  ]
}
