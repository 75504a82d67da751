import { getGuidePayload } from '@/lib/payload'

export type GuideStatus = { editors: number }

/** What the placeholder home page shows: proof that the app reads its database. */
export async function getGuideStatus(): Promise<GuideStatus> {
  const payload = await getGuidePayload()
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  return { editors: totalDocs }
}
