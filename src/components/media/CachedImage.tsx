'use client'

import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react'

import { IMAGE_CACHE } from '@/browser/media-cache'

import { useImageAddress } from './ImageAddresses'
import { useCachedMedia } from './useCachedMedia'

/**
 * An <img> whose file comes through the browser's image cache. A fixed address (/heroes/avatars/hulk.webp)
 * is replaced by the upload it stands for, with its size when the caller gave none.
 *
 * The direct address is drawn first; the image cache looks the file up only once the browser has loaded it, so
 * the cache adopts the copy the browser already holds (nothing is downloaded twice), a lazy image below the fold
 * costs nothing until it is scrolled near, and no cache work competes with the page's first paint.
 */
export function CachedImage({ src, alt, onLoad, onError, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null; alt: string }) {
  const address = useImageAddress(src)
  const direct = address?.url ?? src
  const [loaded, setLoaded] = useState<string | null>(null)
  const url = useCachedMedia(direct && loaded === direct ? direct : null, IMAGE_CACHE) ?? direct
  if (!url) return null
  const size = rest.width === undefined && address?.width && address.height ? { width: address.width, height: address.height } : {}
  const settle = (element: HTMLImageElement | null) => {
    if (direct && loaded !== direct && element?.complete && element.getAttribute('src') === direct) setLoaded(direct)
  }
  const onSettled = (handler: typeof onLoad) => (event: SyntheticEvent<HTMLImageElement, Event>) => {
    settle(event.currentTarget)
    handler?.(event)
  }
  // data-source keeps the address the page asked for; src may be the upload's own address or its cached copy's blob: URL.
  // A ref catches an image the browser loaded before the page's script ran (its load event has passed).
  // eslint-disable-next-line @next/next/no-img-element -- CMS media through Cache Storage, not next/image
  return <img ref={settle} src={url} data-source={src} alt={alt} onLoad={onSettled(onLoad)} onError={onSettled(onError)} {...size} {...rest} />
}
