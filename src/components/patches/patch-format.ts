import type { PatchChangeKind } from '@/rules/patch-changes'

/** "12 Dec 2025": patch dates are days, shown the same for every visitor (the day in UTC). */
export function patchDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
}

/** The patch page's address; versions keep their dots (/patches/S5.5). */
export const patchHref = (version: string) => `/patches/${encodeURIComponent(version)}`

/** A summary ends with one full stop, whether or not the editor typed it. */
export const sentence = (text: string) => `${text.trim().replace(/[.\s]+$/, '')}.`

/** The order a patch page lists its groups in: what arrived, what changed most, then the rest. */
export const KIND_ORDER: PatchChangeKind[] = ['new', 'rework', 'buff', 'nerf', 'adjust', 'removed']
