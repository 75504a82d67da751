'use client'

import { CachedImage } from '@/components/media/CachedImage'

import styles from './DeskAvatar.module.css'

/** The author's picture, or their initial while the desk has no avatar. Decorative: the button names it. */
export function DeskAvatar({ url, name, size }: { url: string | null; name: string; size: number }) {
  // The media URL, not /news/avatar.webp, goes through the image cache: it changes when the upload does,
  // so a returning visitor never keeps an outdated picture.
  return url ? (
    <CachedImage className={styles.avatar} src={url} alt="" width={size} height={size} style={{ width: size, height: size }} />
  ) : (
    <span className={styles.initial} style={{ width: size, height: size, fontSize: size / 2.4 }} aria-hidden="true">
      {name.slice(0, 1).toUpperCase() || '?'}
    </span>
  )
}
