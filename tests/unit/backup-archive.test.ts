import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import zlib from 'node:zlib'

import { afterAll, describe, expect, it } from 'vitest'

import { generateIdentity, identityToRecipient } from 'age-encryption'

import { ArchiveError, ArchiveWriter, isEncrypted, readArchive } from '@/backup/archive'
import { checkContents, tablesDiffer } from '@/backup/contents'
import { AGE_HEADER, KeyError, keyFromEnvironment, parseKey, type ArchiveKey } from '@/backup/encryption'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-archive-test-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const big = randomBytes(2_500_000) // more than two frames

async function write(file: string, key?: ArchiveKey) {
  const archive = await ArchiveWriter.create(file, key)
  await archive.entry({ kind: 'manifest', note: 'first' })
  await archive.entry({ kind: 'table', name: 'heroes' }, (async function* () {
    yield 'row one\n'
    yield Buffer.from('row two\n')
  })())
  await archive.entry({ kind: 'upload', path: 'big.bin' }, big)
  await archive.close()
}

async function readAll(file: string, key?: ArchiveKey) {
  const entries: { header: Record<string, unknown>; body: Buffer }[] = []
  for await (const { header, body } of readArchive(file, { key })) entries.push({ header, body: await buffer(body) })
  return entries
}

const expectedHeaders = [
  { kind: 'manifest', note: 'first' },
  { kind: 'table', name: 'heroes' },
  { kind: 'upload', path: 'big.bin' },
]

describe('the backup archive format', () => {
  const file = path.join(dir, 'whole.backup')

  it('gives back every entry with its exact bytes', async () => {
    await write(file)
    const entries = await readAll(file)
    expect(entries.map((e) => e.header)).toEqual(expectedHeaders)
    expect(entries[1].body.toString()).toBe('row one\nrow two\n')
    expect(entries[2].body.equals(big)).toBe(true)
  })

  it('refuses the file cut short anywhere', async () => {
    const whole = fs.readFileSync(file)
    for (const fraction of [0.01, 0.3, 0.7, 0.999]) {
      const cut = path.join(dir, `cut-${fraction}.backup`)
      fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * fraction)))
      await expect(readAll(cut)).rejects.toThrow(ArchiveError)
    }
  })

  it('refuses changed content even when the gzip layer is intact', async () => {
    const raw = zlib.gunzipSync(fs.readFileSync(file))
    const at = raw.indexOf('row two')
    raw[at] = 'R'.charCodeAt(0)
    const changed = path.join(dir, 'changed.backup')
    fs.writeFileSync(changed, zlib.gzipSync(raw))
    await expect(readAll(changed)).rejects.toThrow(/checksum does not match/)
  })

  it('refuses a file that is not an archive', async () => {
    const other = path.join(dir, 'other.backup')
    fs.writeFileSync(other, zlib.gzipSync(Buffer.from('hello\n')))
    await expect(readAll(other)).rejects.toThrow(/not a guide backup archive/)
    fs.writeFileSync(other, 'plain text')
    await expect(readAll(other)).rejects.toThrow(ArchiveError)
  })
})

describe('an encrypted archive (age)', () => {
  let identity: string
  let other: string
  const file = path.join(dir, 'encrypted.backup')

  it('is an age file holding none of the archive in the clear, and reads back whole with its key', async () => {
    identity = await generateIdentity()
    other = await generateIdentity()
    await write(file, { kind: 'identity', identity })
    const bytes = fs.readFileSync(file)
    expect(bytes.subarray(0, AGE_HEADER.length).toString()).toBe(AGE_HEADER)
    expect(isEncrypted(file)).toBe(true)
    expect(bytes.includes(Buffer.from('heroes'))).toBe(false)
    const entries = await readAll(file, { kind: 'identity', identity })
    expect(entries.map((e) => e.header)).toEqual(expectedHeaders)
    expect(entries[2].body.equals(big)).toBe(true)
  })

  it('refuses to open without a key, with another key, or with the public key alone', async () => {
    await expect(readAll(file)).rejects.toThrow(new KeyError('it is encrypted, and no key was given (set BACKUP_KEY or BACKUP_KEY_FILE)'))
    await expect(readAll(file, { kind: 'identity', identity: other })).rejects.toThrow(new KeyError('it is encrypted, and the backup key given does not open it'))
    await expect(readAll(file, { kind: 'recipient', recipient: await identityToRecipient(identity) })).rejects.toThrow(KeyError)
  })

  it('is written for a public key alone, which cannot read it back', async () => {
    const forRecipient = path.join(dir, 'recipient.backup')
    await write(forRecipient, { kind: 'recipient', recipient: await identityToRecipient(identity) })
    expect((await readAll(forRecipient, { kind: 'identity', identity })).map((e) => e.header)).toEqual(expectedHeaders)
  })

  it('refuses a changed byte or a cut anywhere in the encrypted file', async () => {
    const whole = fs.readFileSync(file)
    for (const fraction of [0.2, 0.5, 0.9999]) {
      const changed = Buffer.from(whole)
      changed[Math.floor(whole.length * fraction)] ^= 0x01
      const target = path.join(dir, `changed-${fraction}.backup`)
      fs.writeFileSync(target, changed)
      await expect(readAll(target, { kind: 'identity', identity })).rejects.toThrow(/encrypted data does not check out/)
      fs.writeFileSync(target, whole.subarray(0, Math.floor(whole.length * fraction)))
      await expect(readAll(target, { kind: 'identity', identity })).rejects.toThrow(ArchiveError)
    }
  })

  it('round-trips with a passphrase, and refuses a wrong one', async () => {
    const withPassphrase = path.join(dir, 'passphrase.backup')
    await write(withPassphrase, { kind: 'passphrase', passphrase: 'correct horse battery staple' })
    expect((await readAll(withPassphrase, { kind: 'passphrase', passphrase: 'correct horse battery staple' })).map((e) => e.header)).toEqual(expectedHeaders)
    await expect(readAll(withPassphrase, { kind: 'passphrase', passphrase: 'correct horse battery stable' })).rejects.toThrow(KeyError)
  }, 120_000)
})

describe('the backup key', () => {
  it('is an age identity, an age public key, or a long passphrase', () => {
    expect(parseKey(undefined)).toBeUndefined()
    expect(parseKey('  \n')).toBeUndefined()
    expect(parseKey('AGE-SECRET-KEY-1QQQ')).toEqual({ kind: 'identity', identity: 'AGE-SECRET-KEY-1QQQ' })
    expect(parseKey('age1qqqqqqqq')).toEqual({ kind: 'recipient', recipient: 'age1qqqqqqqq' })
    expect(parseKey('sixteen chars ok')).toEqual({ kind: 'passphrase', passphrase: 'sixteen chars ok' })
    expect(() => parseKey('short')).toThrow(/too short for a passphrase \(5 characters; use 16 or more/)
    expect(() => parseKey('one line long enough\nand another one')).toThrow(/more than one line/)
  })

  it('is read from the file age-keygen writes, comments and all', () => {
    const keyFile = path.join(dir, 'key.txt')
    fs.writeFileSync(keyFile, '# created: 2026-11-28T01:00:00Z\n# public key: age1abc\nAGE-SECRET-KEY-1XYZ\n')
    expect(keyFromEnvironment({ BACKUP_KEY_FILE: keyFile })).toEqual({ kind: 'identity', identity: 'AGE-SECRET-KEY-1XYZ' })
    expect(() => keyFromEnvironment({ BACKUP_KEY_FILE: path.join(dir, 'absent.txt') })).toThrow(/cannot be read/)
    expect(() => keyFromEnvironment({ BACKUP_KEY_FILE: keyFile, BACKUP_KEY: 'sixteen chars ok' })).toThrow(/set one/)
    expect(keyFromEnvironment({})).toBeUndefined()
  })
})

describe('what an archive holds, against its manifest', () => {
  const manifest = {
    kind: 'manifest',
    createdAt: '2026-11-28T00:00:00.000Z',
    schema: { migrations: ['20261121_051238_content_model'] },
    tables: [
      { name: 'heroes', columns: ['id', 'name'] },
      { name: 'users', columns: ['id', 'email', 'hash'] },
    ],
  }
  const heroes = { kind: 'table', name: 'heroes', columns: ['id', 'name'] }
  const users = { kind: 'table', name: 'users', columns: ['id', 'email', 'hash'] }
  const sequences = { kind: 'sequences', values: [{ name: 'heroes_id_seq', lastValue: '45', isCalled: true }] }
  const upload = { kind: 'upload', path: 'hulk.webp', contentType: 'image/webp' }
  const check = (...headers: Record<string, unknown>[]) => checkContents(headers as never, 'digest')

  it('accepts every table of the manifest once with its columns, one sequences entry and uploads', () => {
    const contents = check(manifest, heroes, users, sequences, upload)
    expect(contents.uploads).toBe(1)
    expect(contents.manifest.tables.map((t) => t.name)).toEqual(['heroes', 'users'])
  })

  it('refuses an entry for a table the manifest does not list, or with other columns', () => {
    expect(() => check(manifest, heroes, users, { kind: 'table', name: 'payload_migrations', columns: ['id', 'name'] }, sequences)).toThrow(
      'it has an entry for the table payload_migrations, which its manifest does not list',
    )
    expect(() => check(manifest, heroes, { ...users, columns: ['id', 'email', 'hash', 'role'] }, sequences)).toThrow(
      'its entry for the table users names other columns than its manifest',
    )
    expect(() => check(manifest, heroes, { ...users, columns: ['id', 'hash', 'email'] }, sequences)).toThrow(/other columns/)
  })

  it('refuses a table twice, a table missing, a missing or doubled sequences entry, and unknown entries', () => {
    expect(() => check(manifest, heroes, heroes, users, sequences)).toThrow('it has two entries for the table heroes')
    expect(() => check(manifest, heroes, sequences)).toThrow('its manifest lists the table users, which has no entry')
    expect(() => check(manifest, heroes, users)).toThrow('it has no sequences entry')
    expect(() => check(manifest, heroes, users, sequences, sequences)).toThrow('it has more than one sequences entry')
    expect(() => check(manifest, heroes, users, sequences, { kind: 'script', body: 'x' })).toThrow(/a kind a restore does not know \(script\)/)
    expect(() => check(manifest, heroes, users, { kind: 'sequences', values: [{ name: 'x', lastValue: '1; DROP', isCalled: true }] })).toThrow(/sequences entry is unreadable/)
  })

  it('refuses a bad manifest, and uploads outside the folder or twice', () => {
    expect(() => check(heroes, sequences)).toThrow('it does not start with a manifest')
    expect(() => check()).toThrow('it holds no manifest')
    expect(() => check({ ...manifest, tables: [{ name: 'heroes' }] })).toThrow(/does not list its tables/)
    expect(() => check({ ...manifest, tables: [...manifest.tables, manifest.tables[0]] })).toThrow('its manifest lists the table heroes twice')
    expect(() => check(manifest, heroes, users, sequences, { kind: 'upload', path: '../secrets.json' })).toThrow(/outside the uploads folder/)
    expect(() => check(manifest, heroes, users, sequences, upload, upload)).toThrow('it holds the upload hulk.webp twice')
  })

  it('finds where the manifest and the database differ', () => {
    const tables = manifest.tables
    expect(tablesDiffer(manifest as never, tables)).toBeUndefined()
    expect(tablesDiffer(manifest as never, [tables[0]])).toBe('the archive has the table users, which this database does not')
    expect(tablesDiffer(manifest as never, [...tables, { name: 'extra', columns: ['id'] }])).toBe('this database has the table extra, which the archive does not')
    expect(tablesDiffer(manifest as never, [tables[0], { name: 'users', columns: ['id', 'email'] }])).toBe(
      'the table users has other columns in the archive than in this database',
    )
  })
})
