import type { Media } from '@/payload-types'

/** An upload's address as an absolute path (Payload serves files under /cms-api/media/file/...). */
export function mediaUrl(upload: number | Media | null | undefined): string | null {
  return upload && typeof upload === 'object' && upload.url ? upload.url : null
}
