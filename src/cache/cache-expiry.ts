import { timingSafeEqual } from 'node:crypto'

import { revalidatePath, revalidateTag } from 'next/cache'
import type { Endpoint } from 'payload'

import { purgeTags } from './purge'
import { cacheTag, everyReadTag } from './revalidate'
import { deriveSecret } from '@/cms-wiring/derived-secret'

/**
 * `POST /cms-api/guide/expire-caches`: expires every cached page, route answer and data-layer read of this
 * server, for `npm run restore`, which changes the database behind Payload's back so no save hook fires. It
 * runs inside a Next.js request, where revalidateTag reaches the running cache: the file-system cache keeps its
 * tag expiries in this process's memory, so nothing outside the process could expire them. Only callers that
 * know PAYLOAD_SECRET may call it (a token derived from it, like the job runner's).
 */
export const CACHE_EXPIRY_PATH = '/guide/expire-caches'
export const CACHE_EXPIRY_HEADER = 'x-guide-cache-token'

export function cacheExpiryToken(secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return deriveSecret(secret, 'cache-expiry')
}

function isCacheExpiryCaller(headers: Headers): boolean {
  const sent = headers.get(CACHE_EXPIRY_HEADER)
  if (!sent || !process.env.PAYLOAD_SECRET) return false
  const expected = Buffer.from(cacheExpiryToken())
  const given = Buffer.from(sent)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const expireCachesEndpoint: Endpoint = {
  path: CACHE_EXPIRY_PATH,
  method: 'post',
  handler: async (req) => {
    if (!isCacheExpiryCaller(req.headers)) {
      return Response.json({ error: 'forbidden', message: 'This call needs the cache token derived from PAYLOAD_SECRET.' }, { status: 403 })
    }
    const slugs = [...req.payload.config.collections.map((c) => c.slug), ...req.payload.config.globals.map((g) => g.slug)]
    // The data layer's reads are tagged by what they read; pages and route answers carry the root layout's tag.
    for (const slug of slugs) revalidateTag(cacheTag(slug), { expire: 0 })
    // Reads tagged with one document alone (src/cache/document-tags.ts) carry no collection tag.
    revalidateTag(everyReadTag, { expire: 0 })
    revalidatePath('/', 'layout')
    // Every page names this tag (each reads through the data layer), so a CDN that purges by key drops them all.
    await purgeTags([everyReadTag])
    return Response.json({ expired: slugs.length })
  },
}
