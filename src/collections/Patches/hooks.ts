import { type ArrayFieldValidation, type CollectionAfterChangeHook, type CollectionAfterDeleteHook, type CollectionBeforeDeleteHook, type PayloadRequest, validations, type Where } from 'payload'

import { guidePatchesTag } from '@/cache/patch-tags'
import { expireTags, languagesOfWrite } from '@/cache/revalidate'
import type { Patch } from '@/payload-types'
import { adminMessage } from '@/i18n/admin-words'
import { PATCH_CHANGES_MAX } from '@/rules/patch-changes'

type ChangeRow = NonNullable<Patch['changes']>[number]

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined))

/**
 * At most PATCH_CHANGES_MAX rows, and Payload's own row checks (a custom validate replaces them); then each
 * change names one hero or one map: a row with both, or neither, is refused with its number.
 */
export const exactlyOneSubject: ArrayFieldValidation = (value, options) => {
  if (Array.isArray(value) && value.length > PATCH_CHANGES_MAX) return adminMessage(options.req, 'patchTooManyChanges', { max: PATCH_CHANGES_MAX, rows: value.length })
  const own = validations.array(value, options)
  if (own !== true) return own
  const rows = (Array.isArray(value) ? value : []) as ChangeRow[]
  const wrong = rows.findIndex((row) => Boolean(idOf(row?.hero)) === Boolean(idOf(row?.map)))
  return wrong === -1 ? true : adminMessage(options.req, 'patchChangeSubject', { row: wrong + 1 })
}

async function slugsOf(req: PayloadRequest, collection: 'heroes' | 'maps', where: Where) {
  const { docs } = await req.payload.find({ collection, where, depth: 0, pagination: false, overrideAccess: true, req, select: { slug: true } })
  return docs.map((doc) => doc.slug).filter((slug): slug is string => Boolean(slug))
}

/**
 * A saved or deleted patch expires the guides it names (before and after the save) and, when its version, date or
 * status moved, the guides checked on it: the guides that show its version or compare against its date. Every
 * other guide keeps its cached page. The lists (/patches, its page, the feed) expire by the collection tag.
 */
async function guideTags(doc: Patch, previousDoc: Patch | undefined, req: PayloadRequest): Promise<string[]> {
  const rows = [...(doc.changes ?? []), ...(previousDoc?.changes ?? [])]
  const heroIds = [...new Set(rows.map((row) => idOf(row.hero)).filter((id): id is number => Boolean(id)))]
  const mapIds = [...new Set(rows.map((row) => idOf(row.map)).filter((id): id is number => Boolean(id)))]
  const moved =
    !previousDoc?.id ||
    previousDoc.version !== doc.version ||
    previousDoc.releasedAt !== doc.releasedAt ||
    previousDoc._status !== doc._status
  const versions = [...new Set([doc.version, previousDoc?.version].filter((version): version is string => Boolean(version)))]
  const checkedHere: Where = {
    or: [{ verifiedOn: { equals: doc.id } }, { and: [{ verifiedOn: { exists: false } }, { added: { in: versions } }] }],
  }
  const named = (ids: number[]): Where => ({ id: { in: ids.length ? ids : [0] } })
  const [heroes, maps] = await Promise.all([
    slugsOf(req, 'heroes', moved ? { or: [named(heroIds), checkedHere] } : named(heroIds)),
    slugsOf(req, 'maps', moved ? { or: [named(mapIds), checkedHere] } : named(mapIds)),
  ])
  return [...heroes.map((slug) => guidePatchesTag('hero', slug)), ...maps.map((slug) => guidePatchesTag('map', slug))]
}

export const expirePatchPages: CollectionAfterChangeHook<Patch> = async ({ doc, previousDoc, req, context }) => {
  if (!context?.disableRevalidate) expireTags(await guideTags(doc, previousDoc, req), context, languagesOfWrite(req, doc, previousDoc))
  return doc
}

/**
 * The guides a patch being deleted shows, from before the row goes to after it has gone. Kept by request, not in
 * the hook's `context`: a Local API call made with `req` (the findByID below) gives the request a new context
 * object, so a value set on the old one never reaches afterDelete.
 */
const deletedPatchTags = new WeakMap<PayloadRequest, string[]>()

/** Before the row goes (and the guides checked on it lose their verifiedOn): which guides show it. */
export const rememberPatchGuides: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
  if (context?.disableRevalidate) return
  const doc = await req.payload.findByID({ collection: 'patches', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (doc) deletedPatchTags.set(req, await guideTags(doc, undefined, req))
}

export const expirePatchPagesOnDelete: CollectionAfterDeleteHook<Patch> = ({ doc, req, context }) => {
  expireTags(deletedPatchTags.get(req) ?? [], context)
  deletedPatchTags.delete(req)
  return doc
}
