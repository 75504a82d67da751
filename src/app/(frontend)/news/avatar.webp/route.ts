import { connection } from 'next/server'

import { getNewsDesk } from '@/data/news-desk'

/**
 * The spec's static asset /news/avatar.webp: the avatar lives in the CMS, so this address points at whichever
 * upload the News desk currently uses.
 */
export async function GET() {
  // Answer per request (from the cached data layer), never prerendered: the build runs before migrations.
  await connection()
  const { avatarUrl } = await getNewsDesk()
  if (!avatarUrl) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  // A relative Location keeps the host the visitor used (request.url may be an internal address behind a proxy).
  // A short max-age because the target changes whenever an editor swaps the avatar.
  return new Response(null, { status: 302, headers: { Location: avatarUrl, 'Cache-Control': 'public, max-age=60' } })
}
