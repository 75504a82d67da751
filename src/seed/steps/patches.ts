import { patchSeeds } from '../content/patches'
import { tierListSeed } from '../content/tier-list'
import { context, type HeroId, type Seeder } from '../seeder'
import type { SeededMaps } from './maps'

/** The patches with their notes and changes, published; the guides are then checked on the newest. */
export async function seedPatches(seeder: Seeder, hero: HeroId, { mapIds }: SeededMaps) {
  const { findOne, create, richText, log } = seeder
  const seeds = patchSeeds()
  const newest = seeds.at(-1)!
  let newestPatchCreated = false
  let newestPatchId = 0
  for (const patch of seeds) {
    const found = await findOne('patches', { version: { equals: patch.version } })
    const doc =
      found ??
      (await create('patches', {
        version: patch.version,
        title: patch.title,
        releasedAt: patch.releasedAt,
        notes: richText(patch.notes),
        changes: patch.changes.map((change) => ({
          hero: change.hero ? hero(change.hero) : undefined,
          map: change.map ? mapIds[change.map] : undefined,
          kind: change.kind,
          summary: change.summary,
        })),
        _status: 'published' as const,
      }))
    if (patch === newest) {
      newestPatchCreated = !found
      newestPatchId = doc.id
    }
  }
  // Only when this run created that patch: a check an editor recorded later is never overwritten.
  if (newestPatchCreated) await checkGuidesOn(seeder, newestPatchId)
  log(`Patches: ${seeds.length}, the newest ${newest.version}`)
}

/** Marks every hero and map guide not yet checked as checked on `patchId`, so a fresh guide shows none as outdated. */
async function checkGuidesOn({ payload, eachAtOnce }: Seeder, patchId: number) {
  const unchecked = { verifiedOn: { exists: false } }
  for (const collection of ['heroes', 'maps'] as const) {
    const { docs } = await payload.find({ collection, where: unchecked, depth: 0, pagination: false, overrideAccess: true, select: { slug: true } })
    await eachAtOnce(docs, async ({ id }) => {
      await payload.update({ collection, id, data: { verifiedOn: patchId }, overrideAccess: true, context, depth: 0 })
    })
  }
}

/** One list, for the newest seeded patch: the heroes with a full guide placed, the rest unranked. */
export async function seedTierList({ findOne, ensure, log }: Seeder, hero: HeroId) {
  const tierList = tierListSeed()
  const tierPatch = await findOne('patches', { version: { equals: tierList.patch } })
  if (tierPatch) {
    await ensure('tier-lists', { patch: { equals: tierPatch.id } }, async () => ({
      patch: tierPatch.id,
      entries: tierList.entries.map((entry) => ({ hero: hero(entry.hero), tier: entry.tier, reason: entry.reason })),
      _status: 'published' as const,
    }))
  }
  log(`Tier list: ${tierList.patch}, ${tierList.entries.length} heroes placed`)
}
