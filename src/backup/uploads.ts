/**
 * The uploads half of a backup: the Media files on disk ($GUIDE_DATA_DIR/media), or every object of the S3
 * bucket when S3_BUCKET is set (src/cms-wiring/storage.ts; Media keys are bare file names, the bucket holds nothing
 * else). A restore writes them wherever the restoring guide keeps its uploads, so an archive from a disk
 * guide restores into a bucket guide and back.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { GetObjectCommand, ListObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { MEDIA_CONTENT_TYPES } from '../collections/Media/file-response'
import { s3ClientConfig, type S3Settings } from '@/cms-wiring/storage'

import type { ArchiveWriter } from './archive'

export type UploadStore = { kind: 'disk'; dir: string } | { kind: 's3'; settings: S3Settings }

export const describeStore = (store: UploadStore) =>
  store.kind === 'disk' ? `the folder ${store.dir}` : `the bucket ${store.settings.bucket}${store.settings.endpoint ? ` at ${store.settings.endpoint}` : ''}`

function filesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) found.push(...filesUnder(path.join(dir, entry.name), relative))
    else if (entry.isFile()) found.push(relative)
  }
  return found
}

/** A path from an archive, refused unless it stays inside the uploads (no absolute paths, no `..`). */
export function safeUploadPath(name: unknown): string | undefined {
  if (typeof name !== 'string' || !name || name.length > 1024 || name.includes('\0') || name.includes('\\')) return undefined
  const parts = name.split('/')
  return parts.every((part) => part && part !== '.' && part !== '..') ? name : undefined
}

async function* bodyOf(body: AsyncIterable<Uint8Array>): AsyncIterable<Buffer> {
  for await (const chunk of body) yield Buffer.from(chunk)
}

export async function dumpUploads(store: UploadStore, archive: ArchiveWriter): Promise<{ files: number; bytes: number }> {
  let files = 0
  let bytes = 0
  if (store.kind === 'disk') {
    for (const name of filesUnder(store.dir)) {
      const file = path.join(store.dir, name)
      // A file deleted since the listing (an editor removed it meanwhile) is simply not in this archive.
      let stream: fs.ReadStream
      try {
        stream = fs.createReadStream(file)
        await new Promise((resolve, reject) => stream.once('open', resolve).once('error', reject))
      } catch {
        continue
      }
      const size = fs.statSync(file).size
      await archive.entry({ kind: 'upload', path: name }, stream)
      files += 1
      bytes += size
    }
    return { files, bytes }
  }
  const client = new S3Client(s3ClientConfig(store.settings))
  try {
    // ListObjects (v1), paged by the last key: every S3-compatible store has it, and s3rver answers a truncated
    // ListObjectsV2 page with a 500.
    let marker: string | undefined
    do {
      const page = await client.send(new ListObjectsCommand({ Bucket: store.settings.bucket, Marker: marker }))
      for (const object of page.Contents ?? []) {
        if (!object.Key || !safeUploadPath(object.Key)) continue
        const got = await client.send(new GetObjectCommand({ Bucket: store.settings.bucket, Key: object.Key }))
        await archive.entry(
          { kind: 'upload', path: object.Key, contentType: got.ContentType },
          bodyOf(got.Body as AsyncIterable<Uint8Array>),
        )
        files += 1
        bytes += object.Size ?? 0
      }
      marker = page.IsTruncated ? page.Contents?.at(-1)?.Key : undefined
    } while (marker)
  } finally {
    client.destroy()
  }
  return { files, bytes }
}

/**
 * Restored uploads, in two steps: `stage` writes each file into a staging folder as the archive is read, and
 * `place` moves them into the store only after the archive has checked out to its end and the database has
 * committed, so a damaged or changed archive leaves the store as it was. On disk the staging folder sits beside
 * the uploads folder (placing is a rename); for a bucket it is in the system temp folder. Files already in the
 * store under other names are left alone.
 */
export function uploadStaging(store: UploadStore) {
  const parent = store.kind === 'disk' ? path.dirname(store.dir) : os.tmpdir()
  fs.mkdirSync(parent, { recursive: true })
  const dir = fs.mkdtempSync(path.join(parent, store.kind === 'disk' ? '.restoring-' : 'guide-restoring-'))
  const staged: { name: string; file: string; contentType?: string }[] = []
  return {
    stage: async (name: string, body: AsyncIterable<Buffer>, contentType?: string) => {
      const file = path.join(dir, String(staged.length))
      await pipeline(Readable.from(body), fs.createWriteStream(file, { mode: 0o600 }))
      staged.push({ name, file, contentType })
    },
    get count() {
      return staged.length
    },
    /** Moves every staged file into the store; `onPlaced` counts them, so a failure can say how far it got. */
    place: async (onPlaced: () => void) => {
      if (store.kind === 'disk') {
        for (const { name, file } of staged) {
          const target = path.join(store.dir, name)
          fs.mkdirSync(path.dirname(target), { recursive: true })
          fs.chmodSync(file, 0o644)
          placeOnDisk(file, target)
          onPlaced()
        }
        return
      }
      const client = new S3Client(s3ClientConfig(store.settings))
      try {
        for (const { name, file, contentType } of staged) {
          // Whole, not streamed: the SDK sends a stream in aws-chunked encoding, which not every S3-compatible
          // store reads (s3rver stores the chunk framing as the object). One upload at a time fits in memory.
          const bytes = fs.readFileSync(file)
          await client.send(
            new PutObjectCommand({
              Bucket: store.settings.bucket,
              Key: name,
              Body: bytes,
              ContentLength: bytes.length,
              ContentType: contentType ?? MEDIA_CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
            }),
          )
          onPlaced()
        }
      } finally {
        client.destroy()
      }
    },
    discard: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

/** A rename: a server reading the file meanwhile sees the old one or the new one, never half of one. */
function placeOnDisk(file: string, target: string) {
  try {
    fs.renameSync(file, target)
  } catch (error) {
    // The uploads folder on another file system than its parent (a mount): copy beside it, then rename.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    const partial = `${target}.restoring`
    fs.copyFileSync(file, partial)
    fs.renameSync(partial, target)
  }
}
