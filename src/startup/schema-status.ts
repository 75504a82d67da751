import type { Payload } from 'payload'

/** The committed migrations that the database has not applied yet (oldest first). */
export async function getPendingMigrations(payload: Payload, committed: readonly { name: string }[]): Promise<string[]> {
  let applied = new Set<string>()
  try {
    const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0, limit: 0 })
    applied = new Set(docs.map((doc) => doc.name as string))
  } catch {
    // No migrations table yet: an empty database, nothing applied.
  }
  return committed.map((migration) => migration.name).filter((name) => !applied.has(name))
}
