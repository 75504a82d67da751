import { BadRequestError, NotFoundError } from '@/contract/errors'
import { readAsPreview } from '@/cms/draft'
import { noteIfDatabaseUnreachable, OUTAGE_RETRY_SECONDS } from '@/edge/outage'

import type { Language } from '@/i18n/languages'

import { requestedLanguage } from './locale'
import { apiError, cachedJson, notFound } from './respond'
import { spendPoint, type RateLimitName } from './rate-limit'
import { rejectUnsigned } from './verify'

type Params = Record<string, string | string[]>
type Context<P extends Params> = { params: Promise<P> }

/** The largest POST body accepted (spec: 413 above 32 KB). */
const MAX_BODY_BYTES = 32 * 1024

/** PostgreSQL's class 22 (data exception): a value from the request that no column can hold, e.g. a NUL. */
function dataException(error: unknown) {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code
  return typeof code === 'string' && code.startsWith('22')
}

function failure(error: unknown) {
  if (error instanceof NotFoundError) return notFound()
  if (error instanceof BadRequestError) return apiError(400, 'bad_request', error.message)
  if (dataException(error)) return apiError(400, 'bad_request', 'A value in the request cannot be looked up.')
  console.error('[api]', error)
  const retry = { 'Retry-After': String(OUTAGE_RETRY_SECONDS) }
  if (noteIfDatabaseUnreachable(error)) return apiError(503, 'unavailable', 'The database is unreachable; try again shortly.', retry)
  return apiError(503, 'unavailable', 'The guide could not answer just now; try again shortly.', retry)
}

/**
 * A signed GET whose answer comes from the data layer. Reads from the cache need no limit; an uncached read
 * (search) names the rate budget it spends.
 */
export function signedGet<P extends Params>(load: (params: P, request: Request, language: Language) => Promise<unknown>, { budget }: { budget?: RateLimitName } = {}) {
  return async (request: Request, context: Context<P>) => {
    const rejected = rejectUnsigned(request)
    if (rejected) return rejected
    try {
      const language = requestedLanguage(request)
      if (budget) {
        const { retryAfter } = await spendPoint(budget, request)
        if (retryAfter) return apiError(429, 'too_many_requests', 'Too many requests; slow down.', { 'Retry-After': String(retryAfter) })
      }
      // Never drafts: an /api answer is the same for every caller who signs, even an editor in preview.
      const params = await context.params
      return cachedJson(request, await readAsPreview(false, () => load(params, request, language)))
    } catch (error) {
      return failure(error)
    }
  }
}

/** A signed, rate-limited POST with a size-checked JSON body (an empty body reads as {}). */
export function signedPost(handle: (body: unknown, request: Request) => Promise<Response>, budget: RateLimitName = 'post') {
  return async (request: Request) => {
    const rejected = rejectUnsigned(request)
    if (rejected) return rejected

    const declared = Number(request.headers.get('content-length') ?? 0)
    if (declared > MAX_BODY_BYTES) return apiError(413, 'payload_too_large', `Bodies are limited to ${MAX_BODY_BYTES} bytes.`)
    const text = await request.text()
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) return apiError(413, 'payload_too_large', `Bodies are limited to ${MAX_BODY_BYTES} bytes.`)

    let body: unknown = {}
    if (text.trim()) {
      try {
        body = JSON.parse(text)
      } catch {
        return apiError(400, 'bad_request', 'The body is not valid JSON.')
      }
    }

    try {
      const { retryAfter } = await spendPoint(budget, request)
      if (retryAfter) return apiError(429, 'too_many_requests', 'Too many requests; slow down.', { 'Retry-After': String(retryAfter) })
      return await handle(body, request)
    } catch (error) {
      return failure(error)
    }
  }
}
