import { createHash } from 'node:crypto'

import { NextResponse } from 'next/server'

import { NO_STORE_CACHE_CONTROL, SIGNED_API_CACHE_CONTROL } from '@/cache/cache-policy'
import type { ApiErrorBody, ApiErrorCode } from '@/contract/errors'

export function apiError(status: number, error: ApiErrorCode, message?: string, headers?: HeadersInit) {
  const body: ApiErrorBody = message ? { error, message } : { error }
  return NextResponse.json(body, { status, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL, ...headers } })
}

export const notFound = () => apiError(404, 'not_found')

/** JSON with a strong ETag; a matching If-None-Match gets 304 and no body. */
export function cachedJson(request: Request, data: unknown) {
  const body = JSON.stringify(data)
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  const headers = { 'Cache-Control': SIGNED_API_CACHE_CONTROL, ETag: etag, 'Content-Type': 'application/json' }
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return new NextResponse(null, { status: 304, headers })
  }
  return new NextResponse(body, { status: 200, headers })
}

/**
 * JSON 405s for the methods a route does not define (Next.js would answer them with an empty body):
 * `export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')`.
 */
export function otherMethods<M extends 'GET' | 'POST'>(allowed: M) {
  const refuse = () => apiError(405, 'method_not_allowed', `This call answers ${allowed} only.`, { Allow: allowed === 'GET' ? 'GET, HEAD' : 'POST' })
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse }
}
