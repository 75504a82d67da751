import { bucketIsUp } from '@/cms-wiring/storage'
import { guideMetrics } from '@/observability/metrics.mjs'

/**
 * /api/health?detail=1: what each dependency of this instance looks like, for an operator or a monitor that
 * wants more than up or down. The plain /api/health keeps the contract's answer.
 *
 * Each is `ok`, `down` or `off` (not configured); the job runner is `late` when it has not ticked for a
 * minute and `starting` before its first tick. Only the database makes the answer 503, as the plain one: the
 * guide keeps serving without Redis (its own memory) and S3 (pages need no uploads to render).
 */
type State = 'ok' | 'down' | 'off' | 'late' | 'starting'
export type HealthDetail = { status: 'ok' | 'degraded'; db: State; redis: State; s3: State; jobs: State }

/** A runner that has not ticked for this long is late (deploy/alerts.yml alerts on the same minute). */
const JOBS_LATE_AFTER_MS = 60_000

function jobsState(now: number): State {
  const last = guideMetrics().watched.jobRunnerLastTickAt
  if (!last) return process.uptime() * 1_000 < JOBS_LATE_AFTER_MS ? 'starting' : 'late'
  return now - last < JOBS_LATE_AFTER_MS ? 'ok' : 'late'
}

/** The detail answer and its status; `databaseIsUp` is the data layer's probe, passed in by the route. */
export async function healthDetail(databaseIsUp: () => Promise<boolean>, env: Record<string, string | undefined> = process.env): Promise<{ body: HealthDetail; status: number }> {
  const [db, bucket] = await Promise.all([databaseIsUp(), bucketIsUp()])
  const redisUp = guideMetrics().watched.redisUp
  const body: HealthDetail = {
    status: 'ok',
    db: db ? 'ok' : 'down',
    redis: !env.REDIS_URL ? 'off' : redisUp ? 'ok' : redisUp === null ? 'starting' : 'down',
    s3: bucket === null ? 'off' : bucket ? 'ok' : 'down',
    jobs: jobsState(Date.now()),
  }
  if ([body.db, body.redis, body.s3, body.jobs].some((state) => state === 'down' || state === 'late')) body.status = 'degraded'
  return { body, status: db ? 200 : 503 }
}
