import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { clientIp } from '@/edge/client-address'
import { SEARCH } from '@/contract/limits'
import { getGuidePool } from '@/cms/payload'
import { guideMetrics } from '@/observability/metrics.mjs'

/**
 * Budgets per client address (src/edge/client-address.ts: the socket's, or a trusted proxy's report; never a
 * header the client picks). The counters live in PostgreSQL, in one table shared by every app instance.
 */
const RATE_LIMITS = {
  /** POST /api/feedback and /api/beta/validate. */
  post: { points: 10, durationSeconds: 60 },
  /** POST /api/beta/create: every key is a row that lives for ever. */
  betaCreate: { points: 5, durationSeconds: 3600 },
  /** Sign-in attempts at /cms-api/users/login; a successful one gives its point back. */
  login: { points: 10, durationSeconds: 15 * 60 },
  /** GET /api/search: a search box asks while the visitor types, so it counts apart from the sends above. */
  search: SEARCH.rateLimit,
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

const limiters = new Map<RateLimitName, Promise<RateLimiterPostgres>>()

/** One limiter per budget and process, on Payload's own pool rather than a second one. */
function limiter(name: RateLimitName) {
  let made = limiters.get(name)
  if (!made) {
    made = getGuidePool().then(
      (pool) =>
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: 'api_rate_limits',
          tableCreated: true, // made by a migration
          keyPrefix: name,
          points: RATE_LIMITS[name].points,
          duration: RATE_LIMITS[name].durationSeconds,
        }),
    )
    limiters.set(name, made)
  }
  return made
}

/** Spends one point of the caller's budget; returns the seconds to wait when it is exhausted. */
export async function spendPoint(name: RateLimitName, request: Request): Promise<{ retryAfter?: number }> {
  try {
    await (await limiter(name)).consume(clientIp(request))
    return {}
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      guideMetrics().apiRefusals.inc({ reason: `rate-limit:${name}` })
      return { retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw rejection
  }
}

/** Gives a point back (a sign-in that succeeded should not count against the address). */
export async function refundPoint(name: RateLimitName, request: Request): Promise<void> {
  await (await limiter(name)).reward(clientIp(request), 1)
}
