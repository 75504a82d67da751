'use client'

import type { ImgHTMLAttributes } from 'react'

import { IMAGE_CACHE } from '@/lib/constants'

import { useCachedMedia } from './useCachedMedia'

/** An <img> whose file comes through the browser's image cache. */
export function CachedImage({ src, alt, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null; alt: string }) {
  const url = useCachedMedia(src, IMAGE_CACHE)
  if (!url) return null
  // eslint-disable-next-line @next/next/no-img-element -- CMS media through Cache Storage, not next/image
  // data-source keeps the address the page asked for; src may be the cached copy's blob: URL.
  return <img src={url} data-source={src} alt={alt} {...rest} />
}
