/**
 * Payload's REST handlers (/cms-api) with the guide's rules in front: cookie-authenticated writes from other
 * sites are refused, sign-ins are throttled per client address and fail with one message whatever the cause,
 * Payload's internal document locks are not writable by hand, and one Payload fault is answered properly.
 * Bad input inside Payload is mapped to 400 by src/cms/errors.ts (a config hook).
 */
import config from '@payload-config'
import { createLocalReq, type Where } from 'payload'
import * as qs from 'qs-esm'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { isAdminUser, isEditorUser } from '@/access'
import { refundPoint, spendPoint } from '@/server/rate-limit'
import { whereOf, whereProblem } from '@/api/cms-query'
import { getGuidePayload } from '@/cms/payload'
import { isSameSite } from '@/server/site-url'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/** The one answer to a failed sign-in: it must not tell an unknown account from a wrong password or a lock. */
export const SIGN_IN_FAILED = 'The email or password is incorrect, or the account is locked for a while.'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function errorJson(status: number, message: string, headers?: Record<string, string>) {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

function hasSessionCookie(request: Request) {
  return /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')
}

/** A browser write that rides on the admin's cookie but comes from another site (CSRF). */
export function crossSiteCookieWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method) || !hasSessionCookie(request)) return false
  const origin = request.headers.get('origin')
  if (origin) return !isSameSite(origin, request)
  // Browsers that send no Origin still say where a request came from.
  const site = request.headers.get('sec-fetch-site')
  return site === 'cross-site' || site === 'same-site'
}

async function throttled(request: Request, context: Context, handler: Handler, { refundOnSuccess }: { refundOnSuccess: boolean }) {
  let retryAfter: number | undefined
  try {
    retryAfter = (await spendPoint('login', request)).retryAfter
  } catch (error) {
    console.error('[cms-api] the sign-in limiter failed', error)
    return errorJson(503, 'Signing in is unavailable just now; try again shortly.')
  }
  if (retryAfter) {
    return errorJson(429, `Too many sign-in attempts from your address; try again in ${Math.ceil(retryAfter / 60)} minutes.`, {
      'Retry-After': String(retryAfter),
    })
  }
  const response = await handler(request, context)
  if (response.ok && refundOnSuccess) await refundPoint('login', request).catch(() => undefined)
  return response
}

async function signIn(request: Request, context: Context) {
  const response = await throttled(request, context, rest.POST, { refundOnSuccess: true })
  // 401 wrong password or unknown account, 423/401 locked, 403 unverified: all the same to the caller.
  if ([401, 403, 423].includes(response.status)) return errorJson(401, SIGN_IN_FAILED)
  return response
}

/**
 * Payload's document locks (payload-locked-documents): the admin reads them, takes a lock over (PATCH with
 * itself as the user) and releases its own. Nobody creates one by hand, and only admins release others'.
 */
async function guardLock(request: Request, id: string | undefined): Promise<Response | undefined> {
  if (SAFE_METHODS.has(request.method)) return undefined
  if (request.method === 'POST' || request.method === 'PUT') return errorJson(403, 'Locks are made by the admin, not by hand.')
  const payload = await getGuidePayload()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return errorJson(403, 'You are not allowed to perform this action.')
  if (isAdminUser(user)) return undefined
  if (!id) return errorJson(403, 'Only admins change locks in bulk.')
  if (request.method === 'PATCH') {
    const body = (await request.clone().json().catch(() => null)) as { user?: { value?: unknown } } | null
    const keys = body && typeof body === 'object' ? Object.keys(body) : []
    const takesOver = keys.length === 1 && keys[0] === 'user' && String(body?.user?.value) === String(user.id)
    return takesOver ? undefined : errorJson(403, 'A lock can only be taken over by the one who takes it.')
  }
  // DELETE: only one's own lock.
  const lock = await payload
    .findByID({ collection: 'payload-locked-documents', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!lock) return errorJson(404, 'Not Found')
  const owner = typeof lock.user?.value === 'object' ? lock.user.value?.id : lock.user?.value
  return String(owner) === String(user.id) ? undefined : errorJson(403, 'Only its holder or an admin releases a lock.')
}

/** The one document a lock query names (`document.relationTo` and `document.value`, as the admin asks), if any. */
function namedDocument(where: unknown): { collection: string; id: string } | undefined {
  const conditions = where && typeof where === 'object' ? (where as Record<string, { equals?: unknown } | undefined>) : {}
  const collection = conditions['document.relationTo']?.equals
  const id = conditions['document.value']?.equals
  return typeof collection === 'string' && (typeof id === 'string' || typeof id === 'number') ? { collection, id: String(id) } : undefined
}

/**
 * GET /payload-locked-documents for an author: their own locks, and the lock on a document they may edit (the
 * admin asks for that one to show who holds it and to take it over). Staff who edit everything see every lock.
 */
async function ownLocksOnly(request: Request): Promise<Request | Response> {
  const payload = await getGuidePayload()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return errorJson(403, 'You are not allowed to perform this action.')
  if (isEditorUser(user)) return request
  const url = new URL(request.url)
  const query = qs.parse(url.search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<string, unknown>
  const named = namedDocument(query.where)
  if (named && (await mayUpdate(named.collection, named.id, user))) return request
  const own: Where = { 'user.value': { equals: user.id } }
  query.where = query.where && typeof query.where === 'object' ? { and: [query.where, own] } : own
  url.search = qs.stringify(query, { addQueryPrefix: true })
  return new Request(url, request)
}

/** Whether `user` may update document `id` of `collection`, by that collection's own access rule. */
async function mayUpdate(collection: string, id: string, user: NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof getGuidePayload>>['auth']>>['user']>) {
  const payload = await getGuidePayload()
  const config = payload.collections[collection as keyof typeof payload.collections]?.config
  const rule = config?.access?.update
  if (!config || !rule) return false
  const req = await createLocalReq({ user }, payload)
  const allowed = await rule({ req, id: id as never })
  if (allowed === true || allowed === false) return allowed
  const { totalDocs } = await payload.count({ collection: config.slug, where: { and: [{ id: { equals: id } }, allowed] }, overrideAccess: true })
  return totalDocs === 1
}

/** DELETE /payload-preferences/{key}: Payload's own delete fails on its polymorphic user filter, so answer it here. */
async function deletePreference(request: Request, key: string) {
  const payload = await getGuidePayload()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return errorJson(401, 'You are not allowed to perform this action.')
  const { docs } = await payload.delete({
    collection: 'payload-preferences',
    where: { and: [{ key: { equals: key } }, { 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: 'users' } }] },
    overrideAccess: true,
  })
  return docs.length ? Response.json({ message: 'deleted' }) : errorJson(404, 'Not Found')
}

/** The `where` Payload will read: from the query, or from the body of a POST that stands for a GET. */
async function requestedWhere(request: Request): Promise<unknown> {
  const url = new URL(request.url)
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (request.method === 'POST' && override === 'GET') {
    const type = request.headers.get('content-type')
    if (type === 'application/x-www-form-urlencoded') return whereOf(await request.clone().text())
    if (type === 'application/json') return ((await request.clone().json().catch(() => null)) as { where?: unknown } | null)?.where
  }
  return url.search.includes('where') ? whereOf(url.search) : undefined
}

/**
 * A `where` whose operators do not fit its fields (src/api/cms-query.ts), or a call to an endpoint the
 * collection does not use (email verification): a 4xx here instead of Payload's 500.
 */
async function badQuery(request: Request, collection: string, id: string | undefined): Promise<Response | undefined> {
  const payload = await getGuidePayload()
  const config = payload.collections[collection as keyof typeof payload.collections]?.config
  if (!config) return undefined
  if (request.method === 'POST' && id === 'verify' && config.auth && !config.auth.verify) return errorJson(404, 'Accounts here are not verified by email.')
  // Versions have fields of their own (version.*, parent); Payload checks their paths.
  if (id === 'versions') return undefined
  const where = await requestedWhere(request)
  if (where === undefined) return undefined
  const problem = whereProblem(config, where, (slug) => payload.collections[slug as keyof typeof payload.collections]?.config)
  return problem ? errorJson(400, problem) : undefined
}

const rest = {
  GET: REST_GET(config) as Handler,
  POST: REST_POST(config) as Handler,
  DELETE: REST_DELETE(config) as Handler,
  PATCH: REST_PATCH(config) as Handler,
  PUT: REST_PUT(config) as Handler,
  OPTIONS: REST_OPTIONS(config) as Handler,
}

function guarded(method: keyof typeof rest): Handler {
  return async (request, context) => {
    if (crossSiteCookieWrite(request)) return errorJson(403, 'Writes with a session cookie must come from the guide itself.')
    const slug = (await context.params).slug ?? []
    const [collection, id, ...rest_] = slug
    // Payload looks collections up in a plain object: "constructor" or "__proto__" would find a prototype member.
    if (collection === undefined || collection in Object.prototype) return errorJson(404, 'Not Found')
    if (method === 'POST' && collection === 'users' && id === 'login' && !rest_.length) return signIn(request, context)
    if (method === 'POST' && collection === 'users' && id === 'forgot-password' && !rest_.length) {
      return throttled(request, context, rest.POST, { refundOnSuccess: false })
    }
    if (collection === 'payload-locked-documents') {
      const refused = await guardLock(request, id)
      if (refused) return refused
      if (method === 'GET' && id === undefined) {
        const narrowed = await ownLocksOnly(request)
        if (narrowed instanceof Response) return narrowed
        request = narrowed
      }
    }
    if (method === 'DELETE' && collection === 'payload-preferences' && id && !rest_.length) return deletePreference(request, id)
    if (method !== 'OPTIONS') {
      const refused = await badQuery(request, collection, id)
      if (refused) return refused
    }
    const response = await rest[method](request, context)
    // Payload answers 501 for collections it serves no endpoints for (payload-migrations): nothing lives there.
    return response.status === 501 ? errorJson(404, 'Not Found') : response
  }
}

export const cmsRest = {
  GET: guarded('GET'),
  POST: guarded('POST'),
  DELETE: guarded('DELETE'),
  PATCH: guarded('PATCH'),
  PUT: guarded('PUT'),
  OPTIONS: guarded('OPTIONS'),
}
