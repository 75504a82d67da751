'use client'

import type { ImgHTMLAttributes } from 'react'

import { IMAGE_CACHE } from '@/lib/constants'

import { useImageAddress } from './ImageAddresses'
import { useCachedMedia } from './useCachedMedia'

/**
 * An <img> whose file comes through the browser's image cache. A fixed address (/heroes/avatars/hulk.webp)
 * is replaced by the upload it stands for, with its size when the caller gave none.
 */
export function CachedImage({ src, alt, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null; alt: string }) {
  const address = useImageAddress(src)
  const url = useCachedMedia(address?.url ?? src, IMAGE_CACHE)
  if (!url) return null
  const size = rest.width === undefined && address?.width && address.height ? { width: address.width, height: address.height } : {}
  // data-source keeps the address the page asked for; src may be the upload's own address or its cached copy's blob: URL.
  // eslint-disable-next-line @next/next/no-img-element -- CMS media through Cache Storage, not next/image
  return <img src={url} data-source={src} alt={alt} {...size} {...rest} />
}
