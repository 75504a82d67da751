import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload } from 'payload'

/** The one Payload instance of this process (getPayload caches it). */
export function getGuidePayload() {
  return getPayload({ config })
}

/** Payload's own PostgreSQL pool, for the few plain SQL statements the guide runs (no second pool). */
export async function getGuidePool(): Promise<Pool> {
  const payload = await getGuidePayload()
  return (payload.db as unknown as { pool: Pool }).pool
}
