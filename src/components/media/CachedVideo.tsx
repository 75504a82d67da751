'use client'

import { forwardRef, type VideoHTMLAttributes } from 'react'

import { MEDIA_CACHE } from '@/lib/constants'

import { useCachedMedia } from './useCachedMedia'

/** A <video> whose file comes through the browser's media cache. */
export const CachedVideo = forwardRef<HTMLVideoElement, Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> & { src?: string | null }>(
  function CachedVideo({ src, ...rest }, ref) {
    const url = useCachedMedia(src, MEDIA_CACHE)
    if (!url) return null
    return <video ref={ref} src={url} {...rest} />
  },
)
