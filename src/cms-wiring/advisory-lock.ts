// A named import: the default import of pg was left unbound in Turbopack's server bundle next to another
// module's `import type pg`.
import { Client } from 'pg'

/**
 * PostgreSQL advisory locks, for the steps that must run on one instance at a time when several share a
 * database: preparing the schema and content at start (src/seed/cli.ts), `npm run migrate`, and each tick of
 * the job runner (src/cms-wiring/job-runner.ts). Session locks on a connection of their own: PostgreSQL releases them
 * when that connection ends, so a process that dies while it holds one never blocks the others for good.
 */

/** Every lock the guide takes, by purpose. The name becomes the lock's 64-bit key (see lockKeySql). */
export const LOCKS = {
  /** Migrations and the first seed: `npm run migrate`, and the start step of every instance. */
  prepare: 'guide:prepare-database',
  /** One job runner tick at a time across all instances. */
  jobs: 'guide:jobs-runner',
} as const

/** A stable 64-bit key from a name (md5 is stable across servers and versions; hashtext is not promised to be). */
const lockKeySql = `('x' || substr(md5($1), 1, 16))::bit(64)::bigint`

/** A held lock; `connection` is the session that holds it, for work that belongs under it. */
export type HeldLock = { connection: Client; release: () => Promise<void> }

function client(connectionString: string) {
  const connection = new Client({ connectionString, application_name: 'guide-lock' })
  // A dropped connection releases the lock; report it instead of crashing on an unhandled 'error' event.
  connection.on('error', () => {})
  return connection
}

async function closing(connection: Client, name: string): Promise<HeldLock> {
  let released = false
  return {
    connection,
    release: async () => {
      if (released) return
      released = true
      try {
        await connection.query(`SELECT pg_advisory_unlock(${lockKeySql})`, [name])
      } catch {
        // The connection is gone, and with it the lock.
      }
      await connection.end().catch(() => {})
    },
  }
}

/**
 * Waits for the lock and holds it until `release`. `onWait` is told once when another holder makes us wait,
 * so a start that pauses says why.
 */
export async function acquireLock(
  connectionString: string,
  name: string,
  { onWait }: { onWait?: () => void } = {},
): Promise<HeldLock> {
  const connection = client(connectionString)
  await connection.connect()
  try {
    const { rows } = await connection.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${lockKeySql}) AS locked`, [name])
    if (!rows[0]?.locked) {
      onWait?.()
      await connection.query(`SELECT pg_advisory_lock(${lockKeySql})`, [name])
    }
  } catch (error) {
    await connection.end().catch(() => {})
    throw error
  }
  return closing(connection, name)
}

/** Takes the lock only if nobody holds it; undefined when another session does. */
export async function tryLock(connectionString: string, name: string): Promise<HeldLock | undefined> {
  const connection = client(connectionString)
  await connection.connect()
  try {
    const { rows } = await connection.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${lockKeySql}) AS locked`, [name])
    if (rows[0]?.locked) return closing(connection, name)
  } catch (error) {
    await connection.end().catch(() => {})
    throw error
  }
  await connection.end().catch(() => {})
  return undefined
}

export async function withLock<T>(
  connectionString: string,
  name: string,
  work: () => Promise<T>,
  options: { onWait?: () => void } = {},
): Promise<T> {
  const lock = await acquireLock(connectionString, name, options)
  try {
    return await work()
  } finally {
    await lock.release()
  }
}
