import { NextResponse } from 'next/server'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { databaseIsUp } from '@/data/health'
import { otherMethods } from '@/api/respond'

// Unsigned, uncached: load balancers and uptime checks call it as they are.
export const dynamic = 'force-dynamic'

export async function GET() {
  const up = await databaseIsUp()
  return NextResponse.json(up ? { status: 'ok', db: 'ok' } : { status: 'degraded', db: 'down' }, {
    status: up ? 200 : 503,
    headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL },
  })
}
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
