import { IMMUTABLE_CACHE_CONTROL, NO_STORE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '@/cache/cache-policy'
import { getMapLayers } from '@/data/map-guide'
import type { Language } from '@/i18n/languages'

/** Rendered once per address and kept in the incremental cache under the reads' tags, like a page. */
export const dynamic = 'force-static'

/**
 * /map-layers/{map}/{version} (and /es/..., /pt-br/...): the markers, callouts, routes, hero spots and side
 * navigation of a map guide's interactive map, which the map fetches when it wakes (src/components/maps/useMapLayers.ts),
 * so the page's HTML carries none of them. At the version the page names, the answer never changes: browsers and
 * caches keep it for good. At any other version (a page from before an edit) it is today's answer, kept briefly.
 */
export async function GET(language: Language, { params }: { params: Promise<Record<string, string | string[] | undefined>> }): Promise<Response> {
  const { map, version } = await params
  const layers = typeof map === 'string' ? await getMapLayers(map, language) : null
  if (!layers) {
    return Response.json({ error: 'not_found', message: 'No map has this address.' }, { status: 404, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } })
  }
  return new Response(layers.json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': version === layers.version ? IMMUTABLE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    },
  })
}
