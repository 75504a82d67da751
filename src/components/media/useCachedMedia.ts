'use client'

import { useEffect, useState } from 'react'

import { cachedMediaUrl, skipsCache } from '@/browser/media-cache'

/**
 * The address to render for a media file: the direct one first, the cached copy once it is ready. Without
 * `directFirst`, nothing until the cached copy is ready, so the element never starts a download of its own.
 */
export function useCachedMedia(src: string | null | undefined, cacheName: string, { directFirst = true } = {}): string | undefined {
  const [resolved, setResolved] = useState<{ src: string; url: string }>()
  useEffect(() => {
    if (!src || skipsCache(src)) return
    let objectUrl: string | undefined
    let live = true
    cachedMediaUrl(src, cacheName).then((url) => {
      if (!live) return
      if (url !== src) objectUrl = url
      setResolved({ src, url })
    })
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [src, cacheName])
  if (!src || skipsCache(src)) return undefined
  return resolved?.src === src ? resolved.url : directFirst ? src : undefined
}
