import type { Language } from '@/i18n/languages'
import type { PatchChangeKind } from '@/rules/patch-changes'

/** How each language writes a patch's day; English keeps the guide's first form, day before month. */
const PATCH_DATE_LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es', 'pt-BR': 'pt-BR' }

/** "12 Dec 2025", "12 dic 2025": patch dates are days, shown the same for every visitor (the day in UTC). */
export function patchDate(iso: string, language: Language = 'en') {
  return new Date(iso).toLocaleDateString(PATCH_DATE_LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
}

/** The patch page's address; versions keep their dots (/patches/S5.5). */
export const patchHref = (version: string) => `/patches/${encodeURIComponent(version)}`

/** A summary ends with one full stop, whether or not the editor typed it. */
export const sentence = (text: string) => `${text.trim().replace(/[.\s]+$/, '')}.`

/** The order a patch page lists its groups in: what arrived, what changed most, then the rest. */
export const KIND_ORDER: PatchChangeKind[] = ['new', 'rework', 'buff', 'nerf', 'adjust', 'removed']
