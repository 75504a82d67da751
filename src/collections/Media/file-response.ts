import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { PayloadRequest, UploadConfig } from 'payload'

import { IMMUTABLE_CACHE_CONTROL, MEDIA_CACHE_CONTROL } from '@/cache/cache-policy'

/** The types Media accepts, by extension: what a file is served, and uploaded to a bucket, as. */
export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

/** A validator that changes whenever the file's bytes do (a new upload writes a new file). */
const fileEtag = (size: number, mtimeMs: number) => `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`

function isFresh(request: Headers, etag: string, modified: Date) {
  const ifNoneMatch = request.get('if-none-match')
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`)
  const since = Date.parse(request.get('if-modified-since') ?? '')
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}

/** The rendition a visitor saving data gets instead of a larger picture: Media's `card` width (src/collections/Media). */
const SAVE_DATA_WIDTH = 768
const RENDITION = /-(\d+)x(\d+)\.webp$/

/**
 * With `Save-Data: on`, the smallest useful copy of a picture: its widest rendition no wider than SAVE_DATA_WIDTH,
 * when that is smaller than the one asked for. Clips, and pictures already that small, stay as asked.
 */
async function saveDataRendition(dir: string, filename: string): Promise<string | null> {
  if (!MEDIA_CONTENT_TYPES[path.extname(filename).toLowerCase()]?.startsWith('image/')) return null
  const asked = RENDITION.exec(filename)
  if (asked && Number(asked[1]) <= SAVE_DATA_WIDTH) return null
  const base = (asked ? filename.slice(0, asked.index) : filename.slice(0, -path.extname(filename).length)) + '-'
  let best: { name: string; width: number } | null = null
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const size = name.startsWith(base) ? RENDITION.exec(name) : null
    if (!size || name.slice(base.length, size.index).length > 0) continue
    const width = Number(size[1])
    if (width <= SAVE_DATA_WIDTH && (!best || width > best.width)) best = { name, width }
  }
  return best?.name ?? null
}

/**
 * Serves an upload with ETag, Last-Modified and the cache policy's Cache-Control, and answers a matching
 * conditional request with 304. An address with ?v= (the data layer adds the upload's version) never changes
 * its bytes, so it is immutable. Byte ranges (video seeking) and anything unusual are left to Payload.
 */
type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

export function mediaFileResponse(staticDir: () => string): UploadHandler {
  // Payload falls back to its own file response when a handler returns nothing.
  return (async (req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response | undefined> => {
    const { filename } = params
    const type = MEDIA_CONTENT_TYPES[path.extname(filename).toLowerCase()]
    if (!type || /[\\/]|\.\./.test(filename)) return
    const dir = path.resolve(staticDir())
    const asked = path.resolve(dir, filename)
    if (!asked.startsWith(dir + path.sep)) return
    // A visitor saving data gets a smaller rendition at the same address; Vary keeps the two apart in every cache.
    const lighter = req.headers.get('save-data')?.toLowerCase() === 'on' ? await saveDataRendition(dir, filename) : null
    const file = lighter ? path.join(dir, lighter) : asked
    const stats = await stat(file).catch(() => null)
    if (!stats?.isFile()) return

    const etag = fileEtag(stats.size, stats.mtimeMs)
    const headers = new Headers({
      ETag: etag,
      'Last-Modified': stats.mtime.toUTCString(),
      'Cache-Control': req.searchParams?.has('v') ? IMMUTABLE_CACHE_CONTROL : MEDIA_CACHE_CONTROL,
      'Accept-Ranges': 'bytes',
      Vary: 'Save-Data',
    })
    if (isFresh(req.headers, etag, stats.mtime)) return new Response(null, { status: 304, headers })
    if (req.headers.get('range')) return
    headers.set('Content-Type', type)
    headers.set('Content-Length', String(stats.size))
    const body = req.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>)
    return new Response(body, { status: 200, headers })
  }) as UploadHandler
}
