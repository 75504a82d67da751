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

/* ---------------------------------------------------------------------------------------------------------- */
/* Messages and the admin components' words, through Payload's own i18n                                        */

/** A group's keys without the `_one`/`_other` endings Payload picks by `count` (`callout.points_one` → `callout.points`). */
type WithoutCount<Key extends string> = Key extends `${infer Base}_one` | `${infer Base}_other` ? Base : Key

/** A message our own validate functions and endpoints answer with (`Admin.messages.*`): a typo fails the type check. */
export type AdminMessageKey = WithoutCount<Leaves<Words['messages']>>

/** A text of our own admin components (`Admin.tools.*`), read in the browser with Payload's `useTranslation`. */
export type AdminToolKey = WithoutCount<Leaves<Words['tools']>>

/** The namespace of our keys among Payload's own (`guide:messages:slugForm`). */
const NAMESPACE = 'guide'

type Texts = { [key: string]: string | Texts }

/** Our `{name}` placeholders written as Payload's `{{name}}`, the groups kept. */
const asPayloadTexts = (texts: Texts): Texts =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, typeof text === 'string' ? text.replace(/\{(\w+)\}/g, '{{$1}}') : asPayloadTexts(text)]))

/**
 * `i18n.translations` of payload.config.ts: `Admin.messages` and `Admin.tools` of each admin language's
 * catalogue under Payload's `guide` namespace. The server's `req.t` and the admin's `useTranslation().t` read them.
 */
export const ADMIN_TRANSLATIONS = Object.fromEntries(
  Object.entries(ADMIN_LANGUAGES).map(([code, language]) => {
    const { messages, tools } = CATALOGUES[language].Admin
    return [code, { [NAMESPACE]: { messages: asPayloadTexts(messages), tools: asPayloadTexts(tools) } }]
  }),
) as Record<AdminLanguage, { [NAMESPACE]: { messages: Texts; tools: Texts } }>

/** Payload's key for one of ours: `guide:messages:kinds:list`. */
const payloadKey = (group: 'messages' | 'tools', key: string) => `${NAMESPACE}:${group}:${key.replace(/\./g, ':')}`

type Values = Record<string, string | number>
type Translate = (key: string, values?: Values) => string

/**
 * A message in the language of the request's admin user or client (Payload's `req.t`: the `payload-lng` cookie,
 * else `Accept-Language`, else English). Without a request (our own code calling a validate function, a unit
 * test), or with one whose `t` does not know our keys, the English message.
 */
export function adminMessage(req: { t?: unknown } | null | undefined, key: AdminMessageKey, values: Values = {}): string {
  const english = () => wordsOf('en', `messages.${key}`).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
  if (typeof req?.t !== 'function') return english()
  const wanted = payloadKey('messages', key)
  const said = (req.t as Translate)(wanted, values)
  return said && said !== wanted ? said : english()
}

/** A refusal of the map rules (src/maps/callouts.ts): its message key in the request's language, else its English. */
export function problemMessage(req: { t?: unknown } | null | undefined, failed: { message: string; problem?: { key: AdminMessageKey; values: Values } }): string {
  return failed.problem ? adminMessage(req, failed.problem.key, failed.problem.values) : failed.message
}
