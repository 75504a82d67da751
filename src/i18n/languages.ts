/**
 * The guide's languages (issue 45). English is the default and keeps today's unprefixed addresses; every other
 * language lives under its own prefix with the same route table. A fourth language is one more row here, one
 * catalogue in messages/, and `npm run locale:routes` (docs/architecture.md, "Languages").
 */
export const LANGUAGES = [
  { code: 'en', prefix: '', name: 'English', searchConfig: 'english' },
  { code: 'es', prefix: '/es', name: 'Español', searchConfig: 'spanish' },
  { code: 'pt-BR', prefix: '/pt-br', name: 'Português (Brasil)', searchConfig: 'portuguese' },
] as const

export type Language = (typeof LANGUAGES)[number]['code']

export const DEFAULT_LANGUAGE: Language = 'en'

export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((language) => language.code)

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value)
}

/** A locale as next-intl hands it (a string), as one of ours; anything else is the default. */
export function asLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}

function languagePrefix(language: Language): string {
  return LANGUAGES.find((entry) => entry.code === language)?.prefix ?? ''
}

/** A path of the English route table in one language: `/heroes` → `/es/heroes`, `/` → `/es`. */
export function localePath(language: Language, path: string): string {
  const prefix = languagePrefix(language)
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** The language an address is in and its path in the English route table: `/pt-br/maps` → pt-BR, `/maps`. */
export function splitLocalePath(pathname: string): { language: Language; path: string } {
  for (const { code, prefix } of LANGUAGES) {
    if (!prefix) continue
    if (pathname === prefix || pathname === `${prefix}/`) return { language: code, path: '/' }
    if (pathname.startsWith(`${prefix}/`)) return { language: code, path: pathname.slice(prefix.length) }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' }
}

/**
 * The guide language for the admin's interface language, which Payload names by its own codes (`pt` for our
 * `pt-BR`): the same code, else the first language of the same base; English for any other.
 */
export function languageOfAdmin(code: string | undefined): Language {
  if (isLanguage(code)) return code
  const base = code?.split('-')[0].toLowerCase()
  return LANGUAGE_CODES.find((language) => language.split('-')[0].toLowerCase() === base) ?? DEFAULT_LANGUAGE
}
