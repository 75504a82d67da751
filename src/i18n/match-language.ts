import { LANGUAGES, type Language } from './languages'

/** The primary subtag of a language tag, lower case: `pt-BR` → `pt`, `es_419` → `es`. */
function primarySubtag(tag: string): string {
  return tag.split(/[-_]/, 1)[0]
}

/**
 * The first of the browser's languages (navigator.languages, most preferred first) that the guide is written in.
 * An exact tag wins over a relative: `pt-BR` and `pt` are pt-BR, and so is `pt-PT` (the closest the guide has);
 * `es-MX` and `es-419` are es. A tag the guide has nothing for is skipped for the next one; none at all is null.
 */
export function preferredLanguage(browserLanguages: readonly string[]): Language | null {
  for (const entry of browserLanguages) {
    const tag = entry.trim().toLowerCase()
    if (!tag || tag === '*') continue
    const exact = LANGUAGES.find(({ code }) => code.toLowerCase() === tag)
    if (exact) return exact.code
    const relative = LANGUAGES.find(({ code }) => primarySubtag(code.toLowerCase()) === primarySubtag(tag))
    if (relative) return relative.code
  }
  return null
}
