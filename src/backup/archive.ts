/**
 * The backup archive: a gzip stream of entries, each a JSON header line followed by its bytes in frames
 * (4-byte big-endian length, then that many bytes; a zero length ends the entry). Frames let a table's COPY
 * output stream in without knowing its size first. The last entry, `end`, holds the SHA-256 of every byte
 * before it (uncompressed) and the number of entries, so an archive cut short or changed is found before a
 * restore touches anything. Only `npm run restore` reads these files, so the format needs no other reader.
 */
import { createHash, type Hash } from 'node:crypto'
import fs from 'node:fs'
import { finished } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'

export const ARCHIVE_MAGIC = 'GUIDE-BACKUP 1'
const FRAME_MAX = 1 << 20

export type EntryHeader = { kind: string; [field: string]: unknown }

/** A problem with the archive itself (not the guide): cut short, changed, or not an archive at all. */
export class ArchiveError extends Error {}

export class ArchiveWriter {
  private readonly gzip = zlib.createGzip({ level: 6 })
  private readonly out: fs.WriteStream
  private readonly hash: Hash = createHash('sha256')
  private entries = 0

  constructor(file: string) {
    this.out = fs.createWriteStream(file, { mode: 0o600 })
    this.gzip.pipe(this.out)
    this.raw(Buffer.from(`${ARCHIVE_MAGIC}\n`))
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

  async close() {
    const end = JSON.stringify({ kind: 'end', entries: this.entries, sha256: this.hash.digest('hex') })
    this.gzip.end(Buffer.from(`${end}\n`))
    await finished(this.out)
  }

  destroy() {
    this.gzip.destroy()
    this.out.destroy()
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

/** zlib's complaints, in the archive's words. */
function asArchiveError(error: unknown): unknown {
  if (error instanceof ArchiveError) return error
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'Z_BUF_ERROR' || code === 'ERR_STREAM_PREMATURE_CLOSE') return cutShort()
  if (code === 'Z_DATA_ERROR') return new ArchiveError(`its compressed data is damaged (${(error as Error).message})`)
  return error
}

/**
 * Walks the archive's entries. Each entry's body must be read (or drained) before the next is asked for.
 * A body that is cut short, a missing or wrong `end` entry, or broken gzip throws ArchiveError; the checksum
 * is known only at the end, so a restore reads the archive once through `verifyArchive` before it changes anything.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const gunzip = zlib.createGunzip()
  const source = fs.createReadStream(file)
  source.on('error', (error) => gunzip.destroy(error))
  source.pipe(gunzip)
  const reader = new ByteReader(gunzip)
  const hash = createHash('sha256')
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
    gunzip.destroy()
  }
}

export async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const bytes of body) parts.push(bytes)
  return Buffer.concat(parts)
}
