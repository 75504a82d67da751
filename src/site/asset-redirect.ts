import { NextResponse } from 'next/server'

/** A fixed asset address answered by a redirect to the upload it stands for; 404 when there is none. */
function assetRedirect(target: string | null) {
  if (!target) return new NextResponse('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  // Short-lived on purpose: an editor may swap the image, and the upload's own URL is what browsers keep.
  // A relative Location: behind a proxy or on 127.0.0.1, request.url's host ("localhost") would send the browser
  // cross-origin, and the media cache's fetch would be blocked.
  return new NextResponse(null, {
    status: 302,
    headers: { Location: target, 'Cache-Control': 'public, max-age=60, s-maxage=300' },
  })
}

/**
 * Resolves a fixed asset address and redirects; a lookup that fails (the database is down) answers 503 with
 * Retry-After, never a 500, and logs one line.
 */
export async function assetRedirectOf(lookup: () => Promise<string | null>) {
  try {
    return assetRedirect(await lookup())
  } catch (error) {
    console.error('[assets] lookup failed:', error instanceof Error ? error.message.split('\n')[0] : error)
    return new NextResponse('The guide could not answer just now; try again shortly.', {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '5', 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
}

/** "hulk.webp" -> "hulk"; anything else is not one of ours. */
export function slugFromWebp(file: string): string | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.webp$/.exec(file)
  return match ? match[1] : null
}
