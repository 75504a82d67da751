import { NextResponse } from 'next/server'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'

// /api/* belongs to the public contract; any call it does not define is a JSON 404, never Payload's REST.
function notFound() {
  return NextResponse.json({ error: 'not_found' }, { status: 404, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } })
}

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
