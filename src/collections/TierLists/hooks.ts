import type {
  ArrayFieldValidation,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'

import { expireTags } from '@/cache/revalidate'
import { heroTierTag } from '@/cache/tier-list-tags'
import { adminMessage } from '@/i18n/admin-words'
import { duplicateHeroRows, heroBadges, isTier, type HeroBadge, type TierPlacement } from '@/rules/tiers'
import type { TierList } from '@/payload-types'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined))

/** A hero appears at most once in a list. */
export const oneRowPerHero: ArrayFieldValidation = (value, options) => {
  const rows = (Array.isArray(value) ? value : []) as TierList['entries']
  const twice = duplicateHeroRows((rows ?? []).map((row) => ({ hero: idOf(row?.hero) ?? null })))
  return twice ? adminMessage(options?.req, 'tierHeroTwice', twice) : true
}

/**
 * Every hero's tier line as visitors see it: from the published lists, in their patches' order. Read inside the
 * save's transaction (req), so the second read sees the write.
 */
async function publishedBadges(req: PayloadRequest): Promise<Map<number, HeroBadge>> {
  const read = { overrideAccess: true, draft: false, depth: 0, pagination: false, req } as const
  const [{ docs: lists }, { docs: patches }] = await Promise.all([
    req.payload.find({ collection: 'tier-lists', where: { _status: { equals: 'published' } }, ...read }),
    req.payload.find({ collection: 'patches', where: { _status: { equals: 'published' } }, select: { version: true, releasedAt: true }, ...read }),
  ])
  const patchById = new Map(patches.map((patch) => [patch.id, patch]))
  const ordered = lists
    .flatMap((list) => {
      const patch = patchById.get(idOf(list.patch) ?? -1)
      const entries: TierPlacement<number>[] = (list.entries ?? []).flatMap((row) => {
        const hero = idOf(row.hero)
        return hero && isTier(row.tier) ? [{ hero, tier: row.tier }] : []
      })
      return patch ? [{ version: patch.version, releasedAt: patch.releasedAt, entries }] : []
    })
    .sort((a, b) => Date.parse(a.releasedAt) - Date.parse(b.releasedAt) || a.version.localeCompare(b.version, 'en', { numeric: true }))
  return heroBadges(ordered)
}

/**
 * The lines before the write, by request. Not in the hook's `context`: a nested Local API call made with `req`
 * (these reads, the title's lookup) gives the request a copy of its context, so the afterChange hook would not
 * see a value set on the object the beforeChange hook was given.
 */
const badgesBefore = new WeakMap<PayloadRequest, Map<number, HeroBadge>>()

async function changedGuideTags(before: Map<number, HeroBadge>, after: Map<number, HeroBadge>, req: PayloadRequest) {
  const same = (a?: HeroBadge, b?: HeroBadge) => a?.tier === b?.tier && a?.since === b?.since
  const ids = [...new Set([...before.keys(), ...after.keys()])].filter((id) => !same(before.get(id), after.get(id)))
  if (!ids.length) return []
  const { docs } = await req.payload.find({
    collection: 'heroes',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { slug: true },
  })
  return docs.flatMap((hero) => (hero.slug ? [heroTierTag(hero.slug)] : []))
}

/** Before the write: the tier lines visitors see now. */
export const rememberBadges: CollectionBeforeChangeHook = async ({ data, req, context }) => {
  if (!context?.disableRevalidate) badgesBefore.set(req, await publishedBadges(req))
  return data
}

async function expireChanged(req: PayloadRequest, context: Record<string, unknown> | undefined) {
  const before = badgesBefore.get(req)
  badgesBefore.delete(req)
  if (context?.disableRevalidate || !before) return
  const tags = await changedGuideTags(before, await publishedBadges(req), req)
  expireTags(tags, context)
}

/**
 * After the write: expire the guides whose tier line changed, and no other. A draft changes none; publishing a
 * list expires the heroes it moves, places or unplaces. The lists expire by the collection tag.
 */
export const expireChangedGuides: CollectionAfterChangeHook<TierList> = async ({ doc, req, context }) => {
  await expireChanged(req, context)
  return doc
}

export const rememberBadgesOnDelete: CollectionBeforeDeleteHook = async ({ req, context }) => {
  if (!context?.disableRevalidate) badgesBefore.set(req, await publishedBadges(req))
}

export const expireChangedGuidesOnDelete: CollectionAfterDeleteHook<TierList> = async ({ doc, req, context }) => {
  await expireChanged(req, context)
  return doc
}
