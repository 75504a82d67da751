import type { Endpoint, PayloadRequest } from 'payload'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { isEditorUser } from '@/access'
import { adminMessage } from '@/i18n/admin-words'

/** The newest published patch, read inside the caller's request. */
async function latestPublishedPatch(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'patches',
    where: { _status: { equals: 'published' } },
    sort: ['-releasedAt', '-version'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
    draft: false,
    req,
  })
  return docs[0] ?? null
}

/**
 * POST /cms-api/{heroes|maps}/{id}/checked: the "Checked for {latest patch}" action. Sets `verifiedOn` to the
 * newest published patch in a new published version, under the caller's own access rules (editors and admins).
 * Its messages are in the caller's admin language (the `payload-lng` cookie the admin sends), English by default.
 */
export function checkedForEndpoint(collection: 'heroes' | 'maps'): Endpoint {
  return {
    path: '/:id/checked',
    method: 'post',
    handler: async (req) => {
      const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } })
      if (!isEditorUser(req.user)) return json(403, { errors: [{ message: adminMessage(req, 'checkedOnlyEditors') }] })
      const raw = String(req.routeParams?.id ?? '')
      if (!/^\d{1,9}$/.test(raw)) return json(404, { errors: [{ message: adminMessage(req, 'checkedNotFound') }] })
      const patch = await latestPublishedPatch(req)
      if (!patch) return json(409, { errors: [{ message: adminMessage(req, 'checkedNoPatch') }] })
      const id = Number(raw)
      const existing = await req.payload.findByID({ collection, id, depth: 0, overrideAccess: true, req, disableErrors: true })
      if (!existing) return json(404, { errors: [{ message: adminMessage(req, 'checkedNotFound') }] })
      const doc = await req.payload.update({
        collection,
        id,
        data: { verifiedOn: patch.id, ...(collection === 'heroes' ? { _status: 'published' as const } : {}) },
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
      })
      return json(200, { doc: { id: doc.id, verifiedOn: patch.id }, patch: { id: patch.id, version: patch.version }, message: adminMessage(req, 'checkedFor', { version: patch.version }) })
    },
  }
}
