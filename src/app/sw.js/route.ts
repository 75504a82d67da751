import fs from 'node:fs/promises'
import path from 'node:path'

import { NO_STORE_CACHE_CONTROL } from '@/cache/cache-policy'
import { KILL_SWITCH_WORKER } from '@/offline/kill-switch'

export const dynamic = 'force-dynamic'

/**
 * The service worker (src/offline/sw.ts), as `npm run build` left it in .next/offline/sw.js, or the kill switch
 * while GUIDE_OFFLINE=off. Never kept by anyone: a browser must see a new worker as soon as it is deployed.
 */
export async function GET(): Promise<Response> {
  const headers = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': NO_STORE_CACHE_CONTROL, 'Service-Worker-Allowed': '/' }
  if (process.env.GUIDE_OFFLINE === 'off') return new Response(KILL_SWITCH_WORKER, { headers })
  try {
    return new Response(await fs.readFile(path.join(process.cwd(), '.next', 'offline', 'sw.js')), { headers })
  } catch {
    // A build without the worker step (`next build` alone): no worker, and no stale one kept either.
    return new Response(KILL_SWITCH_WORKER, { headers })
  }
}
