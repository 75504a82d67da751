'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'

/**
 * next-intl as the browser runs it (issue 45: at most 3 KB of script for languages). next.config.ts points the
 * browser's `next-intl` and `use-intl/react` here, and nothing else: the server (server components and the
 * server render of client components) keeps next-intl itself. next-intl's browser code with its ICU parser and
 * formatter was about 11 KB of brotli on every page, and without the parser (its precompiled messages) still
 * about 3.5 KB; this is what the guide's client components use of it, under 1 KB: the provider, `useLocale` and
 * `useTranslations` whose `t(key, values)` formats the ICU that the catalogues' client namespaces use (arguments,
 * `number`, `plural` and `selectordinal` with `#` and `=n`, `select`, apostrophe quoting).
 * tests/unit/browser-messages.test.ts formats every message those namespaces hold, in every language, here and
 * with next-intl, and fails on any difference, so the server's render and the browser's agree.
 */

type Messages = { [key: string]: string | Messages }
type Values = Record<string, unknown>
type Catalogue = { locale: string; messages: Messages }

const GuideMessages = createContext<Catalogue>({ locale: 'en', messages: {} })
GuideMessages.displayName = 'GuideMessages'

/** next-intl's provider props; the guide passes the locale and the messages (src/i18n/PageMessages.tsx, the layout). */
export function IntlProvider({ locale, messages, children }: { locale: string; messages?: Messages; children: ReactNode }) {
  const outer = useContext(GuideMessages)
  const value = useMemo(() => ({ locale, messages: messages ?? outer.messages }), [locale, messages, outer.messages])
  return <GuideMessages value={value}>{children}</GuideMessages>
}

/** The same, under the name next-intl's own entry gives it. */
export function NextIntlClientProvider(props: { locale: string; messages?: Messages; children: ReactNode }) {
  return <IntlProvider {...props} />
}

export function useLocale(): string {
  return useContext(GuideMessages).locale
}

function lookUp(messages: Messages, path: string): string | Messages | undefined {
  let found: string | Messages | undefined = messages
  for (const part of path.split('.')) found = typeof found === 'object' ? found[part] : undefined
  return found
}

/** The index of the `}` that closes the `{` at `open`. */
function closing(message: string, open: number): number {
  let depth = 0
  for (let index = open; index < message.length; index++) {
    if (message[index] === '{') depth++
    else if (message[index] === '}' && --depth === 0) return index
  }
  throw new Error(`Unbalanced braces in ${message}`)
}

/** `=0 {none} one {# hero} other {# heroes}` → [['=0', 'none'], ['one', '# hero'], ...]. */
function options(text: string): Map<string, string> {
  const found = new Map<string, string>()
  let index = 0
  while (index < text.length) {
    const open = text.indexOf('{', index)
    if (open === -1) break
    const end = closing(text, open)
    found.set(text.slice(index, open).trim(), text.slice(open + 1, end))
    index = end + 1
  }
  return found
}

// Building an Intl formatter costs far more than using one, and a map guide formats hundreds of messages as it
// hydrates: one of each per locale (and plural type), made on first use.
const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * A page's first Intl.NumberFormat costs 30–45 ms of ICU set-up on the main thread (measured in Chromium, unthrottled),
 * which a map guide paid inside its hydration; an Intl.PluralRules costs well under 1 ms. The counts the
 * guide's messages show (markers, results, heroes) are whole numbers under 1,000, which every language of the guide
 * writes as plain digits (tests/unit/browser-messages.test.ts holds each language to that).
 */
export function isPlainDigits(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < 1000
}

function formatNumber(locale: string, value: number): string {
  if (isPlainDigits(value)) return String(value)
  let formatter = numberFormats.get(locale)
  if (!formatter) numberFormats.set(locale, (formatter = new Intl.NumberFormat(locale)))
  return formatter.format(value)
}

function pluralRule(locale: string, type: Intl.PluralRuleType, count: number): string {
  const key = `${locale} ${type}`
  let rules = pluralRules.get(key)
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })))
  return rules.select(count)
}

function argument(body: string, locale: string, values: Values, pound: number | undefined): string {
  const [name, type, ...rest] = body.split(',')
  const value = values[name.trim()]
  if (type === undefined) return String(value)
  const kind = type.trim()
  if (kind === 'number') return formatNumber(locale, Number(value))
  const branches = options(rest.join(','))
  if (kind === 'select') return format(branches.get(String(value)) ?? branches.get('other') ?? '', locale, values, pound)
  const count = Number(value)
  const rule = pluralRule(locale, kind === 'selectordinal' ? 'ordinal' : 'cardinal', count)
  return format(branches.get(`=${count}`) ?? branches.get(rule) ?? branches.get('other') ?? '', locale, values, count)
}

/** An ICU message with its values; `pound` is the count a `#` stands for inside a plural's branch. */
export function format(message: string, locale: string, values: Values = {}, pound?: number): string {
  let out = ''
  for (let index = 0; index < message.length; index++) {
    const char = message[index]
    const next = message[index + 1]
    if (char === "'" && next === "'") {
      out += "'"
      index++
    } else if (char === "'" && (next === '{' || next === '}' || (next === '#' && pound !== undefined))) {
      const end = message.indexOf("'", index + 1)
      out += message.slice(index + 1, end === -1 ? undefined : end)
      index = end === -1 ? message.length : end
    } else if (char === '#' && pound !== undefined) {
      out += formatNumber(locale, pound)
    } else if (char === '{') {
      const end = closing(message, index)
      out += argument(message.slice(index + 1, end), locale, values, pound)
      index = end
    } else out += char
  }
  return out
}

export function useTranslations(namespace?: string) {
  const { locale, messages } = useContext(GuideMessages)
  return useMemo(() => {
    const path = (key: string) => (namespace ? `${namespace}.${key}` : key)
    const t = (key: string, values?: Values): string => {
      const message = lookUp(messages, path(key))
      if (typeof message !== 'string') {
        // As next-intl: the error goes to the console and the key's path stands in.
        console.error(`MISSING_MESSAGE: ${path(key)} (${locale})`)
        return path(key)
      }
      return format(message, locale, values)
    }
    return Object.assign(t, { has: (key: string) => typeof lookUp(messages, path(key)) === 'string' })
  }, [locale, messages, namespace])
}
