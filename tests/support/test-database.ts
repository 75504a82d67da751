/**
 * A real PostgreSQL for the integration tests, chosen in this order:
 * 1. DATABASE_URL: a throwaway database is created on that server and dropped afterwards, so the tests
 *    never touch the data already there;
 * 2. testcontainers' PostgreSQL module, when a Docker engine answers;
 * 3. an embedded server on a free port with a throwaway data folder.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedDb } from '@/startup/embedded-db'

import { withClient } from './pg-client'

export type TestDatabase = {
  url: string
  /** Which of the three sources answered, for the test log. */
  source: string
  release: () => Promise<void>
}

/**
 * A throwaway database on a running server (a test that needs a database of its own uses this too): empty, or a
 * copy of `template` (seededCopyTemplate's, a guide as the seed leaves it) when one is named.
 */
export async function fromDatabaseUrl(serverUrl: string, { template }: { template?: string } = {}): Promise<TestDatabase> {
  const name = `guide_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    source: `a throwaway database ${name} on DATABASE_URL`,
    release: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/**
 * A copy of the database at `databaseUrl`, kept as a template for fromDatabaseUrl (PostgreSQL copies a database in
 * well under a second, where the seed takes a minute or more). Made while nothing is connected to the original.
 */
export async function seededCopyTemplate(databaseUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const source = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
  const name = `guide_seeded_${randomBytes(6).toString('hex')}`
  // Through the server's maintenance database: PostgreSQL copies no database that a session is connected to.
  const maintenance = new URL(databaseUrl)
  maintenance.pathname = '/postgres'
  const query = (sql: string) => withClient(maintenance.toString(), (client) => client.query(sql))
  await query(`CREATE DATABASE ${name} TEMPLATE "${source}"`)
  return {
    name,
    drop: async () => {
      await query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function fromTestcontainers(): Promise<TestDatabase | undefined> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers')
    await getContainerRuntimeClient()
  } catch {
    return undefined // no Docker engine answers here
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
  const container = await new PostgreSqlContainer('postgres:17-alpine').start()
  return {
    url: container.getConnectionUri(),
    source: 'a testcontainers PostgreSQL',
    release: async () => {
      await container.stop()
    },
  }
}

async function fromEmbedded(): Promise<TestDatabase> {
  // os.tmpdir() is reachable by the `postgres` user that the server runs as under root.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-test-pg-'))
  fs.chmodSync(dataDir, 0o755)
  const db = await startEmbeddedDb({
    dataDir: path.join(dataDir, 'postgres'),
    password: randomBytes(16).toString('hex'),
  })
  return {
    url: db.url,
    source: `an embedded PostgreSQL on port ${db.port}`,
    release: async () => {
      await db.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function provisionTestDatabase(): Promise<TestDatabase> {
  if (process.env.DATABASE_URL) return fromDatabaseUrl(process.env.DATABASE_URL)
  return (await fromTestcontainers()) ?? fromEmbedded()
}
