import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { SEARCH } from '@/lib/constants'
import { getGuidePool } from '@/lib/payload'
import { API_HEADERS } from '@/lib/signature'

/** POST calls per client (ip + fingerprint) and window; counters live in PostgreSQL for every instance. */
export const POST_LIMIT = { points: 10, durationSeconds: 60 }

/** Each budget counts on its own: a visitor typing into the search box does not use up their feedback sends. */
const BUDGETS = { post: POST_LIMIT, search: SEARCH.rateLimit } as const
export type RateBudget = keyof typeof BUDGETS

const limiters = new Map<RateBudget, RateLimiterPostgres>()

/** One limiter per budget and process, on Payload's own pool rather than a second one. */
async function getLimiter(budget: RateBudget) {
  let limiter = limiters.get(budget)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: await getGuidePool(),
      storeType: 'pool',
      tableName: 'api_rate_limits',
      tableCreated: true, // made by a migration
      keyPrefix: budget,
      points: BUDGETS[budget].points,
      duration: BUDGETS[budget].durationSeconds,
    })
    limiters.set(budget, limiter)
  }
  return limiter
}

/** The client's address as the nearest trusted proxy saw it, else the direct peer's. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('x-real-ip') || 'unknown'
}

/** Spends one point of the caller's budget; returns the seconds to wait when it is exhausted. */
export async function spendPoint(request: Request, budget: RateBudget): Promise<{ retryAfter?: number }> {
  const key = `${clientIp(request)}|${request.headers.get(API_HEADERS.fingerprint) ?? ''}`
  try {
    await (await getLimiter(budget)).consume(key)
    return {}
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    throw rejection
  }
}

export const spendPostPoint = (request: Request) => spendPoint(request, 'post')
