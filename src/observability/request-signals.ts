import type { IncomingMessage, ServerResponse } from 'node:http'

import { guideMetrics } from './metrics.mjs'
import { methodLabel, statusClass } from './route-label'

/** Next's own word for how its cache answered a page or route (x-nextjs-cache), as the label's value. */
const PAGE_CACHE_ANSWERS: Record<string, string> = { HIT: 'hit', STALE: 'stale', MISS: 'miss', REVALIDATED: 'revalidated' }

/**
 * Watches one request of the web server from its first look to its last byte (or the client going away): its
 * duration by route template, method and status class, and how Next's cache answered it.
 */
export function watchRequest(request: IncomingMessage, response: ServerResponse, route: string): void {
  const started = process.hrtime.bigint()
  const { requestDuration, pageCacheAnswers } = guideMetrics()
  response.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    requestDuration.observe({ route, method: methodLabel(request.method), status_class: statusClass(response.statusCode) }, seconds)
    const answer = PAGE_CACHE_ANSWERS[String(response.getHeader('x-nextjs-cache') ?? '')]
    if (answer) pageCacheAnswers.inc({ answer })
  })
}
