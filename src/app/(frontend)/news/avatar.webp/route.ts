import { connection } from 'next/server'

import { getNewsDesk } from '@/data/news-desk'
import { assetRedirectOf } from '@/site/asset-redirect'

/**
 * The spec's static asset /news/avatar.webp: the avatar lives in the CMS, so this address points at whichever
 * upload the News desk currently uses.
 */
export async function GET() {
  // Answer per request (from the cached data layer), never prerendered: the build runs before migrations.
  await connection()
  return assetRedirectOf(async () => (await getNewsDesk()).avatarUrl ?? null)
}
