import type { Pool, PoolClient } from 'pg'

import { guideMetrics } from './metrics.mjs'

const WATCHED = Symbol.for('guide.metrics.watched-query')
type Watched = PoolClient & { [WATCHED]?: true }

/** Counts the failed queries of one client of the pool, once however often it is checked out. */
function countFailures(client: Watched) {
  if (client[WATCHED]) return
  client[WATCHED] = true
  const { dbQueryErrors } = guideMetrics()
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((...args: unknown[]) => {
    // With a callback (how the pool's own query() asks its client): counted on the way to it.
    const last = args.length - 1
    const callback = args[last]
    if (typeof callback === 'function') {
      args[last] = (error: unknown, ...rest: unknown[]) => {
        if (error) dbQueryErrors.inc()
        return callback(error, ...rest)
      }
      return query(...args)
    }
    const result = query(...args)
    // A promise (a client checked out for a transaction): counted on its own branch, so the caller's rejection is untouched.
    if (result instanceof Promise) result.catch(() => dbQueryErrors.inc())
    return result
  }) as PoolClient['query']
}

/**
 * Reports Payload's PostgreSQL pool in the metrics: connections in use, idle and waited for (read at each
 * scrape), failed queries, and errors of idle connections (the server went away). Once per pool.
 */
export function watchDatabasePool(pool: Pool): void {
  const { watched, dbQueryErrors } = guideMetrics()
  if (watched.pool === pool) return
  watched.pool = pool
  pool.on('acquire', (client) => countFailures(client))
  pool.on('error', () => dbQueryErrors.inc())
}
