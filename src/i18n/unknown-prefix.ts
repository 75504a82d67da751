import { LANGUAGES } from './languages'

/** A first segment shaped like a language tag: `xx`, `xxx`, `xx-yy`, `pt-pt`, `zh-hant`. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i

/** The English route table's first segments, which are never a language. */
const ROUTE_SEGMENTS = new Set(['about', 'api', 'basics', 'contact', 'feed.xml', 'heroes', 'maps', 'news', 'patches', 'privacy', 'profiles', 'search', 'terms', 'tier-list', 'preview'])

/**
 * Whether an unknown path is a page of the route table behind a language the guide does not speak (`/xx/heroes`,
 * `/fr`, `/PT-BR/maps`): the prefix looks like a language, and it is none of ours as written.
 */
export function unknownLanguagePrefix(segments: readonly string[]): boolean {
  const [first, second] = segments
  if (!first || !LANGUAGE_TAG.test(first) || ROUTE_SEGMENTS.has(first.toLowerCase())) return false
  const ours = LANGUAGES.some(({ prefix }) => prefix === `/${first}`)
  // One of ours with a page it does not have (/es/nothing) is an unknown path like any other: home.
  if (ours) return false
  return second === undefined ? first.length <= 5 : ROUTE_SEGMENTS.has(second.toLowerCase())
}
