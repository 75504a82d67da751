import { timingSafeEqual } from 'node:crypto'

import { JOBS_RUN_INTERVAL_MS } from './constants'
import { deriveSecret } from './secrets'

/**
 * Runs Payload's queued jobs (scheduled publishing) from inside the web server. Every few seconds it calls
 * Payload's own run endpoint over loopback, so each job runs inside a Next.js request: the revalidateTag
 * calls of the publish hooks then expire the cached pages and /api answers at once. Payload's in-process
 * `jobs.autoRun` would run them outside any request, where Next.js has no cache to expire.
 */

export const JOBS_TOKEN_HEADER = 'x-guide-jobs-token'

/** Derived from PAYLOAD_SECRET, so the runner and every server process agree without another secret. */
export function jobsRunnerToken(secret = process.env.PAYLOAD_SECRET ?? ''): string {
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

export function startJobRunner(apiRoute = '/cms-api') {
  const global = globalThis as Global
  if (global[RUNNER]) return
  let running = false
  const tick = async () => {
    // process.env.PORT is set by `next start` / `next dev` once the server listens.
    const port = process.env.PORT
    if (running || !port) return
    running = true
    try {
      await fetch(`http://127.0.0.1:${port}${apiRoute}/payload-jobs/run?limit=20`, {
        headers: { [JOBS_TOKEN_HEADER]: jobsRunnerToken() },
        signal: AbortSignal.timeout(60_000),
      })
    } catch {
      // The server is starting or stopping; the next tick tries again.
    } finally {
      running = false
    }
  }
  // unref: the timer never keeps a process alive on its own.
  global[RUNNER] = setInterval(tick, JOBS_RUN_INTERVAL_MS).unref()
}
