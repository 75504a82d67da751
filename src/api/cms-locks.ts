/**
 * Payload's document locks (payload-locked-documents) at /cms-api, in front of Payload's REST (src/api/cms-rest.ts).
 * The admin reads the lock on the document on screen, takes it over (PATCH with itself as the user) and releases
 * its own. Payload lets any signed-in user do anything with any lock, so here:
 * - nobody makes a lock by hand, and only admins change locks in bulk;
 * - editors and admins see every lock; anyone else sees a lock only if it is theirs or it is on a document (or
 *   global) they may update, the same whether they list, count or read one by id;
 * - taking a lock over needs the right to update the locked document;
 * - only its holder or an admin releases a lock.
 */
import { createLocalReq, type Payload, type Where } from 'payload'
import * as qs from 'qs-esm'

import { isAdminUser, isEditorUser } from '@/access'
import { parseQuery } from '@/api/cms-request'
import { getGuidePayload } from '@/cms/payload'

type User = NonNullable<Awaited<ReturnType<Payload['auth']>>['user']>
type Refusal = { status: number; message: string }

/** What a lock is on: a document of a collection, or a global. */
type Locked = { collection: string; id: string } | { global: string }

const LOCKS = 'payload-locked-documents'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const refused = (status: number, message: string): Refusal => ({ status, message })
const idOf = (value: unknown) => String(value && typeof value === 'object' ? (value as { id?: unknown }).id : value)

/** Whether `user` may update what a lock is on, by that collection's or global's own access rule. */
async function mayUpdate(payload: Payload, locked: Locked, user: User): Promise<boolean> {
  const req = await createLocalReq({ user }, payload)
  if ('global' in locked) {
    const rule = payload.config.globals.find((global) => global.slug === locked.global)?.access?.update
    return rule ? (await rule({ req })) === true : false
  }
  const config = payload.collections[locked.collection as keyof Payload['collections']]?.config
  const rule = config?.access?.update
  if (!config || !rule) return false
  const allowed = await rule({ req, id: locked.id as never })
  if (allowed === true || allowed === false) return allowed
  const { totalDocs } = await payload.count({ collection: config.slug, where: { and: [{ id: { equals: locked.id } }, allowed] }, overrideAccess: true })
  return totalDocs === 1
}

/** What a stored lock is on. */
function lockedBy(lock: { document?: { relationTo?: unknown; value?: unknown } | null; globalSlug?: string | null }): Locked | undefined {
  if (lock.globalSlug) return { global: lock.globalSlug }
  const document = lock.document
  return document && typeof document.relationTo === 'string' ? { collection: document.relationTo, id: idOf(document.value) } : undefined
}

/** The one document or global a lock query names, as the admin asks (`document.relationTo` + `document.value`, or `globalSlug`). */
function namedInQuery(where: unknown): Locked | undefined {
  const conditions = where && typeof where === 'object' ? (where as Record<string, { equals?: unknown } | undefined>) : {}
  const global = conditions.globalSlug?.equals
  if (typeof global === 'string') return { global }
  const collection = conditions['document.relationTo']?.equals
  const id = conditions['document.value']?.equals
  return typeof collection === 'string' && (typeof id === 'string' || typeof id === 'number') ? { collection, id: String(id) } : undefined
}

/** A list or count of locks for someone who does not edit everything: their own, or all on the one thing they may update. */
async function narrowed(payload: Payload, request: Request, user: User): Promise<Request> {
  const url = new URL(request.url)
  const query = parseQuery(url.search)
  const named = namedInQuery(query.where)
  if (named && (await mayUpdate(payload, named, user))) return request
  const own: Where = { 'user.value': { equals: user.id } }
  query.where = query.where && typeof query.where === 'object' ? { and: [query.where, own] } : own
  url.search = qs.stringify(query, { addQueryPrefix: true })
  return new Request(url, request)
}

async function storedLock(payload: Payload, id: string) {
  return payload.findByID({ collection: LOCKS, id, depth: 0, overrideAccess: true }).catch(() => null)
}

/**
 * The guide's rules for a request to /cms-api/payload-locked-documents/…: a refusal, the request narrowed to what the
 * caller may see, or the request as it came.
 */
export async function guardLocks(request: Request, id: string | undefined): Promise<Request | Refusal> {
  if (request.method === 'OPTIONS') return request
  if (request.method === 'POST' || request.method === 'PUT') return refused(403, 'Locks are made by the admin, not by hand.')
  const payload = await getGuidePayload()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return refused(403, 'You are not allowed to perform this action.')
  if (isAdminUser(user)) return request
  if (SAFE_METHODS.has(request.method)) {
    if (isEditorUser(user)) return request
    if (id === undefined || id === 'count') return narrowed(payload, request, user)
    const lock = await storedLock(payload, id)
    if (!lock) return request // Payload's own answer: 404, or 400 for an id that is no number
    const locked = lockedBy(lock)
    const visible = idOf(lock.user?.value) === String(user.id) || (locked !== undefined && (await mayUpdate(payload, locked, user)))
    return visible ? request : refused(404, 'Not Found')
  }
  if (!id) return refused(403, 'Only admins change locks in bulk.')
  const lock = await storedLock(payload, id)
  if (!lock) return refused(404, 'Not Found')
  if (request.method === 'PATCH') {
    const body = (await request.clone().json().catch(() => null)) as { user?: { value?: unknown } } | null
    const keys = body && typeof body === 'object' ? Object.keys(body) : []
    const forSelf = keys.length === 1 && keys[0] === 'user' && String(body?.user?.value) === String(user.id)
    if (!forSelf) return refused(403, 'A lock can only be taken over by the one who takes it.')
    const locked = lockedBy(lock)
    if (!locked || !(await mayUpdate(payload, locked, user))) return refused(403, 'Only someone who may edit the locked document takes its lock over.')
    return request
  }
  // DELETE: only one's own lock.
  return idOf(lock.user?.value) === String(user.id) ? request : refused(403, 'Only its holder or an admin releases a lock.')
}
