'use client'

import { forwardRef, useCallback, useEffect, useRef, useState, type VideoHTMLAttributes } from 'react'

import { MEDIA_CACHE } from '@/browser/media-cache'

import { useCachedMedia } from './useCachedMedia'

/** How close to the viewport a video may come before its file is fetched. */
const NEAR_VIEWPORT = '300px'

/**
 * A <video> whose file comes through the browser's media cache, fetched once: nothing loads until the element
 * is near the viewport, and the element then plays the cached copy (its own range requests would download the
 * file a second time beside the cache's).
 */
export const CachedVideo = forwardRef<HTMLVideoElement, Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> & { src?: string | null }>(
  function CachedVideo({ src, ...rest }, ref) {
    const element = useRef<HTMLVideoElement | null>(null)
    const [near, setNear] = useState(false)
    const setRefs = useCallback(
      (node: HTMLVideoElement | null) => {
        element.current = node
        if (typeof ref === 'function') ref(node)
        else if (ref) ref.current = node
      },
      [ref],
    )
    useEffect(() => {
      const node = element.current
      if (!node || near) return
      if (typeof IntersectionObserver === 'undefined') return void queueMicrotask(() => setNear(true))
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true)
        },
        { rootMargin: NEAR_VIEWPORT },
      )
      observer.observe(node)
      return () => observer.disconnect()
    }, [near])
    const url = useCachedMedia(near ? src : null, MEDIA_CACHE, { directFirst: false })
    if (!src) return null
    return <video ref={setRefs} src={url} data-source={src} {...rest} />
  },
)
