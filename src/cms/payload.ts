import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload } from 'payload'

import { watchDatabasePool } from '@/observability/database-pool'

/** The one Payload instance of this process (getPayload caches it); its pool reports to the metrics. */
export async function getGuidePayload() {
  const payload = await getPayload({ config })
  watchDatabasePool((payload.db as unknown as { pool: Pool }).pool)
  return payload
}

/** Payload's own PostgreSQL pool, for the few plain SQL statements the guide runs (no second pool). */
export async function getGuidePool(): Promise<Pool> {
  const payload = await getGuidePayload()
  return (payload.db as unknown as { pool: Pool }).pool
}
