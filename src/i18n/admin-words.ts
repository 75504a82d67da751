import { CATALOGUES, type Catalogue } from './catalogue'
import type { Language } from './languages'

/**
 * The admin's own words for our collections and globals (names, groups, field labels and descriptions, select
 * options, array rows, tabs), from the `Admin` namespace of the catalogues (`admin.json`). Payload shows a label
 * given as `{ [its language code]: text }` in the language each editor picked for the admin; its codes are its own
 * (`pt` for our `pt-BR`). The namespace never travels with a page.
 */
const ADMIN_LANGUAGES = { en: 'en', es: 'es', pt: 'pt-BR' } as const satisfies Record<string, Language>

type AdminLanguage = keyof typeof ADMIN_LANGUAGES

/** Payload's static label, description or option label: one text per admin language. */
export type AdminText = Record<AdminLanguage, string>

type Words = Catalogue['Admin']

/** Every message of the namespace as a dotted path (`heroes.fields.nickname`): a typo fails the type check. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** The groups of messages that are all texts (a select's options: `shared.options.role`). */
type OptionGroups<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends Record<string, string>
      ? `${Prefix}${K}`
      : OptionGroups<T[K], `${Prefix}${K}.`>
}[keyof T & string]

type AdminKey = Leaves<Words>

function wordsOf(language: AdminLanguage, key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES[ADMIN_LANGUAGES[language]].Admin)
  if (typeof found !== 'string') throw new Error(`The admin has no words for Admin.${key} in ${language}`)
  return found
}

/** A message in every admin language, its `{name}` placeholders filled from `values`. */
export function adminWords(key: AdminKey, values: Record<string, string | number> = {}): AdminText {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
  return Object.fromEntries(Object.keys(ADMIN_LANGUAGES).map((language) => [language, fill(wordsOf(language as AdminLanguage, key))])) as AdminText
}

/** Select options with their labels from a group of the namespace, one message per value (`shared.options.role.vanguard`). */
export function adminOptions<Value extends string>(group: OptionGroups<Words>, values: readonly Value[]): { label: AdminText; value: Value }[] {
  return values.map((value) => ({ label: adminWords(`${group}.${value}` as AdminKey), value }))
}

/** A label that reads the same in every language (a tier letter): still an object, so the admin test sees it chosen. */
export const inEveryLanguage = (text: string): AdminText =>
  Object.fromEntries(Object.keys(ADMIN_LANGUAGES).map((language) => [language, text])) as AdminText
