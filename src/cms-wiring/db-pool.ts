/** node-postgres' own default pool size, kept when GUIDE_DB_POOL_MAX is unset. */
export const DEFAULT_DB_POOL_MAX = 10

/**
 * Connections each instance may open to PostgreSQL (GUIDE_DB_POOL_MAX). Several instances share one server:
 * instances x (this + 2 for locks and the job runner) must stay under its max_connections (docs/operations.md, "Connections").
 */
export function dbPoolMax(value = process.env.GUIDE_DB_POOL_MAX): number {
  if (value === undefined || value.trim() === '') return DEFAULT_DB_POOL_MAX
  const max = Number(value)
  if (!Number.isInteger(max) || max < 1) throw new Error(`GUIDE_DB_POOL_MAX must be a whole number of at least 1, not "${value}".`)
  return max
}
