import Link from 'next/link'

import { CachedImage } from '@/components/media/CachedImage'
import type { GuideHero } from '@/data/hero-guide'

import styles from './HeroTile.module.css'

/** A compact hero link for matchups and team-ups: small avatar and nickname, two to a row on a phone. */
export function HeroTile({ hero }: { hero: GuideHero }) {
  return (
    <Link className={styles.tile} href={`/heroes/${hero.slug}`} data-role={hero.role} data-hero={hero.slug}>
      <span className={styles.avatar}>
        {/* The initial shows through until (or unless) the avatar file loads. */}
        <span className={styles.initial} aria-hidden="true">
          {hero.nickname.charAt(0)}
        </span>
        <CachedImage className={styles.image} src={`/heroes/avatars/${hero.slug}.webp`} alt="" width={40} height={40} loading="lazy" />
      </span>
      <span className={styles.name}>{hero.nickname}</span>
    </Link>
  )
}
