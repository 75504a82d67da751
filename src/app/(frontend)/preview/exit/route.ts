import { draftMode } from 'next/headers'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { safePreviewPath } from '@/cms/preview'

/** GET /preview/exit?path=/news: leaves draft mode and shows the page as visitors see it. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  ;(await draftMode()).disable()
  const path = safePreviewPath(url.searchParams.get('path')) ?? '/'
  // A relative Location keeps the browser on the host it asked, whatever proxy is in front.
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': NO_STORE_CACHE_CONTROL } })
}
