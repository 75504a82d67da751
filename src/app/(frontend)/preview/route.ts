import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { isPreviewSecret, safePreviewPath } from '@/cms/preview'
import { isStaffRequest } from '@/data/staff'

/**
 * GET /preview?secret=…&path=/heroes/hulk: the admin's live preview frame starts here. With the preview
 * secret and a signed-in staff session (the admin's own cookie), it turns on draft mode, in which the data
 * layer reads the newest drafts uncached, and sends the frame on to the public page.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = safePreviewPath(url.searchParams.get('path'))
  if (!path) return NextResponse.json({ error: 'bad_request', message: 'path must be a path on this site.' }, { status: 400 })
  if (!isPreviewSecret(url.searchParams.get('secret'))) {
    return NextResponse.json({ error: 'forbidden', message: 'The preview secret does not match.' }, { status: 403 })
  }
  if (!(await isStaffRequest(request.headers))) {
    return NextResponse.json({ error: 'forbidden', message: 'Sign in to the admin to preview drafts.' }, { status: 403 })
  }
  ;(await draftMode()).enable()
  // A relative Location keeps the browser on the host it asked, whatever proxy is in front.
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': NO_STORE_CACHE_CONTROL } })
}
