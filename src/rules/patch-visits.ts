/**
 * "New since your last visit" (issue 46): the browser remembers the newest patch the visitor has seen, and these
 * rules say which published patches are newer and in what order their changes are shown. No I/O here
 * (tests/unit/patch-visits.test.ts); the browser keeps the stamp (src/browser/guide-memory.ts).
 */

/** The patch a visitor saw last: its version and release instant, so a newer one is found without the list. */
export type SeenPatch = { version: string; releasedAt: string }

/** What the rules need of a published patch and its changes (the /api/patches shape fits). */
type PatchLike = { version: string; releasedAt: string; changes: readonly ChangeLike[] }
type ChangeLike = { type: string; slug: string }

const time = (iso: string) => new Date(iso).getTime()

/** The guide's patch order (src/rules/patch-changes.ts newestFirst): by release, then by version on one day. */
export function isNewerPatch(patch: SeenPatch, than: SeenPatch): boolean {
  return time(patch.releasedAt) - time(than.releasedAt) > 0 || (time(patch.releasedAt) === time(than.releasedAt) && patch.version.localeCompare(than.version, 'en', { numeric: true }) > 0)
}

/** The stored stamp read back; anything else (an old format, a hand edit) is `corrupt`, and the caller resets it. */
export function parseSeenPatch(raw: string | null): { seen: SeenPatch | null; corrupt: boolean } {
  if (raw === null) return { seen: null, corrupt: false }
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object') {
      const { version, releasedAt } = value as Record<string, unknown>
      if (typeof version === 'string' && version.length > 0 && version.length <= 20 && typeof releasedAt === 'string' && !Number.isNaN(time(releasedAt))) {
        return { seen: { version, releasedAt }, corrupt: false }
      }
    }
  } catch {
    // fall through: not JSON
  }
  return { seen: null, corrupt: true }
}

/**
 * The published patches newer than the one seen, newest first. Nothing seen yet is a first visit: nothing is new,
 * and the caller remembers the newest patch instead.
 */
export function patchesSince<P extends PatchLike>(patches: readonly P[], seen: SeenPatch | null): P[] {
  if (!seen) return []
  return patches.filter((patch) => isNewerPatch(patch, seen)).sort((a, b) => (isNewerPatch(a, b) ? -1 : isNewerPatch(b, a) ? 1 : 0))
}

/** The stamp to keep after the visitor opened `opened`: the newer of the two (opening an old patch keeps the mark). */
export function seenAfterOpening(seen: SeenPatch | null, opened: SeenPatch): SeenPatch {
  return seen && !isNewerPatch(opened, seen) ? seen : { version: opened.version, releasedAt: opened.releasedAt }
}

/** A patch's changes with those to favourite heroes first (in the order they were starred), the rest as published. */
export function changesFavouritesFirst<C extends ChangeLike>(changes: readonly C[], favourites: readonly string[]): C[] {
  const rank = new Map(favourites.map((slug, index) => [slug, index]))
  const isFavourite = (change: C) => change.type === 'hero' && rank.has(change.slug)
  const first = changes.filter(isFavourite).sort((a, b) => rank.get(a.slug)! - rank.get(b.slug)!)
  return [...first, ...changes.filter((change) => !isFavourite(change))]
}
