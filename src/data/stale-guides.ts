import type { Payload, TypedUser } from 'payload'

import { guidePatchStatus, type GuideChange, type PatchStamp } from '@/rules/patch-changes'
import type { Patch } from '@/payload-types'

/**
 * The editor's desk list of outdated guides: every hero and map guide that a published patch changed after the
 * patch it was checked on, oldest check first. Uncached and read as the signed-in user, like the rest of the desk.
 */
export type StaleGuide = {
  collection: 'heroes' | 'maps'
  id: number
  name: string
  /** The patch the guide counts as checked on, or null when none is known. */
  checkedOn: string | null
  checkedOnAt: string | null
  /** The versions that changed it since, newest first. */
  changedIn: string[]
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined)) ?? null

export async function getStaleGuides(payload: Payload, user: TypedUser): Promise<StaleGuide[]> {
  const asUser = { overrideAccess: false, user, depth: 0, pagination: false } as const
  const [patches, heroes, maps] = await Promise.all([
    // Published patches only, whoever asks: a draft never makes a guide outdated.
    payload.find({ collection: 'patches', where: { _status: { equals: 'published' } }, draft: false, ...asUser }),
    payload.find({ collection: 'heroes', select: { nickname: true, added: true, verifiedOn: true }, joins: false, ...asUser }),
    payload.find({ collection: 'maps', select: { name: true, added: true, verifiedOn: true }, joins: false, ...asUser }),
  ])
  const stamp = (patch: Patch): PatchStamp => ({ version: patch.version, releasedAt: new Date(patch.releasedAt).toISOString(), published: true })
  const byId = new Map(patches.docs.map((patch) => [patch.id, patch]))
  const byVersion = new Map(patches.docs.map((patch) => [patch.version, patch]))
  const changesOf = (subject: 'hero' | 'map', id: number): GuideChange[] =>
    patches.docs.flatMap((patch) =>
      (patch.changes ?? []).filter((row) => idOf(row[subject]) === id).map((row) => ({ patch: stamp(patch), kind: row.kind, summary: row.summary })),
    )
  const judge = (collection: StaleGuide['collection'], subject: 'hero' | 'map', doc: { id: number; added?: string | null; verifiedOn?: unknown }, name: string) => {
    const verified = byId.get(idOf(doc.verifiedOn) ?? -1)
    const added = doc.added ? byVersion.get(doc.added) : undefined
    const status = guidePatchStatus({ verifiedOn: verified ? stamp(verified) : null, added: added ? stamp(added) : null, changes: changesOf(subject, doc.id) })
    if (!status.stale) return []
    return [
      {
        collection,
        id: doc.id,
        name,
        checkedOn: status.checkedOn?.version ?? null,
        checkedOnAt: status.checkedOn?.releasedAt ?? null,
        changedIn: [...new Set(status.laterChanges.map((change) => change.version))],
      },
    ]
  }
  return [
    ...heroes.docs.flatMap((doc) => judge('heroes', 'hero', doc, doc.nickname)),
    ...maps.docs.flatMap((doc) => judge('maps', 'map', doc, doc.name)),
  ].sort((a, b) => (a.checkedOnAt ?? '').localeCompare(b.checkedOnAt ?? '') || a.name.localeCompare(b.name))
}
