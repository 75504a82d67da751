import { NextResponse } from 'next/server'

/** A fixed asset address answered by a redirect to the upload it stands for; 404 when there is none. */
export function assetRedirect(request: Request, target: string | null) {
  if (!target) return new NextResponse('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  // Short-lived on purpose: an editor may swap the image, and the upload's own URL is what browsers keep.
  return NextResponse.redirect(new URL(target, request.url), {
    status: 302,
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' },
  })
}

/** "hulk.webp" -> "hulk"; anything else is not one of ours. */
export function slugFromWebp(file: string): string | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.webp$/.exec(file)
  return match ? match[1] : null
}
