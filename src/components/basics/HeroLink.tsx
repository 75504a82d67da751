import Link from 'next/link'

import { CachedImage } from '@/components/media/CachedImage'
import type { BasicsHero } from '@/data/basics'

import styles from './HeroLink.module.css'

/** A hero's avatar and name, linking to the hero guide. */
export function HeroLink({ hero }: { hero: BasicsHero }) {
  return (
    <Link className={styles.hero} href={`/heroes/${hero.slug}`} data-role={hero.role}>
      <span className={styles.avatar}>
        {/* The initial shows through until (or unless) the avatar file loads. */}
        <span className={styles.initial} aria-hidden="true">
          {hero.nickname.charAt(0)}
        </span>
        {/* Empty alt: the name beside it already names the link, and a missing file then shows no broken icon. */}
        <CachedImage className={styles.image} src={`/heroes/avatars/${hero.slug}.webp`} alt="" width={48} height={48} loading="lazy" />
      </span>
      <span className={styles.name}>{hero.nickname}</span>
    </Link>
  )
}
