'use client'

import { useCallback, useEffect, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react'

import { cachedMediaUrl, IMAGE_CACHE, keepMediaCopy } from '@/browser/media-cache'

import { useImageAddress } from './ImageAddresses'

/**
 * An <img> kept in the browser's image cache. A fixed address (/heroes/avatars/hulk.webp) is replaced by the
 * upload it stands for, with its size when the caller gave none.
 *
 * The direct address is what the page shows. Once the browser has loaded it, a copy goes into the image cache
 * while the browser is idle (it adopts the copy the browser already holds: nothing is downloaded twice); only
 * when the direct address fails (offline, say) does the image switch to that copy. A page of fifty avatars
 * thus costs no re-render, no second decode and no cache work before it is ready.
 */
export function CachedImage({ src, alt, onLoad, onError, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null; alt: string }) {
  const address = useImageAddress(src)
  const direct = address?.url ?? src
  const [copy, setCopy] = useState<{ of: string; url: string } | null>(null)
  const [lookedUp, setLookedUp] = useState<string | null>(null)
  useEffect(() => (copy ? () => URL.revokeObjectURL(copy.url) : undefined), [copy])
  // One callback while the address stays: a new one each render would have React detach and attach the ref of
  // every image on every commit (a team builder re-rendering fifty avatars for one tap).
  const settle = useCallback(
    (element: HTMLImageElement | null) => {
      if (!direct || !element?.complete || element.getAttribute('src') !== direct) return
      if (element.naturalWidth > 0) return keepMediaCopy(direct, IMAGE_CACHE)
      if (lookedUp === direct) return
      setLookedUp(direct)
      void cachedMediaUrl(direct, IMAGE_CACHE).then((cached) => {
        if (cached !== direct) setCopy({ of: direct, url: cached })
      })
    },
    [direct, lookedUp],
  )
  if (!direct) return null
  const url = copy?.of === direct ? copy.url : direct
  const size = rest.width === undefined && address?.width && address.height ? { width: address.width, height: address.height } : {}
  const onSettled = (handler: typeof onLoad) => (event: SyntheticEvent<HTMLImageElement, Event>) => {
    settle(event.currentTarget)
    handler?.(event)
  }
  // data-source keeps the address the page asked for; src may be the upload's own address or its cached copy's blob: URL.
  // A ref catches an image the browser loaded (or failed) before the page's script ran: its event has passed.
  // eslint-disable-next-line @next/next/no-img-element -- CMS media through Cache Storage, not next/image
  return <img ref={settle} src={url} data-source={src} alt={alt} onLoad={onSettled(onLoad)} onError={onSettled(onError)} {...size} {...rest} />
}
