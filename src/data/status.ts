import { getGuidePayload } from '@/lib/payload'

export type GuideStatus = { heroes: number; maps: number }

/** What the placeholder home page shows: proof that the app reads its database. */
export async function getGuideStatus(): Promise<GuideStatus> {
  const payload = await getGuidePayload()
  const [heroes, maps] = await Promise.all([
    payload.count({ collection: 'heroes', overrideAccess: false }),
    payload.count({ collection: 'maps', overrideAccess: false }),
  ])
  return { heroes: heroes.totalDocs, maps: maps.totalDocs }
}
