/**
 * Links editors type that visitors follow (a profile's social account): only web addresses. A `javascript:` or
 * `data:` link would run or show something of the editor's choosing on the guide's own origin when clicked.
 */

/** Whether a text is an absolute http(s) address with a host. */
export function isWebLink(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname)
  } catch {
    return false
  }
}

/** The field's check: empty is fine, anything else must be a web address. */
export const webLinkProblem = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' || isWebLink(value)
    ? undefined
    : 'Use a web address that starts with https:// (or http://).'
