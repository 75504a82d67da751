/**
 * `npm run backup [-- --out PATH]` and `npm run restore -- FILE [--force] [--server URL ... | --no-server]`, started by
 * scripts/guide.ts, which provides DATABASE_URL (the embedded server or the operator's) and the secrets.
 *
 * backup: one archive (src/backup/archive.ts) with the schema version, every table of one consistent snapshot
 * and the uploads (the disk folder, or the bucket with S3_*). Written under a temporary name and renamed, so
 * a half-written archive never carries the final name.
 *
 * restore: reads the whole archive first (checksum, every entry) and changes nothing unless it is whole; then
 * refuses another schema version and, without --force, a guide that holds content; then replaces every table
 * in one transaction, writes the uploads, and expires every cache (src/backup/caches.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { ArchiveError, ArchiveWriter, collect, readArchive } from '../src/backup/archive'
import { expireServerCache, flushRedisCache } from '../src/backup/caches'
import {
  beginSnapshot,
  contentTables,
  describeVersion,
  dumpTables,
  emptyTables,
  endSnapshot,
  listTables,
  loadTable,
  sameVersion,
  schemaVersion,
  setSequences,
  type SchemaVersion,
  type SequenceValue,
  type TableInfo,
} from '../src/backup/database'
import { describeStore, dumpUploads, safeUploadPath, uploadWriter, type UploadStore } from '../src/backup/uploads'
import { LOCKS, withLock } from '@/server/advisory-lock'
import { s3Settings } from '@/server/storage'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = path.resolve(root, process.env.GUIDE_DATA_DIR ?? '.data')
/** Paths given on the command line are the caller's: npm runs scripts from the package root (INIT_CWD is where it was called). */
const fromCaller = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
const started = Date.now()
const say = (line: string) => console.log(`[backup] ${line}`)
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

/** Exit codes: 1 failure, 2 usage, 3 the archive is not whole, 4 refused (content, schema version). */
class Refusal extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

function uploadStore(): UploadStore {
  const settings = s3Settings()
  return settings ? { kind: 's3', settings } : { kind: 'disk', dir: path.join(dataDir, 'media') }
}

function humanSize(bytes: number) {
  return bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`
}

async function connect(): Promise<pg.Client> {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set (scripts/guide.ts sets it; run this through npm run backup / restore).')
  const client = new pg.Client({ connectionString: url, application_name: 'guide-backup' })
  await client.connect()
  return client
}

function archivePath(out: string | undefined): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
  const name = `guide-${stamp}.backup`
  const target = out ? fromCaller(out) : path.resolve(root, process.env.GUIDE_BACKUP_DIR ?? path.join(dataDir, 'backups'))
  if (out && !out.endsWith('/') && !(fs.existsSync(target) && fs.statSync(target).isDirectory())) return target
  return path.join(target, name)
}

async function backup(args: string[]) {
  const outIndex = args.indexOf('--out')
  const file = archivePath(outIndex >= 0 ? args[outIndex + 1] : undefined)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.partial`
  const store = uploadStore()
  const client = await connect()
  const archive = new ArchiveWriter(partial)
  try {
    const snapshot = await beginSnapshot(client)
    if (!snapshot.version.migrations.length) throw new Error('This database has no guide in it (no migrations applied); nothing to back up.')
    await archive.entry({
      kind: 'manifest',
      createdAt: new Date().toISOString(),
      schema: snapshot.version,
      tables: snapshot.tables,
      uploads: store.kind,
    })
    const counts = await dumpTables(client, snapshot, archive)
    await endSnapshot(client)
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0)
    say(`Database: ${snapshot.tables.length} tables, ${rows} rows, schema ${describeVersion(snapshot.version)} (${seconds()}).`)
    const uploads = await dumpUploads(store, archive)
    say(`Uploads: ${uploads.files} files, ${humanSize(uploads.bytes)} from ${describeStore(store)} (${seconds()}).`)
    await archive.close()
    fs.renameSync(partial, file)
  } catch (error) {
    archive.destroy()
    fs.rmSync(partial, { force: true })
    throw error
  } finally {
    await client.end().catch(() => {})
  }
  say(`Wrote ${file} (${humanSize(fs.statSync(file).size)}) in ${seconds()}.`)
}

type Manifest = { schema: SchemaVersion; tables: TableInfo[]; createdAt: string }

/** Reads the archive through once (readArchive drains each body): its manifest if every byte checks out, an ArchiveError otherwise. */
async function verify(file: string): Promise<{ manifest: Manifest; uploads: number }> {
  let manifest: Manifest | undefined
  let uploads = 0
  for await (const { header } of readArchive(file)) {
    if (!manifest) {
      if (header.kind !== 'manifest') throw new ArchiveError('it does not start with a manifest')
      manifest = header as unknown as Manifest
      continue
    }
    if (header.kind === 'upload') {
      if (!safeUploadPath(header.path)) throw new ArchiveError(`it names an upload outside the uploads folder (${String(header.path)})`)
      uploads += 1
    }
  }
  if (!manifest) throw new ArchiveError('it holds no manifest')
  return { manifest, uploads }
}

function option(args: string[], name: string): string[] {
  const values: string[] = []
  args.forEach((arg, i) => arg === name && args[i + 1] && values.push(args[i + 1]))
  return values
}

async function restore(args: string[]) {
  const given = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--server')
  if (!given) throw new Refusal('usage: npm run restore -- FILE [--force] [--server URL ... | --no-server]', 2)
  const file = fromCaller(given)
  const force = args.includes('--force')
  if (!fs.existsSync(file)) throw new Refusal(`There is no archive at ${file}.`, 2)

  say(`Checking ${file} ...`)
  let checked: Awaited<ReturnType<typeof verify>>
  try {
    checked = await verify(file)
  } catch (error) {
    if (error instanceof ArchiveError) {
      throw new Refusal(`Refusing to restore ${file}: ${error.message}. Nothing was changed.`, 3)
    }
    throw error
  }
  const { manifest } = checked
  say(`The archive is whole: made ${manifest.createdAt}, schema ${describeVersion(manifest.schema)}, ${manifest.tables.length} tables, ${checked.uploads} uploads (${seconds()}).`)

  const store = uploadStore()
  const client = await connect()
  try {
    await withLock(
      process.env.DATABASE_URL!,
      LOCKS.prepare,
      async () => {
        const version = await schemaVersion(client)
        if (!sameVersion(version, manifest.schema)) {
          throw new Refusal(
            `Refusing to restore: the archive is from schema version ${describeVersion(manifest.schema)}, ` +
              `this guide is at ${describeVersion(version)}. Restore it with the release that made it (then upgrade with ` +
              '`npm run migrate`). Nothing was changed.',
            4,
          )
        }
        const tables = await listTables(client)
        const byName = new Map(tables.map((table) => [table.name, table]))
        const mismatch = manifest.tables.find(
          (table) => byName.get(table.name)?.columns.join(',') !== table.columns.join(','),
        )
        if (mismatch) {
          throw new Refusal(`Refusing to restore: the table ${mismatch.name} differs from the archive's although the schema versions match. Nothing was changed.`, 4)
        }
        const content = await contentTables(client, tables)
        if (content.length && !force) {
          const list = content.slice(0, 5).map((t) => `${t.name}: ${t.rows}`).join(', ')
          throw new Refusal(
            `Refusing to restore: this guide holds content (rows in ${content.length} tables; ${list}${content.length > 5 ? ', ...' : ''}). ` +
              'A restore replaces all of it; run it again with --force to do that. Nothing was changed.',
            4,
          )
        }
        await load(client, file, tables, store)
      },
      { onWait: () => say('An instance is preparing the database; waiting for it to finish ...') },
    )
  } finally {
    await client.end().catch(() => {})
  }
  await expireCaches(args)
  say(`Restored ${file} in ${seconds()}.`)
}

async function load(client: pg.Client, file: string, tables: TableInfo[], store: UploadStore) {
  const writer = uploadWriter(store)
  let inTransaction = false
  let rows = 0
  let files = 0
  const commit = async () => {
    if (!inTransaction) return
    await client.query('COMMIT')
    inTransaction = false
    say(`Database: ${rows} rows in ${tables.length} tables (${seconds()}).`)
  }
  try {
    await client.query('BEGIN')
    inTransaction = true
    await emptyTables(client, tables)
    for await (const { header, body } of readArchive(file)) {
      if (header.kind === 'table') {
        rows += await loadTable(client, { name: String(header.name), columns: header.columns as string[] }, body)
      } else if (header.kind === 'sequences') {
        await setSequences(client, header.values as SequenceValue[])
      } else if (header.kind === 'upload') {
        // The uploads follow every table: the database is committed whole before the first file is written.
        await commit()
        await writer.write(safeUploadPath(header.path)!, await collect(body), header.contentType as string | undefined)
        files += 1
      }
    }
    await commit()
  } catch (error) {
    if (inTransaction) await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    writer.close()
  }
  say(`Uploads: ${files} files into ${describeStore(store)} (${seconds()}).`)
}

async function expireCaches(args: string[]) {
  if (process.env.REDIS_URL) {
    try {
      say(`Shared cache: deleted ${await flushRedisCache(process.env.REDIS_URL)} entries in Redis.`)
    } catch (error) {
      say(`Could not reach Redis at REDIS_URL to empty the shared cache (${(error as Error).message}); restart every instance, or flush it by hand.`)
      process.exitCode = 1
    }
  }
  // With Redis, the shared cache is every instance's; without it, each running server must expire its own.
  const servers = option(args, '--server')
  // --no-server: nothing runs against this database yet (a new machine), so there is no server to tell.
  if (!servers.length && !process.env.REDIS_URL && !args.includes('--no-server')) servers.push(`http://127.0.0.1:${process.env.PORT ?? '3000'}`)
  for (const server of servers) {
    const result = await expireServerCache(server, process.env.PAYLOAD_SECRET ?? '')
    if (result.outcome === 'expired') say(`The server at ${server} expired its cache.`)
    else if (result.outcome === 'not-running') say(`No server runs at ${server}; a server started from now on renders every page afresh.`)
    else {
      say(`The server at ${server} did not expire its cache (${result.detail}); restart it so it serves the restored guide.`)
      process.exitCode = 1
    }
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2)
  if (command === 'backup') return backup(args)
  if (command === 'restore') return restore(args)
  throw new Refusal('usage: tsx scripts/backup.ts <backup [--out PATH] | restore FILE [--force] [--server URL ... | --no-server]>', 2)
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: Error) => {
    console.error(`[backup] ${error instanceof Refusal ? error.message : `failed: ${error.stack ?? error.message}`}`)
    process.exit(error instanceof Refusal ? error.code : 1)
  },
)
