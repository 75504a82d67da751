'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { UntranslatedMark } from '@/components/content/UntranslatedMark'
import { CachedImage } from '@/components/media/CachedImage'

import styles from './MarkerOverlay.module.css'

/** What the overlay shows: a marker's, or a hero layer placement's. */
export type OverlaySpot = {
  /** Changes with the spot shown: the close button takes the focus again. */
  key: string
  /** The kicker: the marker's type, or the placement's hero and side. */
  title: string
  images: (string | null)[]
  /** Each picture's alt text: "{imageAlt}, view {n}". */
  imageAlt: string
  description: string
  /** The description is still in English (issue 45): the overlay marks it and gives it lang="en". */
  untranslated?: boolean
  /** The address that opens this spot again; only markers have one. */
  shareHref?: string
}

/** A spot's pictures (up to two) and its advice over the map. Any click on it closes it. */
export function MarkerOverlay({ spot, onClose, testId = 'marker-overlay' }: { spot: OverlaySpot; onClose: () => void; testId?: string }) {
  const t = useTranslations('MapGuide')
  // Only the mark's two strings travel to the browser (MapGuide's PageMessages), in the page's language.
  const content = useTranslations('Content')
  const closeButton = useRef<HTMLButtonElement>(null)
  const [copied, setCopied] = useState<string | null>(null)
  useEffect(() => {
    closeButton.current?.focus({ preventScroll: true })
  }, [spot.key])

  const images = spot.images.filter((src): src is string => Boolean(src))
  const { shareHref } = spot
  const copy = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!shareHref) return
    // The link copies instead of navigating (it is the address already open) and leaves the overlay open.
    event.preventDefault()
    event.stopPropagation()
    try {
      await navigator.clipboard.writeText(new URL(shareHref, window.location.href).href)
      setCopied(spot.key)
    } catch {
      window.location.assign(shareHref)
    }
  }

  return (
    <div className={styles.overlay} role="dialog" aria-label={spot.title || t('marker')} data-testid={testId} onClick={onClose}>
      <div className={styles.panel}>
        <p className={styles.kind}>{spot.title}</p>
        {images.length > 0 && (
          <div className={styles.images} data-count={images.length}>
            {images.map((src, index) => (
              <CachedImage key={src + index} className={styles.image} src={src} alt={t('imageView', { title: spot.imageAlt, number: index + 1 })} />
            ))}
          </div>
        )}
        {spot.untranslated ? (
          <div lang="en" data-untranslated>
            <UntranslatedMark label={content('untranslated')} hint={content('untranslatedHint')} />
            <p className={styles.description}>{spot.description}</p>
          </div>
        ) : (
          <p className={styles.description}>{spot.description}</p>
        )}
        <div className={styles.actions}>
          {shareHref && (
            <a className={styles.share} href={shareHref} onClick={copy} data-testid="marker-share-link">
              {copied === spot.key ? t('linkCopied') : t('copyLink')}
            </a>
          )}
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </div>
  )
}
