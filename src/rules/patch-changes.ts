/**
 * Patches and the guides they touch: the kinds of change, the version format and the staleness rule, with no
 * database in sight so the rule is tested on its own (tests/unit/patches.test.ts).
 */

export const PATCH_CHANGE_KINDS = ['buff', 'nerf', 'adjust', 'rework', 'new', 'removed'] as const
export type PatchChangeKind = (typeof PATCH_CHANGE_KINDS)[number]

export const PATCH_CHANGE_KIND_LABELS: Record<PatchChangeKind, string> = {
  buff: 'Buff',
  nerf: 'Nerf',
  adjust: 'Adjustment',
  rework: 'Rework',
  new: 'New',
  removed: 'Removed',
}

export const PATCH_CHANGE_KIND_OPTIONS = PATCH_CHANGE_KINDS.map((value) => ({ label: PATCH_CHANGE_KIND_LABELS[value], value }))

/** "launch", "early", or a season with up to two dotted parts: S5, S5.5, S5.5.2. */
export const PATCH_VERSION = /^(launch|early|S\d{1,3}(\.\d{1,3}){0,2})$/

/** A patch as the rule needs it. `published` is false for drafts and for patches only scheduled to publish. */
export type PatchStamp = { version: string; releasedAt: string; published: boolean }

/** One change row for a hero or map, with the patch it belongs to. */
export type GuideChange = { patch: PatchStamp; kind: PatchChangeKind; summary: string }

/** A change as a guide lists it (the /api shape of /api/heroes/{hero}/patches). */
export type ListedChange = { version: string; releasedAt: string; kind: PatchChangeKind; summary: string }

export type GuidePatchStatus = {
  /** The patch the guide counts as checked on: its `verifiedOn`, else the patch that added the hero or map. */
  checkedOn: { version: string; releasedAt: string } | null
  /** Published changes released after `checkedOn`, newest first; empty when the guide is current. */
  laterChanges: ListedChange[]
  stale: boolean
  /** Every published change to the hero or map, newest first (the guide's patch history). */
  history: ListedChange[]
}

const time = (iso: string) => new Date(iso).getTime()

/** Newest first; patches released on one day keep their version order (S5.5.2 after S5.5). */
export function newestFirst<T extends { releasedAt: string; version: string }>(a: T, b: T) {
  return time(b.releasedAt) - time(a.releasedAt) || b.version.localeCompare(a.version, 'en', { numeric: true })
}

/**
 * The staleness rule. A guide is stale when a published patch released after the patch it was checked on has a
 * change row for its hero or map. Without `verifiedOn` the guide counts as checked on the patch that added its
 * hero or map (`added`, a version); when no such patch is known, every published change counts. Drafts and
 * scheduled patches never count. A change in the checked patch itself never does either.
 */
export function guidePatchStatus({
  verifiedOn,
  added,
  changes,
}: {
  verifiedOn: PatchStamp | null
  added: PatchStamp | null
  changes: GuideChange[]
}): GuidePatchStatus {
  // A patch that is not (yet) published cannot be the one a guide was checked on, nor change it.
  const baseline = [verifiedOn, added].find((patch): patch is PatchStamp => Boolean(patch?.published)) ?? null
  const history = changes
    .filter((change) => change.patch.published)
    .map(({ patch, kind, summary }) => ({ version: patch.version, releasedAt: patch.releasedAt, kind, summary }))
    .sort(newestFirst)
  const laterChanges = baseline
    ? history.filter((change) => change.version !== baseline.version && time(change.releasedAt) > time(baseline.releasedAt))
    : history
  return {
    checkedOn: baseline ? { version: baseline.version, releasedAt: baseline.releasedAt } : null,
    laterChanges,
    stale: laterChanges.length > 0,
    history,
  }
}
