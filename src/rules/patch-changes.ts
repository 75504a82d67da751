/**
 * Patches and the guides they touch: the kinds of change, the version format and the staleness rule, with no
 * database in sight so the rule is tested on its own (tests/unit/patches.test.ts).
 */

/** The game's launch day (the "launch" season of shared/content/game-facts.json): no patch is older. */
export const GAME_LAUNCH_DAY = '2024-12-06'

/** What a patch's change row is about, and whose guide it can make stale: a hero or a map. */
export type PatchSubject = 'hero' | 'map'

/** In the admin's order; their names are the `Admin` catalogue's (src/collections/Patches). */
export const PATCH_CHANGE_KINDS = ['buff', 'nerf', 'adjust', 'rework', 'new', 'removed'] as const
export type PatchChangeKind = (typeof PATCH_CHANGE_KINDS)[number]

/** "launch", "early", or a season with up to two dotted parts: S5, S5.5, S5.5.2. */
export const PATCH_VERSION = /^(launch|early|S\d{1,3}(\.\d{1,3}){0,2})$/

/**
 * The days a patch may be dated: from the game's launch (GAME_LAUNCH_DAY; nothing was patched
 * before it) to a year from today (a patch announced ahead is dated when it goes live; a date further out is a
 * typo, such as 9999-12-31, that would sort the patch above every real one for ever).
 */
export const PATCH_DAYS_AHEAD = 366

/**
 * Why a patch's release date is out of range, as the admin's message key (`Admin.messages.*`) and its values, or
 * undefined. `value` is what the date field holds (ISO text).
 */
export function patchDateIssue(
  value: unknown,
  now = new Date(),
  launchDay = GAME_LAUNCH_DAY,
): { key: 'patchDateNotDate'; values: Record<string, never> } | { key: 'patchBeforeLaunch'; values: { launch: string } } | { key: 'patchTooFarAhead'; values: { last: string } } | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN
  if (!Number.isFinite(time)) return { key: 'patchDateNotDate', values: {} }
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  if (day(time) < launchDay) return { key: 'patchBeforeLaunch', values: { launch: launchDay } }
  const last = day(now.getTime() + PATCH_DAYS_AHEAD * 86_400_000)
  if (day(time) > last) return { key: 'patchTooFarAhead', values: { last } }
  return undefined
}

/** The same in English (the admin's own words are `Admin.messages` of admin.json; a unit test keeps the two alike). */
export function patchDateProblem(value: unknown, now = new Date(), launchDay = GAME_LAUNCH_DAY): string | undefined {
  const issue = patchDateIssue(value, now, launchDay)
  if (!issue) return undefined
  if (issue.key === 'patchDateNotDate') return 'The release date is not a date.'
  if (issue.key === 'patchBeforeLaunch') return `A patch cannot be released before the game's launch on ${issue.values.launch}.`
  return `A patch is dated at most a year ahead (by ${issue.values.last}); check the year.`
}

/** The change rows one patch may list: the launch patch, with every hero and map of the game, has 84. */
export const PATCH_CHANGES_MAX = 200

/** A patch as the rule needs it. `published` is false for drafts and for patches only scheduled to publish. */
export type PatchStamp = { version: string; releasedAt: string; published: boolean }

/** One change row for a hero or map, with the patch it belongs to. */
export type GuideChange = { patch: PatchStamp; kind: PatchChangeKind; summary: string }

/** A change as a guide lists it (the /api shape of /api/heroes/{hero}/patches). */
type ListedChange = { version: string; releasedAt: string; kind: PatchChangeKind; summary: string }

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
