import type { Media } from '@/payload-types'

/** The upload's version: it changes whenever the document (and so its file) does. */
const mediaVersion = (upload: Pick<Media, 'updatedAt'>) => Math.floor(Date.parse(upload.updatedAt) / 1000).toString(36)

/**
 * An upload's address as an absolute path (Payload serves files under /cms-api/media/file/...), with its version
 * (?v=), so browsers and shared caches may keep it for good: a new file is a new address.
 */
export function mediaUrl(upload: number | Media | null | undefined): string | null {
  if (!upload || typeof upload !== 'object' || !upload.url) return null
  return upload.updatedAt ? `${upload.url}?v=${mediaVersion(upload)}` : upload.url
}

export type Rendition = 'thumbnail' | 'card' | 'large'

/** A rendition's versioned address and size, or the original's when that rendition was not made (a small upload). */
export function mediaRendition(upload: number | Media | null | undefined, rendition: Rendition): { url: string; width: number | null; height: number | null } | null {
  const original = mediaUrl(upload)
  if (!original || typeof upload !== 'object' || !upload) return null
  const sized = upload.sizes?.[rendition]
  if (sized?.url && sized.width) {
    return { url: `${sized.url}?v=${mediaVersion(upload)}`, width: sized.width ?? null, height: sized.height ?? null }
  }
  return { url: original, width: upload.width ?? null, height: upload.height ?? null }
}

/**
 * The lighter file of an image's original and one of its WebP renditions: an editor's screenshot sent as PNG is
 * many times the size of its rendition, while an upload that is already a small WebP stays exactly as it was sent.
 */
export function lighterImageUrl(upload: number | Media | null | undefined, rendition: Rendition): string | null {
  const original = mediaUrl(upload)
  if (!original || typeof upload !== 'object' || !upload) return original
  const sized = upload.sizes?.[rendition]
  if (!sized?.url || !sized.filesize || !upload.filesize || sized.filesize >= upload.filesize) return original
  return mediaRendition(upload, rendition)?.url ?? original
}
