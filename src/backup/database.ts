/**
 * The database half of a backup: every table of the guide's schema through `COPY ... TO STDOUT`, inside one
 * read-only serializable transaction, so the whole dump is one consistent snapshot of a live guide (DEFERRABLE
 * waits for a snapshot that no running write can invalidate, instead of failing). Sequences are read in the
 * same transaction. No pg_dump: none on these machines reads PostgreSQL 18 (docs/operations.md, "Backups").
 */
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'

import type { Client } from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'

import type { ArchiveWriter } from './archive'

export type TableInfo = { name: string; columns: string[] }
export type SequenceValue = { name: string; lastValue: string; isCalled: boolean }
export type SchemaVersion = { migrations: string[] }

/**
 * Tables that say nothing about whether the guide holds content: the schema's own bookkeeping, per-client
 * rate limits, editors' locks and preferences, queued jobs, and the search index (rebuilt from content).
 */
const BOOKKEEPING = new Set([
  'payload_migrations',
  'api_rate_limits',
  'payload_locked_documents',
  'payload_locked_documents_rels',
  'payload_preferences',
  'payload_preferences_rels',
  'payload_jobs',
  'payload_jobs_log',
  'payload_kv',
  'search_entries',
])

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Base tables of the current schema, parents before the tables whose foreign keys point at them. */
export async function listTables(client: Client): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  )
  const { rows: columns } = await client.query<{ table: string; name: string }>(
    // Generated columns (the search table's tsvector) are computed again on the way in, never copied.
    `SELECT c.relname AS table, a.attname AS name FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
        AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
  )
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema() AND k.conrelid <> k.confrelid`,
  )
  const columnsOf = new Map<string, string[]>()
  for (const { table, name } of columns) columnsOf.set(table, [...(columnsOf.get(table) ?? []), name])
  const parentsOf = new Map<string, Set<string>>()
  for (const { child, parent } of references) parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(parent))

  // Depth-first: each table after its parents. A cycle of foreign keys between tables would make a restore in
  // this order fail on its first row; Payload's schema has none, and a restore would say which table refused.
  const ordered: TableInfo[] = []
  const placed = new Set<string>()
  const visiting = new Set<string>()
  const place = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return
    visiting.add(name)
    for (const parent of parentsOf.get(name) ?? []) place(parent)
    visiting.delete(name)
    placed.add(name)
    ordered.push({ name, columns: columnsOf.get(name) ?? [] })
  }
  for (const { name } of tables) place(name)
  return ordered
}

async function listSequences(client: Client): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`,
  )
  const values: SequenceValue[] = []
  for (const { name } of rows) {
    const { rows: [value] } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${quoteIdent(name)}`,
    )
    values.push({ name, lastValue: value.last_value, isCalled: value.is_called })
  }
  return values
}

/** The applied migrations, oldest first; an empty list when Payload has not migrated this database. */
export async function schemaVersion(client: Client): Promise<SchemaVersion> {
  const { rows: exists } = await client.query(`SELECT to_regclass('payload_migrations') IS NOT NULL AS present`)
  if (!exists[0].present) return { migrations: [] }
  const { rows } = await client.query<{ name: string }>(
    // Payload records a development push as a migration named "dev"; it is no schema version.
    `SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name`,
  )
  return { migrations: rows.map((row) => row.name) }
}

export const describeVersion = (version: SchemaVersion) =>
  version.migrations.length
    ? `${version.migrations.at(-1)} (${version.migrations.length} migrations)`
    : 'no migrations applied'

export function sameVersion(a: SchemaVersion, b: SchemaVersion) {
  return a.migrations.length === b.migrations.length && a.migrations.every((name, i) => name === b.migrations[i])
}

/** Tables holding content, with their row counts (empty when the guide holds none). */
export async function contentTables(client: Client, tables: TableInfo[]): Promise<{ name: string; rows: number }[]> {
  const found: { name: string; rows: number }[] = []
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue
    const { rows } = await client.query<{ count: string }>(`SELECT count(*)::text AS count FROM ${quoteIdent(name)}`)
    if (Number(rows[0].count) > 0) found.push({ name, rows: Number(rows[0].count) })
  }
  return found
}

export type DatabaseSnapshot = { version: SchemaVersion; tables: TableInfo[]; sequences: SequenceValue[] }

/**
 * Opens the snapshot and describes it; `dumpTables` then writes every table from the same transaction. The
 * caller ends the transaction (`endSnapshot`) once the archive has every table.
 */
export async function beginSnapshot(client: Client): Promise<DatabaseSnapshot> {
  await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE READ ONLY DEFERRABLE')
  const version = await schemaVersion(client)
  const tables = await listTables(client)
  const sequences = await listSequences(client)
  return { version, tables, sequences }
}

export async function dumpTables(client: Client, snapshot: DatabaseSnapshot, archive: ArchiveWriter) {
  const counts: Record<string, number> = {}
  for (const table of snapshot.tables) {
    const columns = table.columns.map(quoteIdent).join(', ')
    const stream = client.query(copyTo(`COPY ${quoteIdent(table.name)} (${columns}) TO STDOUT`))
    let rows = 0
    // COPY's text format ends every row with a newline and escapes those inside values.
    const counted = (async function* () {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1)) rows += 1
        yield chunk
      }
    })()
    await archive.entry({ kind: 'table', name: table.name, columns: table.columns }, counted)
    counts[table.name] = rows
  }
  await archive.entry({ kind: 'sequences', values: snapshot.sequences })
  return counts
}

export async function endSnapshot(client: Client) {
  await client.query('COMMIT')
}

/**
 * Locks every table of the guide against every other session until the caller's transaction ends: a write that
 * started earlier is waited for, one that comes later waits for the restore. So what a restore finds in the tables
 * after this (whether the guide holds content) stays true until it has replaced them.
 */
export async function lockTables(client: Client, tables: TableInfo[]) {
  if (tables.length) await client.query(`LOCK TABLE ${tables.map((t) => quoteIdent(t.name)).join(', ')} IN ACCESS EXCLUSIVE MODE`)
}

/**
 * Empties every table of the guide, in one statement, inside the caller's transaction (so foreign keys between
 * them never see a half-emptied schema).
 */
export async function emptyTables(client: Client, tables: TableInfo[]) {
  if (tables.length) await client.query(`TRUNCATE ${tables.map((t) => quoteIdent(t.name)).join(', ')}`)
}

export async function loadTable(client: Client, table: TableInfo, body: AsyncIterable<Buffer>): Promise<number> {
  const columns = table.columns.map(quoteIdent).join(', ')
  const stream = client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${columns}) FROM STDIN`))
  await pipeline(Readable.from(body), stream)
  return stream.rowCount
}

export async function setSequences(client: Client, values: SequenceValue[]) {
  for (const value of values) {
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [quoteIdent(value.name), value.lastValue, value.isCalled])
  }
}
