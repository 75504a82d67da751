import { NextResponse } from 'next/server'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { validateBetaKey } from '@/data/inbox'
import { signedPost } from '@/api/handler'
import { apiError, otherMethods } from '@/api/respond'

export const POST = signedPost(async (body) => {
  const betaKey = (body as { betaKey?: unknown } | null)?.betaKey
  if (typeof betaKey !== 'string') return apiError(400, 'bad_request', 'betaKey must be a string.', { 'X-Invalid-Field': 'betaKey' })
  return NextResponse.json({ valid: await validateBetaKey(betaKey) }, { headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } })
})
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
