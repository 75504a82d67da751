import { timingSafeEqual } from 'node:crypto'

import type { Client, Pool } from 'pg'

import { guideLog } from '@/observability/log'
import { guideMetrics } from '@/observability/metrics.mjs'

import { LOCKS, tryLock } from './advisory-lock'
import { deriveSecret } from './derived-secret'

/**
 * Runs Payload's queued jobs (scheduled publishing) from inside the web server. Every few seconds it calls
 * Payload's own run endpoint over loopback, so each job runs inside a Next.js request: the revalidateTag
 * calls of the publish hooks then expire the cached pages and /api answers at once. Payload's in-process
 * `jobs.autoRun` would run them outside any request, where Next.js has no cache to expire.
 *
 * With several instances on one database, each tick first takes a PostgreSQL advisory lock (LOCKS.jobs); an
 * instance that finds it taken skips the tick. Payload claims a job with a read and then a write, so without
 * the lock two runners could both claim it and publish twice. The lock lives on its own connection, so a
 * runner that dies releases it with its connection. The job it was running stays marked as processing;
 * under the lock no other runner can be working on it, so once it is older than JOBS_STUCK_AFTER_MS the next
 * tick (on any instance) hands it out again (releaseStuckJobs).
 */

/** How often the server runs due jobs (scheduled publishing): an entry appears at most this long after its time. */
export const JOBS_RUN_INTERVAL_MS = 5_000
/** How long the runner waits for one tick's jobs before it lets go (and with it the runners' lock). */
const JOBS_TICK_TIMEOUT_MS = 60_000
/**
 * A job still marked as processing this long after its runner claimed it was left by a runner that died (a
 * scheduled publish takes well under a second); the next tick hands it out again.
 */
const JOBS_STUCK_AFTER_MS = 5 * 60_000

const JOBS_TOKEN_HEADER = 'x-guide-jobs-token'
/** How many jobs one tick hands out (the run endpoint's limit). */
const JOBS_PER_TICK = 20

/** Derived from PAYLOAD_SECRET, so the runner and every server process agree without another secret. */
function jobsRunnerToken(secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return deriveSecret(secret, 'jobs-runner')
}

export function isJobsRunner(headers: Headers): boolean {
  const sent = headers.get(JOBS_TOKEN_HEADER)
  if (!sent || !process.env.PAYLOAD_SECRET) return false
  const expected = Buffer.from(jobsRunnerToken())
  const given = Buffer.from(sent)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const RUNNER = Symbol.for('guide.jobs-runner')
type Global = typeof globalThis & { [RUNNER]?: NodeJS.Timeout }

/** Frees jobs left as processing by a runner that died. Call only while holding LOCKS.jobs. */
export async function releaseStuckJobs(connection: Client | Pool, stuckAfterMs = JOBS_STUCK_AFTER_MS): Promise<number> {
  const { rowCount } = await connection.query(
    `UPDATE payload_jobs SET processing = false, updated_at = now()
      WHERE processing AND completed_at IS NULL AND updated_at < now() - make_interval(secs => $1)`,
    [stuckAfterMs / 1000],
  )
  return rowCount ?? 0
}

/** The jobs a run will hand out now (due, not claimed, not failed), oldest first as Payload takes them. */
async function dueJobIds(connection: Client, limit: number): Promise<string[]> {
  const { rows } = await connection.query<{ id: string }>(
    `SELECT id::text FROM payload_jobs
      WHERE completed_at IS NULL AND NOT coalesce(has_error, false) AND NOT coalesce(processing, false)
        AND (wait_until IS NULL OR wait_until <= now())
      ORDER BY created_at LIMIT $1`,
    [limit],
  )
  return rows.map((row) => row.id)
}

/**
 * How the jobs handed out came off: finished (completed, or deleted as Payload does on completion) or failed.
 * Payload's run endpoint says neither, and hooks on its jobs collection would slow every job down.
 */
async function countJobResults(connection: Client, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  const { rows } = await connection.query<{ failed: number; pending: number }>(
    `SELECT count(*) FILTER (WHERE has_error)::int AS failed,
            count(*) FILTER (WHERE completed_at IS NULL AND NOT coalesce(has_error, false))::int AS pending
       FROM payload_jobs WHERE id::text = ANY($1)`,
    [ids],
  )
  const { failed, pending } = rows[0]
  const ok = ids.length - failed - pending
  const { jobs } = guideMetrics()
  jobs.inc({ result: 'ok' }, ok)
  jobs.inc({ result: 'failed' }, failed)
  jobsLog()[failed ? 'warn' : 'info']({ ok, failed, pending }, 'jobs ran')
}

/** The runner's log (src/observability/log.ts), asked for on its first job: payload.config.ts loads this file everywhere. */
const jobsLog = () => guideLog().child({ name: 'jobs' })

/** One tick: on the instance that gets the lock, free stuck jobs, then run the due ones. */
async function runJobsTick(runUrl: string, databaseUrl: string): Promise<'ran' | 'skipped'> {
  const lock = await tryLock(databaseUrl, LOCKS.jobs)
  if (!lock) return 'skipped'
  const { jobRunnerLockHeld } = guideMetrics()
  jobRunnerLockHeld.set(1)
  try {
    const freed = await releaseStuckJobs(lock.connection)
    if (freed) jobsLog().warn({ freed }, 'jobs left unfinished by a stopped runner will run again')
    const handedOut = await dueJobIds(lock.connection, JOBS_PER_TICK)
    const response = await fetch(runUrl, {
      headers: { [JOBS_TOKEN_HEADER]: jobsRunnerToken() },
      signal: AbortSignal.timeout(JOBS_TICK_TIMEOUT_MS),
    })
    await response.body?.cancel()
    await countJobResults(lock.connection, handedOut)
    return 'ran'
  } finally {
    jobRunnerLockHeld.set(0)
    await lock.release()
  }
}

export function startJobRunner(apiRoute = '/cms-api') {
  const global = globalThis as Global
  if (global[RUNNER]) return
  let running = false
  const tick = async () => {
    // process.env.PORT is set by `next start` / `next dev` once the server listens.
    const port = process.env.PORT
    const databaseUrl = process.env.DATABASE_URL
    if (running || !port || !databaseUrl) return
    running = true
    const metrics = guideMetrics()
    try {
      const result = await runJobsTick(`http://127.0.0.1:${port}${apiRoute}/payload-jobs/run?limit=${JOBS_PER_TICK}`, databaseUrl)
      metrics.jobRunnerTicks.inc({ result })
    } catch {
      // The server or the database is starting or stopping; the next tick tries again.
      metrics.jobRunnerTicks.inc({ result: 'failed' })
    } finally {
      metrics.watched.jobRunnerLastTickAt = Date.now()
      running = false
    }
  }
  // unref: the timer never keeps a process alive on its own.
  global[RUNNER] = setInterval(tick, JOBS_RUN_INTERVAL_MS).unref()
}
