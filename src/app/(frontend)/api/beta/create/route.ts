import { NextResponse } from 'next/server'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { createBetaKey } from '@/data/inbox'
import { signedPost } from '@/api/handler'
import { otherMethods } from '@/api/respond'

export const POST = signedPost(async () =>
  NextResponse.json({ betaKey: await createBetaKey() }, { status: 201, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } }),
  'betaCreate',
)
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
