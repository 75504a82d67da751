/** A news entry's excerpt (its page's description) is at most this long; without one, the text's start is cut at the second. */
export const NEWS_EXCERPT_MAX_CHARS = 300
export const NEWS_EXCERPT_AUTO_CHARS = 160

/** The plain-text start of an entry's HTML, cut at a word boundary: the description of an entry without an excerpt. */
export function excerptFromHtml(html: string, maxChars: number): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= maxChars) return text
  const cut = text.slice(0, maxChars - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`
}
