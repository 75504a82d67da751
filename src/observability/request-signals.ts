import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { requestIdOf } from './log'
import { guideMetrics } from './metrics.mjs'
import { methodLabel, statusClass } from './route-label'

/** Next's own word for how its cache answered a page or route (x-nextjs-cache), as the label's value. */
const PAGE_CACHE_ANSWERS: Record<string, string> = { HIT: 'hit', STALE: 'stale', MISS: 'miss', REVALIDATED: 'revalidated' }

/**
 * Watches one request of the web server from its first look to its last byte (or the client going away). It
 * gets an id (the load balancer's X-Request-Id, or a new one), sent back in X-Request-Id and handed on to the
 * app in the request's own header; when it ends, one log line, and with metrics on its duration by route
 * template, method and status class, and how Next's cache answered it.
 */
export function watchRequest(request: IncomingMessage, response: ServerResponse, route: string, { metrics, log }: { metrics: boolean; log: Logger }): void {
  const started = process.hrtime.bigint()
  const id = requestIdOf(request.headers['x-request-id'])
  request.headers['x-request-id'] = id
  response.setHeader('X-Request-Id', id)
  const path = request.url ?? ''
  response.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const status = response.statusCode
    const cache = String(response.getHeader('x-nextjs-cache') ?? '')
    if (metrics) {
      const { requestDuration, pageCacheAnswers } = guideMetrics()
      requestDuration.observe({ route, method: methodLabel(request.method), status_class: statusClass(status) }, seconds)
      const answer = PAGE_CACHE_ANSWERS[cache]
      if (answer) pageCacheAnswers.inc({ answer })
    }
    const level = status >= 500 ? 'error' : 'info'
    if (!log.isLevelEnabled(level)) return
    log[level](
      {
        reqId: id,
        method: request.method,
        path,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        ...(cache ? { cache } : {}),
        // The client went away before the answer was whole.
        ...(response.writableFinished ? {} : { aborted: true }),
      },
      'request',
    )
  })
}
