import { memo } from 'react'

import { CachedImage } from '@/components/media/CachedImage'
import { heroAvatarAddress } from '@/components/media/image-picks'

import styles from './HeroAvatar.module.css'

/**
 * A hero's avatar square. The caller's class gives its size, corners and role stripe; `size` is the image's
 * pixel size to match. Memoised: a picker redrawn for a tap leaves its fifty unchanged avatars alone.
 */
export const HeroAvatar = memo(function HeroAvatar({ hero, size, className }: { hero: { slug: string; nickname: string }; size: number; className: string }) {
  return (
    <span className={`${styles.avatar} ${className}`}>
      {/* The initial shows through until (or unless) the avatar file loads. */}
      <span className={styles.initial} aria-hidden="true">
        {hero.nickname.charAt(0)}
      </span>
      {/* Empty alt: the name beside it already names the hero, and a missing file then shows no broken icon. */}
      <CachedImage className={styles.image} src={heroAvatarAddress(hero.slug)} alt="" width={size} height={size} loading="lazy" />
    </span>
  )
})
