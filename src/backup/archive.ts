/**
 * The backup archive: a gzip stream of entries, each a JSON header line followed by its bytes in frames
 * (4-byte big-endian length, then that many bytes; a zero length ends the entry). Frames let a table's COPY
 * output stream in without knowing its size first. The last entry, `end`, holds the SHA-256 of every byte
 * before it (uncompressed) and the number of entries, so an archive cut short or changed is found before a
 * restore touches anything. Only `npm run restore` reads these files, so the format needs no other reader.
 * With a key, the gzip stream is encrypted as an age file (./encryption.ts); the file is written and synced under
 * a temporary name, and only then given its own (`moveIntoPlace`).
 */
import { createHash, type Hash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'

import { AGE_HEADER, decrypting, encrypting, KeyError, type ArchiveKey } from './encryption'

const ARCHIVE_MAGIC = 'GUIDE-BACKUP 1'
const FRAME_MAX = 1 << 20

export type EntryHeader = { kind: string; [field: string]: unknown }

/** A problem with the archive itself (not the guide): cut short, changed, or not an archive at all. */
export class ArchiveError extends Error {}

export class ArchiveWriter {
  private readonly hash: Hash = createHash('sha256')
  private entries = 0

  private constructor(
    private readonly file: string,
    private readonly gzip: zlib.Gzip,
    private readonly written: Promise<void>,
    private readonly streams: { destroy: () => void }[],
  ) {
    // Until close() awaits it, a failed write surfaces through the next raw() (the gzip stream is destroyed).
    written.catch(() => {})
    this.raw(Buffer.from(`${ARCHIVE_MAGIC}\n`))
  }

  /** A new archive at `file` (readable by its owner only), encrypted when a key is given. */
  static async create(file: string, key?: ArchiveKey): Promise<ArchiveWriter> {
    const gzip = zlib.createGzip({ level: 6 })
    const out = fs.createWriteStream(file, { mode: 0o600 })
    const source = key ? await encrypting(key, gzip) : gzip
    const written = pipeline(source, out)
    return new ArchiveWriter(file, gzip, written, [gzip, source, out])
  }

  private async raw(bytes: Buffer) {
    this.hash.update(bytes)
    if (!this.gzip.write(bytes)) await new Promise<void>((resolve) => this.gzip.once('drain', resolve))
  }

  private async frame(bytes: Buffer) {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(bytes.length)
    await this.raw(length)
    if (bytes.length) await this.raw(bytes)
  }

  /** One entry; `body` is its bytes, whole or streamed. */
  async entry(header: EntryHeader, body: Buffer | AsyncIterable<Buffer | string> = Buffer.alloc(0)) {
    this.entries += 1
    await this.raw(Buffer.from(`${JSON.stringify(header)}\n`))
    const chunks = Buffer.isBuffer(body) ? [body] : body
    for await (const chunk of chunks) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      for (let at = 0; at < bytes.length; at += FRAME_MAX) await this.frame(bytes.subarray(at, at + FRAME_MAX))
    }
    await this.frame(Buffer.alloc(0))
  }

  /** Writes the `end` entry and waits until every byte is on the disk (fsync), not only in the page cache. */
  async close() {
    const end = JSON.stringify({ kind: 'end', entries: this.entries, sha256: this.hash.digest('hex') })
    this.gzip.end(Buffer.from(`${end}\n`))
    await this.written
    syncPath(this.file, 'r+')
  }

  destroy() {
    for (const stream of this.streams) stream.destroy()
  }
}

/** fsync on a path: on Linux it flushes the file's (or folder's) dirty data whichever descriptor asks. */
function syncPath(target: string, flags: 'r' | 'r+') {
  const fd = fs.openSync(target, flags)
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * Gives a closed (synced) archive its final name and syncs the folder, so after a crash the name points at the
 * whole archive or at nothing.
 */
export function moveIntoPlace(partial: string, file: string) {
  fs.renameSync(partial, file)
  syncPath(path.dirname(file), 'r')
}

/** Whether the file is an age-encrypted archive (rather than a plain, gzip one). */
export function isEncrypted(file: string): boolean {
  const fd = fs.openSync(file, 'r')
  try {
    const start = Buffer.alloc(AGE_HEADER.length)
    const read = fs.readSync(fd, start, 0, start.length, 0)
    return read === start.length && start.toString('latin1') === AGE_HEADER
  } finally {
    fs.closeSync(fd)
  }
}

/** Reads bytes off a stream in the sizes asked for. */
class ByteReader {
  private buffered: Buffer = Buffer.alloc(0)
  private readonly chunks: AsyncIterator<Buffer>

  constructor(stream: Readable) {
    this.chunks = stream[Symbol.asyncIterator]()
  }

  private async fill(): Promise<boolean> {
    const { value, done } = await this.chunks.next()
    if (done) return false
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, value]) : value
    return true
  }

  async line(): Promise<string | undefined> {
    for (;;) {
      const at = this.buffered.indexOf(0x0a)
      if (at >= 0) {
        const line = this.buffered.subarray(0, at).toString('utf8')
        this.buffered = this.buffered.subarray(at + 1)
        return line
      }
      if (this.buffered.length > FRAME_MAX) throw new ArchiveError('a header line is far too long')
      if (!(await this.fill())) return undefined
    }
  }

  async exactly(length: number): Promise<Buffer | undefined> {
    while (this.buffered.length < length) if (!(await this.fill())) return undefined
    const bytes = this.buffered.subarray(0, length)
    this.buffered = this.buffered.subarray(length)
    return bytes
  }
}

export type ArchiveEntry = { header: EntryHeader; body: AsyncIterable<Buffer> }

const cutShort = () => new ArchiveError('it ends early (the file was cut short while being written or copied)')

/** age's complaints about the encrypted bytes (a chunk whose tag fails, a header that does not parse). */
class DecryptionFailed extends Error {}

/** zlib's and age's complaints, in the archive's words. */
function asArchiveError(error: unknown): unknown {
  if (error instanceof ArchiveError || error instanceof KeyError) return error
  if (error instanceof DecryptionFailed) {
    return new ArchiveError(`its encrypted data does not check out (${error.message}): the file is damaged or was changed`)
  }
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'Z_BUF_ERROR' || code === 'ERR_STREAM_PREMATURE_CLOSE') return cutShort()
  if (code === 'Z_DATA_ERROR') return new ArchiveError(`its compressed data is damaged (${(error as Error).message})`)
  return error
}

export type ReadOptions = {
  /** The key for an encrypted archive; a plain archive needs none. */
  key?: ArchiveKey
  /** Told the checksum of everything read once the `end` entry has confirmed it. */
  onEnd?: (sha256: string) => void
}

/**
 * Walks the archive's entries. Each entry's body must be read (or drained) before the next is asked for.
 * A body that is cut short, a missing or wrong `end` entry, broken gzip or a failing age chunk throws ArchiveError;
 * a missing or wrong key, KeyError. The checksum is known only at the end, so a restore reads the archive once
 * through before it changes anything, and commits nothing before its second read has reached the end.
 */
export async function* readArchive(file: string, { key, onEnd }: ReadOptions = {}): AsyncGenerator<ArchiveEntry> {
  const gunzip = zlib.createGunzip()
  const source = fs.createReadStream(file)
  source.on('error', (error) => gunzip.destroy(error))
  const hash = createHash('sha256')
  let plain: Readable = source
  try {
    if (isEncrypted(file)) {
      try {
        plain = await decrypting(key, source)
      } catch (error) {
        if (error instanceof KeyError || (error as NodeJS.ErrnoException).syscall) throw error
        throw new DecryptionFailed((error as Error).message)
      }
      // Errors from the file itself stay as they are; anything else in the decrypted stream is age refusing a chunk.
      plain.on('error', (error) => gunzip.destroy((error as NodeJS.ErrnoException).syscall ? error : new DecryptionFailed(error.message)))
    }
    plain.pipe(gunzip)
  } catch (error) {
    source.destroy()
    gunzip.destroy()
    throw asArchiveError(error)
  }
  const reader = new ByteReader(gunzip)
  try {
    const magic = await reader.line()
    if (magic !== ARCHIVE_MAGIC) throw new ArchiveError(magic === undefined ? 'it is empty' : 'it is not a guide backup archive')
    hash.update(`${magic}\n`)
    let entries = 0
    for (;;) {
      const line = await reader.line()
      if (line === undefined) throw cutShort()
      let header: EntryHeader
      try {
        header = JSON.parse(line) as EntryHeader
      } catch {
        throw new ArchiveError('an entry header is unreadable (the file is damaged)')
      }
      if (header.kind === 'end') {
        if (header.entries !== entries || header.sha256 !== hash.digest('hex')) {
          throw new ArchiveError('its checksum does not match its content (the file is damaged)')
        }
        if ((await reader.line()) !== undefined) throw new ArchiveError('it has bytes after its end')
        onEnd?.(header.sha256 as string)
        return
      }
      hash.update(`${line}\n`)
      entries += 1
      let drained = false
      const body = (async function* () {
        try {
          for (;;) {
            const length = await reader.exactly(4)
            if (!length) throw cutShort()
            hash.update(length)
            const size = length.readUInt32BE()
            if (size === 0) break
            if (size > FRAME_MAX) throw new ArchiveError('a frame is larger than the format allows (the file is damaged)')
            const bytes = await reader.exactly(size)
            if (!bytes) throw cutShort()
            hash.update(bytes)
            yield bytes
          }
        } catch (error) {
          throw asArchiveError(error)
        }
        drained = true
      })()
      yield { header, body }
      if (!drained) for await (const bytes of body) void bytes
    }
  } catch (error) {
    throw asArchiveError(error)
  } finally {
    source.destroy()
    plain.destroy()
    gunzip.destroy()
  }
}
