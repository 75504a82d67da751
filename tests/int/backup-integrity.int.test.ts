/**
 * What a restore refuses, and that it changes nothing when it does (docs/operations.md, "Backups"), on real
 * PostgreSQL with the run's seeded guide: an encrypted archive without its key or with another; an archive whose
 * entries do not agree with its manifest; an archive that changes between the restore's check and its load; a
 * feedback post that lands while the restore is about to empty an empty guide. Plus the encrypted round trip.
 * The guide that is restored over is the seeded guide with one hero renamed, so "nothing changed" can be told
 * from "restored the same rows".
 */
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { generateIdentity, identityToRecipient } from 'age-encryption'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { ArchiveWriter, readArchive } from '@/backup/archive'
import { acquireLock, LOCKS } from '@/cms-wiring/advisory-lock'

import { mediaListing, runGuide, withoutTraffic, type Run } from '../support/backup-runs'
import { databaseFingerprint } from '../support/database-fingerprint'
import { withClient } from '../support/pg-client'
import { fromDatabaseUrl } from '../support/test-database'

const sourceUrl = inject('databaseUrl')
const sourceDir = inject('dataDir')
const payloadSecret = inject('payloadSecret')

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-backup-integrity-'))
const cleanups: (() => Promise<void> | void)[] = [() => fs.rmSync(scratch, { recursive: true, force: true })]
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
}, 120_000)

const guide = (args: string[], env: Record<string, string>) => runGuide(args, env, { payloadSecret })
const step = (args: string[], env: Record<string, string>, onOutput?: (output: string) => void) =>
  runGuide(args, env, { payloadSecret, script: 'scripts/backup.ts', onOutput })

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Every upload of a guide's folder with its checksum. */
function uploadsOf(dir: string): Record<string, string> {
  return Object.fromEntries(mediaListing(dir).map((name) => [name, sha256(fs.readFileSync(path.join(dir, 'media', name)))]))
}

/** Polls a condition the test waits for (a lock wait, a line of output): a signal, not a fixed time. */
async function until(what: string, condition: () => Promise<boolean> | boolean, timeout = 60_000) {
  const deadline = Date.now() + timeout
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Whether a restore (application_name guide-backup) of this database waits for a lock. */
const restoreWaitsForLock = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query(
      `SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE NOT l.granted AND a.application_name = 'guide-backup' AND a.datname = current_database()`,
    )
    return rows.length > 0
  })

/** A copy of a plain archive with its headers changed by `change` (the checksum recomputed, as a forger would). */
async function rewritten(from: string, to: string, change: (header: Record<string, unknown>) => Record<string, unknown>) {
  const writer = await ArchiveWriter.create(to)
  for await (const { header, body } of readArchive(from)) await writer.entry(change(header) as never, body)
  await writer.close()
}

let plain: string
let target: Record<string, string>
/** The target as the refusals must leave it: the seeded guide with one hero renamed. */
let before: Record<string, string>
let uploadsBefore: Record<string, string>

async function expectUnchanged(run: Run, code: number, message: RegExp) {
  expect(run.code, run.output).toBe(code)
  expect(run.output).toMatch(message)
  expect(run.output).toContain('Nothing was changed.')
  expect(withoutTraffic(await databaseFingerprint(target.DATABASE_URL))).toEqual(before)
  expect(uploadsOf(target.GUIDE_DATA_DIR)).toEqual(uploadsBefore)
}

beforeAll(async () => {
  plain = path.join(scratch, 'plain.backup')
  const backup = await step(['backup', '--out', plain], { DATABASE_URL: sourceUrl, GUIDE_DATA_DIR: sourceDir })
  expect(backup.code, backup.output).toBe(0)
  expect(backup.output).toContain('The archive is not encrypted: it holds password hashes, sessions and feedback addresses.')
  const database = await fromDatabaseUrl(sourceUrl)
  cleanups.push(database.release)
  target = { DATABASE_URL: database.url, GUIDE_DATA_DIR: fs.mkdtempSync(path.join(scratch, 'target-')) }
  const restore = await guide(['restore', plain, '--no-server'], target)
  expect(restore.code, restore.output).toBe(0)
  await withClient(target.DATABASE_URL, (client) => client.query(`UPDATE heroes SET nickname = $1 WHERE id = (SELECT min(id) FROM heroes)`, [`Kept ${randomUUID()}`]))
  before = withoutTraffic(await databaseFingerprint(target.DATABASE_URL))
  uploadsBefore = uploadsOf(target.GUIDE_DATA_DIR)
  expect(Object.keys(uploadsBefore).length).toBeGreaterThan(100)
}, 600_000)

describe('an encrypted archive', () => {
  let identity: string
  let recipient: string
  const encrypted = path.join(scratch, 'encrypted.backup')

  beforeAll(async () => {
    identity = await generateIdentity()
    recipient = await identityToRecipient(identity)
  })

  it('is written with the public key alone and restored whole with the age key', async () => {
    // The machine that makes the archives holds only the public key (docs/operations.md, "Encrypting archives").
    const backup = await step(['backup', '--out', encrypted], { DATABASE_URL: sourceUrl, GUIDE_DATA_DIR: sourceDir, BACKUP_KEY: recipient })
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toContain(`The archive is encrypted with the age public key ${recipient} (age)`)
    const bytes = fs.readFileSync(encrypted)
    expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n')
    expect(() => zlib.gunzipSync(bytes)).toThrow()
    expect(fs.statSync(encrypted).mode & 0o777).toBe(0o600)

    const fresh = await fromDatabaseUrl(sourceUrl)
    cleanups.push(fresh.release)
    const restoredTo = { DATABASE_URL: fresh.url, GUIDE_DATA_DIR: fs.mkdtempSync(path.join(scratch, 'encrypted-')) }
    const restore = await guide(['restore', encrypted, '--no-server'], { ...restoredTo, BACKUP_KEY: identity })
    expect(restore.code, restore.output).toBe(0)
    expect(restore.output).toContain('The archive is whole (encrypted)')
    expect(withoutTraffic(await databaseFingerprint(restoredTo.DATABASE_URL))).toEqual(withoutTraffic(await databaseFingerprint(sourceUrl)))
    expect(uploadsOf(restoredTo.GUIDE_DATA_DIR)).toEqual(uploadsOf(sourceDir))
  }, 600_000)

  it('is refused without a key, with another key or with the public key, even with --force, and nothing changes', async () => {
    const restore = (env: Record<string, string>) => step(['restore', encrypted, '--force', '--no-server'], { ...target, ...env })
    await expectUnchanged(await restore({}), 5, /Refusing to restore .*: it is encrypted, and no key was given \(set BACKUP_KEY or BACKUP_KEY_FILE\)/)
    await expectUnchanged(await restore({ BACKUP_KEY: await generateIdentity() }), 5, /it is encrypted, and the backup key given does not open it/)
    await expectUnchanged(await restore({ BACKUP_KEY: recipient }), 5, /the backup key is a public key \(age1\.\.\.\), which can only encrypt/)
    await expectUnchanged(await restore({ BACKUP_KEY: 'a passphrase that is not the key' }), 5, /does not open it/)
  }, 300_000)
})

describe('an archive whose entries do not agree with its manifest', () => {
  it('is refused before anything is written, when an entry names a table its manifest does not list', async () => {
    const forged = path.join(scratch, 'unlisted-table.backup')
    await rewritten(plain, forged, (header) =>
      header.kind === 'manifest' ? { ...header, tables: (header.tables as { name: string }[]).filter((table) => table.name !== 'heroes') } : header,
    )
    const run = await step(['restore', forged, '--force', '--no-server'], target)
    await expectUnchanged(run, 3, /Refusing to restore .*: it has an entry for the table heroes, which its manifest does not list\./)
  }, 300_000)

  it('is refused before anything is written, when an entry names other columns than its manifest', async () => {
    const forged = path.join(scratch, 'other-columns.backup')
    await rewritten(plain, forged, (header) =>
      header.kind === 'table' && header.name === 'users' ? { ...header, columns: [...(header.columns as string[])].reverse() } : header,
    )
    const run = await step(['restore', forged, '--force', '--no-server'], target)
    await expectUnchanged(run, 3, /Refusing to restore .*: its entry for the table users names other columns than its manifest\./)
  }, 300_000)
})

describe('an archive that changes after the restore checked it', () => {
  it('commits nothing: a damaged upload read on the second pass leaves the database and the uploads as they were', async () => {
    // A copy of the archive with one byte of its first upload changed (the checksum at the end then fails).
    const raw = zlib.gunzipSync(fs.readFileSync(plain))
    const upload = raw.indexOf('{"kind":"upload"')
    expect(upload).toBeGreaterThan(0)
    const damagedRaw = Buffer.from(raw)
    damagedRaw[raw.indexOf(0x0a, upload) + 200] ^= 0x01
    const damaged = path.join(scratch, 'damaged.backup')
    fs.writeFileSync(damaged, zlib.gzipSync(damagedRaw))

    const archive = path.join(scratch, 'swapped.backup')
    fs.copyFileSync(plain, archive)
    // Holding the lock every restore waits for lets the test swap the file between the check and the load.
    const lock = await acquireLock(target.DATABASE_URL, LOCKS.prepare)
    let released = false
    const running = step(['restore', archive, '--force', '--no-server'], target, (output) => {
      if (released || !output.includes('waiting for it to finish')) return
      released = true
      fs.renameSync(damaged, archive)
      void lock.release()
    })
    const run = await running
    expect(released, run.output).toBe(true)
    expect(run.output).toContain('The archive is whole')
    await expectUnchanged(run, 3, /Refusing to restore .*: its checksum does not match its content \(the file is damaged\)\./)
  }, 300_000)
})

describe('a restore into an empty guide', () => {
  it('checks for content inside its transaction: a feedback post that lands while the restore waits makes it refuse', async () => {
    // An empty guide on the current schema: the target with every table but the migrations emptied.
    await withClient(target.DATABASE_URL, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'payload_migrations'`,
      )
      await client.query(`TRUNCATE ${rows.map((row) => `"${row.name}"`).join(', ')}`)
    })
    const visitor = new pg.Client({ connectionString: target.DATABASE_URL })
    await visitor.connect()
    try {
      // A feedback post in flight: inserted, not yet committed, when the restore looks.
      await visitor.query('BEGIN')
      await visitor.query(`INSERT INTO feedback (message) VALUES ('Posted while the restore was starting')`)
      const running = step(['restore', plain, '--no-server'], target)
      await until('the restore to wait for the feedback post', () => restoreWaitsForLock(target.DATABASE_URL))
      await visitor.query('COMMIT')
      const run = await running
      expect(run.code, run.output).toBe(4)
      expect(run.output).toMatch(/Refusing to restore: this guide holds content \(rows in 1 tables; feedback: 1\).*Nothing was changed\./)
      const { rows } = await visitor.query<{ message: string }>('SELECT message FROM feedback')
      expect(rows).toEqual([{ message: 'Posted while the restore was starting' }])
      expect((await visitor.query('SELECT count(*)::int AS n FROM heroes')).rows[0].n).toBe(0)
    } finally {
      await visitor.end()
    }
  }, 300_000)
})
