import { localePath, splitLocalePath, type Language } from './languages'
import { preferredLanguage } from './match-language'

/**
 * The browser's memory of a visitor's language: the code they chose, or the page's language when they closed the
 * suggestion. Once anything is stored the guide never suggests a language again.
 */
export const LANGUAGE_CHOICE_KEY = 'guide:language'

/** What the browser remembers, or null: nothing stored, or storage blocked (privacy modes). */
export function rememberedLanguageChoice(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_CHOICE_KEY)
  } catch {
    return null
  }
}

/** Remembers a choice; blocked storage remembers nothing, and the suggestion then comes back on the next page. */
export function rememberLanguageChoice(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, language)
  } catch {
    // Nothing to do: the visitor is asked again, page by page.
  }
}

/**
 * The language to offer on a page in `pageLanguage`: the browser's first language the guide has, when it is another
 * one and the visitor has neither chosen nor declined before (`remembered` is null).
 */
export function suggestedLanguage(pageLanguage: Language, browserLanguages: readonly string[], remembered: string | null): Language | null {
  if (remembered !== null) return null
  const preferred = preferredLanguage(browserLanguages)
  return preferred !== pageLanguage ? preferred : null
}

/** The same page in another language, query and fragment kept: `/es/heroes?role=tank` in pt-BR → `/pt-br/heroes?role=tank`. */
export function samePageIn(language: Language, { pathname, search, hash }: { pathname: string; search: string; hash: string }): string {
  return `${localePath(language, splitLocalePath(pathname).path)}${search}${hash}`
}
