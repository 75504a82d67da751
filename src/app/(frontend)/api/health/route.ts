import { NextResponse } from 'next/server'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { databaseIsUp } from '@/data/health'
import { healthDetail } from '@/api/health'
import { otherMethods } from '@/api/respond'

// Unsigned, uncached: load balancers and uptime checks call it as they are.
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  // ?detail=1 (an addition to the contract): each dependency's state, docs/api-contract.md.
  if (new URL(request.url).searchParams.get('detail') === '1') {
    const { body, status } = await healthDetail(() => databaseIsUp())
    return NextResponse.json(body, { status, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } })
  }
  const up = await databaseIsUp()
  return NextResponse.json(up ? { status: 'ok', db: 'ok' } : { status: 'degraded', db: 'down' }, {
    status: up ? 200 : 503,
    headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL },
  })
}
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
