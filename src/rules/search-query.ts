import { SEARCH } from '@/contract/limits'

/** Why a query is refused: `problem` names the reason for pages that word it themselves, `message` is the /api's English. */
export type SearchQuery =
  | { ok: true; text: string; prefix: string | null }
  | { ok: false; problem: 'control' | 'empty' | 'long'; message: string }

// C0 and C1 control characters (tab and newline included): nothing a person types into a search box.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u

/**
 * Checks what a visitor typed and prepares the prefix part of the query. `text` goes to
 * websearch_to_tsquery and to trigram similarity as it is; `prefix` is a to_tsquery expression that matches
 * every word as a prefix ("luna sn" finds Luna Snow while the visitor types), or null when no word is left.
 */
export function parseSearchQuery(raw: string | null | undefined): SearchQuery {
  const value = raw ?? ''
  if (CONTROL.test(value)) return { ok: false, problem: 'control', message: 'The query may not contain control characters.' }
  const text = value.trim().replace(/\s+/g, ' ')
  if (!text) return { ok: false, problem: 'empty', message: 'Type something to search for (the q parameter is empty).' }
  if ([...text].length > SEARCH.maxQueryChars) {
    return { ok: false, problem: 'long', message: `A query is at most ${SEARCH.maxQueryChars} characters.` }
  }
  return { ok: true, text, prefix: prefixQuery(text) }
}

/** "Luna sn" -> "luna:* & sn:*": letters and digits only, so nothing can break to_tsquery's syntax. */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null
}
