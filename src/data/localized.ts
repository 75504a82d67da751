import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'

/**
 * Reads in a language other than English, with English where a field has no translation yet (issue 45).
 *
 * Payload's own fallback fills an untranslated field silently; a page must also know WHICH fields fell back, to
 * mark those blocks "Not yet translated" with lang="en". So a read runs twice, once in the language with no
 * fallback and once in English, and the two are laid over each other here. Only localized fields differ between
 * the two answers (arrays, relations and everything else are shared by all languages), so the walk is generic.
 */

/** The locale options a Payload read takes for one language. */
export type LocaleOptions = { locale: Language; fallbackLocale?: false }

/** A value read in a language: English filled in where it had no translation, and the paths that were. */
export type InLanguage<T> = { value: T; fallback: string[] }

/** No text: a localized list of texts (a callout's aliases) with none in the language is empty too. */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/**
 * `own` with every empty field taken from `english`, and the dotted paths of those fields. A rich-text field is
 * one value (its Lexical tree is never mixed across languages): it is wholly `own` or wholly English.
 */
export function overlayEnglish<T>(own: T, english: T, path = ''): InLanguage<T> {
  if (isEmpty(own) && !isEmpty(english)) return { value: english, fallback: [path] }
  if (Array.isArray(own) && Array.isArray(english)) {
    const fallback: string[] = []
    const value = own.map((item, index) => {
      const merged = overlayEnglish(item, english[index], path ? `${path}.${index}` : String(index))
      fallback.push(...merged.fallback)
      return merged.value
    })
    return { value: value as T, fallback }
  }
  if (isPlainObject(own) && isPlainObject(english) && !isRichText(own)) {
    const fallback: string[] = []
    const value: Record<string, unknown> = { ...own }
    for (const key of Object.keys(english)) {
      const merged = overlayEnglish(own[key], english[key], path ? `${path}.${key}` : key)
      fallback.push(...merged.fallback)
      value[key] = merged.value
    }
    return { value: value as T, fallback }
  }
  return { value: own, fallback: [] }
}

function isRichText(value: Record<string, unknown>): boolean {
  return isPlainObject(value.root)
}

/**
 * One read in `language`: in English, a plain read; in another language, the read without fallback laid over
 * the English one. `read` gets the locale options to pass to Payload.
 */
export async function readInLanguage<T>(language: Language, read: (locale: LocaleOptions) => Promise<T>): Promise<InLanguage<T>> {
  if (language === DEFAULT_LANGUAGE) return { value: await read({ locale: DEFAULT_LANGUAGE }), fallback: [] }
  const [own, english] = await Promise.all([read({ locale: language, fallbackLocale: false }), read({ locale: DEFAULT_LANGUAGE })])
  return overlayEnglish(own, english)
}

/**
 * What an answer adds in a language other than English: `untranslated`, the texts still in English. An English
 * answer adds nothing, so it stays as it was before there were other languages.
 */
export function untranslatedIn<T>(language: Language, untranslated: T): { untranslated?: T } {
  return language === DEFAULT_LANGUAGE ? {} : { untranslated }
}

/** Whether the field at `path`, or anything under it, fell back to English. */
export function fellBack(fallback: readonly string[], path: string): boolean {
  return fallback.some((entry) => entry === path || entry.startsWith(`${path}.`))
}
