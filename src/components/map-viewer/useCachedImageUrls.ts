'use client'

import { useEffect, useState } from 'react'

import { cachedMediaUrl, IMAGE_CACHE } from '@/browser/media-cache'
import { nextTask } from '@/browser/post-task'

const NO_URLS: Record<string, string> = {}

/**
 * Addresses of several images through the browser's image cache (marker icons), all at once: null until every
 * one has an address, then a map from each original address to the one to use.
 */
export function useCachedImageUrls(urls: string[]): Record<string, string> | null {
  const key = [...new Set(urls)].sort().join('\n')
  const [resolved, setResolved] = useState<{ key: string; urls: Record<string, string> }>()
  useEffect(() => {
    // Nothing to look up (the viewer asks with none until the map wakes): no render for an empty answer.
    if (!key) return
    const list = key.split('\n')
    let live = true
    const objectUrls: string[] = []
    // Looked up in a task of their own, not in the one that rendered the caller (the map's wake-up).
    const callOff = nextTask(() => {
      Promise.all(list.map(async (url) => [url, await cachedMediaUrl(url, IMAGE_CACHE)] as const)).then((pairs) => {
        for (const [url, local] of pairs) if (local !== url) objectUrls.push(local)
        if (live) setResolved({ key, urls: Object.fromEntries(pairs) })
        else objectUrls.forEach((url) => URL.revokeObjectURL(url))
      })
    })
    return () => {
      live = false
      callOff()
      objectUrls.forEach((url) => URL.revokeObjectURL(url))
    }
  }, [key])
  if (!key) return NO_URLS
  return resolved?.key === key ? resolved.urls : null
}
