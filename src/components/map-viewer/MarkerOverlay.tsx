'use client'

import { useEffect, useRef, useState } from 'react'

import { CachedImage } from '@/components/media/CachedImage'
import type { MapMarker } from '@/contract/types'

import styles from './MarkerOverlay.module.css'

/** A marker's pictures (up to two) and its advice over the map. Any click on it closes it. */
export function MarkerOverlay({ marker, shareHref, onClose }: { marker: MapMarker; shareHref: string; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null)
  const [copied, setCopied] = useState<number | null>(null)
  useEffect(() => {
    closeButton.current?.focus({ preventScroll: true })
  }, [marker.id])

  const images = [marker.img_1, marker.img_2].filter((src): src is string => Boolean(src))
  const copy = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    // The link copies instead of navigating (it is the address already open) and leaves the overlay open.
    event.preventDefault()
    event.stopPropagation()
    try {
      await navigator.clipboard.writeText(new URL(shareHref, window.location.href).href)
      setCopied(marker.id)
    } catch {
      window.location.assign(shareHref)
    }
  }

  return (
    <div className={styles.overlay} role="dialog" aria-label={marker.icon_name || 'Marker'} data-testid="marker-overlay" onClick={onClose}>
      <div className={styles.panel}>
        <p className={styles.kind}>{marker.icon_name}</p>
        {images.length > 0 && (
          <div className={styles.images} data-count={images.length}>
            {images.map((src, index) => (
              <CachedImage key={src + index} className={styles.image} src={src} alt={`${marker.icon_name}, view ${index + 1}`} />
            ))}
          </div>
        )}
        <p className={styles.description}>{marker.description}</p>
        <div className={styles.actions}>
          <a className={styles.share} href={shareHref} onClick={copy} data-testid="marker-share-link">
            {copied === marker.id ? 'Link copied' : 'Copy share link'}
          </a>
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  )
}
