import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, describe, expect, it } from 'vitest'

import { ArchiveError, ArchiveWriter, collect, readArchive } from '@/backup/archive'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-archive-test-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const big = randomBytes(2_500_000) // more than two frames

async function write(file: string) {
  const archive = new ArchiveWriter(file)
  await archive.entry({ kind: 'manifest', note: 'first' })
  await archive.entry({ kind: 'table', name: 'heroes' }, (async function* () {
    yield 'row one\n'
    yield Buffer.from('row two\n')
  })())
  await archive.entry({ kind: 'upload', path: 'big.bin' }, big)
  await archive.close()
}

async function readAll(file: string) {
  const entries: { header: Record<string, unknown>; body: Buffer }[] = []
  for await (const { header, body } of readArchive(file)) entries.push({ header, body: await collect(body) })
  return entries
}

describe('the backup archive format', () => {
  const file = path.join(dir, 'whole.backup')

  it('gives back every entry with its exact bytes', async () => {
    await write(file)
    const entries = await readAll(file)
    expect(entries.map((e) => e.header)).toEqual([
      { kind: 'manifest', note: 'first' },
      { kind: 'table', name: 'heroes' },
      { kind: 'upload', path: 'big.bin' },
    ])
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
