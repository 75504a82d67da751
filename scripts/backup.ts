/**
 * `npm run backup [-- --out PATH]` and `npm run restore -- FILE [--force] [--server URL ... | --no-server]`, started by
 * scripts/guide.ts, which provides DATABASE_URL (the embedded server or the operator's) and the secrets. Both
 * take the archive's key from BACKUP_KEY or BACKUP_KEY_FILE (src/backup/encryption.ts).
 *
 * backup: one archive (src/backup/archive.ts) with the schema version, every table of one consistent snapshot
 * and the uploads (the disk folder, or the bucket with S3_*), encrypted when a key is set. Written and synced
 * under a temporary name and renamed, so a half-written archive never carries the final name.
 *
 * restore: reads the whole archive first (key, checksum, every entry against the manifest) and changes nothing
 * unless it is whole. Then, in one transaction with every table locked: refuses another schema version and,
 * without --force, a guide that holds content; replaces every table while reading the archive a second time,
 * staging its uploads; commits only once that read has reached the end and matched the first. Then it places the
 * uploads and expires every cache (src/backup/caches.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { ArchiveError, ArchiveWriter, isEncrypted, moveIntoPlace, readArchive, type EntryHeader } from '../src/backup/archive'
import { expireServerCache, flushRedisCache } from '../src/backup/caches'
import { checkContents, tablesDiffer, type ArchiveContents, type Manifest } from '../src/backup/contents'
import {
  beginSnapshot,
  contentTables,
  describeVersion,
  dumpTables,
  emptyTables,
  endSnapshot,
  listTables,
  loadTable,
  lockTables,
  sameVersion,
  schemaVersion,
  setSequences,
  type SequenceValue,
  type TableInfo,
} from '../src/backup/database'
import { describeKey, keyFromEnvironment, KeyError, type ArchiveKey } from '../src/backup/encryption'
import { describeStore, dumpUploads, uploadStaging, type UploadStore } from '../src/backup/uploads'
import { LOCKS, withLock } from '@/cms-wiring/advisory-lock'
import { s3Settings } from '@/cms-wiring/storage'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = path.resolve(root, process.env.GUIDE_DATA_DIR ?? '.data')
/** Paths given on the command line are the caller's: npm runs scripts from the package root (INIT_CWD is where it was called). */
const fromCaller = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
const started = Date.now()
const say = (line: string) => console.log(`[backup] ${line}`)
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

/** Exit codes: 1 failure, 2 usage, 3 the archive is not whole, 4 refused (content, schema version), 5 the key. */
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

/** The key from the environment; a malformed one stops before anything is read or written. */
function archiveKey(): ArchiveKey | undefined {
  try {
    return keyFromEnvironment()
  } catch (error) {
    if (error instanceof KeyError) throw new Refusal(`Cannot use the backup key: ${error.message}.`, 5)
    throw error
  }
}

async function backup(args: string[]) {
  const outIndex = args.indexOf('--out')
  const file = archivePath(outIndex >= 0 ? args[outIndex + 1] : undefined)
  const key = archiveKey()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.partial`
  const store = uploadStore()
  const client = await connect()
  const archive = await ArchiveWriter.create(partial, key)
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
    moveIntoPlace(partial, file)
  } catch (error) {
    archive.destroy()
    fs.rmSync(partial, { force: true })
    throw error
  } finally {
    await client.end().catch(() => {})
  }
  say(`Wrote ${file} (${humanSize(fs.statSync(file).size)}) in ${seconds()}.`)
  // The archive holds the users' password hashes and sessions and the feedback's addresses (docs/operations.md).
  if (key) say(`The archive is encrypted with ${describeKey(key)} (age); restore needs ${key.kind === 'passphrase' ? 'the same passphrase' : 'the age key'} in BACKUP_KEY.`)
  else say('The archive is not encrypted: it holds password hashes, sessions and feedback addresses. Store it encrypted, or set BACKUP_KEY.')
}

/** Reads the archive through once (readArchive drains each body): what it holds if every byte and entry checks out. */
async function verify(file: string, key: ArchiveKey | undefined): Promise<ArchiveContents> {
  const headers: EntryHeader[] = []
  let sha256: string | undefined
  for await (const { header } of readArchive(file, { key, onEnd: (digest) => (sha256 = digest) })) headers.push(header)
  return checkContents(headers, sha256!)
}

/** A problem with the archive or its key, as the refusal the operator reads. */
function refusalFor(file: string, error: unknown): unknown {
  if (error instanceof ArchiveError) return new Refusal(`Refusing to restore ${file}: ${error.message}. Nothing was changed.`, 3)
  if (error instanceof KeyError) return new Refusal(`Refusing to restore ${file}: ${error.message}. Nothing was changed.`, 5)
  return error
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
  const key = archiveKey()

  say(`Checking ${file} ...`)
  let contents: ArchiveContents
  try {
    contents = await verify(file, key)
  } catch (error) {
    throw refusalFor(file, error)
  }
  const { manifest } = contents
  say(
    `The archive is whole${isEncrypted(file) ? ' (encrypted)' : ''}: made ${manifest.createdAt}, schema ${describeVersion(manifest.schema)}, ` +
      `${manifest.tables.length} tables, ${contents.uploads} uploads (${seconds()}).`,
  )

  const store = uploadStore()
  const client = await connect()
  try {
    await withLock(process.env.DATABASE_URL!, LOCKS.prepare, () => replaceGuide(client, file, key, contents, store, force), {
      onWait: () => say('An instance is preparing the database; waiting for it to finish ...'),
    })
  } finally {
    await client.end().catch(() => {})
  }
  await expireCaches(args)
  say(`Restored ${file} in ${seconds()}.`)
}

/** Refuses, inside the restore's transaction and with every table locked, a guide the archive must not replace. */
async function refuseUnlessFits(client: pg.Client, manifest: Manifest, tables: TableInfo[], force: boolean) {
  const version = await schemaVersion(client)
  if (!sameVersion(version, manifest.schema)) {
    throw new Refusal(
      `Refusing to restore: the archive is from schema version ${describeVersion(manifest.schema)}, ` +
        `this guide is at ${describeVersion(version)}. Restore it with the release that made it (then upgrade with ` +
        '`npm run migrate`). Nothing was changed.',
      4,
    )
  }
  const difference = tablesDiffer(manifest, tables)
  if (difference) throw new Refusal(`Refusing to restore: ${difference}, although the schema versions match. Nothing was changed.`, 4)
  const content = await contentTables(client, tables)
  if (content.length && !force) {
    const list = content.slice(0, 5).map((t) => `${t.name}: ${t.rows}`).join(', ')
    throw new Refusal(
      `Refusing to restore: this guide holds content (rows in ${content.length} tables; ${list}${content.length > 5 ? ', ...' : ''}). ` +
        'A restore replaces all of it; run it again with --force to do that. Nothing was changed.',
      4,
    )
  }
}

/**
 * Replaces the guide in one transaction: locks every table, checks, empties them, and loads the archive read a
 * second time. Every header must be the one the first read checked and the checksum the same, so the file cannot
 * have changed in between; the uploads are staged meanwhile. Only then the transaction commits, and the uploads are
 * placed.
 */
async function replaceGuide(client: pg.Client, file: string, key: ArchiveKey | undefined, contents: ArchiveContents, store: UploadStore, force: boolean) {
  const tables = await listTables(client)
  const byName = new Map(contents.manifest.tables.map((table) => [table.name, table]))
  const staging = uploadStaging(store)
  let inTransaction = false
  let rows = 0
  try {
    await client.query('BEGIN')
    inTransaction = true
    await lockTables(client, tables)
    await refuseUnlessFits(client, contents.manifest, tables, force)
    await emptyTables(client, tables)
    let index = 0
    let sha256: string | undefined
    const changed = () => new ArchiveError('it changed since it was checked (a second read differs from the first)')
    for await (const { header, body } of readArchive(file, { key, onEnd: (digest) => (sha256 = digest) })) {
      if (JSON.stringify(header) !== JSON.stringify(contents.headers[index])) throw changed()
      index += 1
      if (header.kind === 'table') rows += await loadTable(client, byName.get(String(header.name))!, body)
      else if (header.kind === 'sequences') await setSequences(client, header.values as SequenceValue[])
      else if (header.kind === 'upload') await staging.stage(String(header.path), body, header.contentType as string | undefined)
    }
    if (index !== contents.headers.length || sha256 !== contents.sha256) throw changed()
    await client.query('COMMIT')
    inTransaction = false
  } catch (error) {
    if (inTransaction) await client.query('ROLLBACK').catch(() => {})
    staging.discard()
    throw refusalFor(file, error)
  }
  say(`Database: ${rows} rows in ${tables.length} tables (${seconds()}).`)
  let placed = 0
  try {
    await staging.place(() => (placed += 1))
  } catch (error) {
    throw new Error(
      `The database is restored, but only ${placed} of ${staging.count} uploads were placed into ${describeStore(store)} ` +
        `(${(error as Error).message}). Once that is fixed, run the same restore again with --force.`,
    )
  } finally {
    staging.discard()
  }
  say(`Uploads: ${placed} files into ${describeStore(store)} (${seconds()}).`)
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
