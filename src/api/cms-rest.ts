/**
 * Payload's REST handlers (/cms-api) with the guide's rules in front: cookie-authenticated writes from other
 * sites are refused, sign-ins are throttled per client address and fail with one message whatever the cause,
 * a query is checked before Payload reads it (src/api/cms-request.ts: its parameters, operators and what its
 * paths reach), document locks follow src/api/cms-locks.ts, and one Payload fault is answered properly.
 * Bad input inside Payload is mapped to 400 by src/cms/errors.ts (a config hook).
 */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { expiredBeforeAnswer } from '@/cache/revalidate'
import { refundPoint, spendPoint } from './rate-limit'
import { guardLocks } from '@/api/cms-locks'
import { requestProblem, type Target } from '@/api/cms-request'
import { getGuidePayload } from '@/cms/payload'
import { isSameSite } from '@/cms-wiring/site-url'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/** The one answer to a failed sign-in: it must not tell an unknown account from a wrong password or a lock. */
export const SIGN_IN_FAILED = 'The email or password is incorrect, or the account is locked for a while.'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function errorJson(status: number, message: string, headers?: Record<string, string>) {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL, ...headers } })
}

function hasSessionCookie(request: Request) {
  return /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')
}

/** A browser write that rides on the admin's cookie but comes from another site (CSRF). */
function crossSiteCookieWrite(request: Request): boolean {
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

/**
 * A query Payload would answer with 500 or with more than the caller may know (src/api/cms-request.ts), or a call
 * to an endpoint the collection does not use (email verification): a 4xx here instead.
 */
async function badQuery(request: Request, slug: string[]): Promise<Response | undefined> {
  const payload = await getGuidePayload()
  const [collection, id, ...rest_] = slug
  const config = payload.collections[collection as keyof typeof payload.collections]?.config
  if (config && request.method === 'POST' && id === 'verify' && config.auth && !config.auth.verify) return errorJson(404, 'Accounts here are not verified by email.')
  const target: Target | undefined = config
    ? { collection, versions: id === 'versions' }
    : collection === 'globals' && id && rest_[0] === 'versions'
      ? { global: id, versions: true }
      : undefined
  const problem = await requestProblem(payload, request, target)
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
    if (method === 'DELETE' && collection === 'payload-preferences' && id && !rest_.length) return deletePreference(request, id)
    if (method !== 'OPTIONS') {
      const refused = await badQuery(request, slug)
      if (refused) return refused
    }
    if (collection === 'payload-locked-documents') {
      const guarded = await guardLocks(request, id)
      if (!(guarded instanceof Request)) return errorJson(guarded.status, guarded.message)
      request = guarded
    }
    const response = SAFE_METHODS.has(method) ? await rest[method](request, context) : await expiredBeforeAnswer(() => rest[method](request, context))
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
