import { getGuidePayload } from '@/lib/payload'

/** Asks the database a trivial question, giving up after a few seconds rather than hanging the check. */
export async function databaseIsUp(timeoutMs = 3000): Promise<boolean> {
  const probe = (async () => {
    const payload = await getGuidePayload()
    const pool = (payload.db as unknown as { pool: { query: (sql: string) => Promise<unknown> } }).pool
    await pool.query('SELECT 1')
    return true
  })()
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())
  return Promise.race([probe.catch(() => false), timeout])
}
