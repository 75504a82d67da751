/**
 * Payload's `withPayload` asks every browser for its colour scheme on every path (`Accept-CH`, `Vary` and
 * `Critical-CH: Sec-CH-Prefers-Color-Scheme`), so that its admin can draw the visitor's theme at once. On the
 * guide that costs a round trip: `Critical-CH` makes Chromium throw away a first visit's page and ask for it
 * again, before a phone has drawn anything, for a site with one colour scheme (payloadcms/payload#17906). The
 * `Vary` also splits every shared cache by a header the guide never reads. Only the admin keeps them.
 */
type HeaderRule = { source: string; headers: { key: string; value: string }[] } & Record<string, unknown>

const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch'])

/** Payload's admin, where its theme is read (the same paths security-headers.ts gives the admin's policy). */
export const ADMIN_SOURCES = ['/admin', '/admin/:path*'] as const

const asksForClientHints = (rule: HeaderRule) => rule.headers.some((header) => CLIENT_HINT_HEADERS.has(header.key.toLowerCase()))

/** `headers()` rules with each site-wide rule that asks for client hints moved to the admin's paths. */
export function clientHintsForAdminOnly<Rule extends HeaderRule>(rules: Rule[]): Rule[] {
  return rules.flatMap((rule) => (rule.source === '/:path*' && asksForClientHints(rule) ? ADMIN_SOURCES.map((source) => ({ ...rule, source })) : [rule]))
}
