import { CachedImage } from '@/components/media/CachedImage'
import type { GuideAbility } from '@/data/hero-guide'

import styles from './AbilityEmblem.module.css'

/** Up to two initials of an ability's name: "Hulk Smash!" -> "HS". */
function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0].toUpperCase())
    .join('')
}

/** The ability's image, or (until an editor adds one) its initials on a badge shaped by its type. */
export function AbilityEmblem({ ability, large = false }: { ability: GuideAbility; large?: boolean }) {
  return (
    <span className={`${styles.emblem} ${large ? styles.large : ''}`} data-type={ability.type}>
      <span className={styles.initials} aria-hidden="true">
        {initialsOf(ability.name)}
      </span>
      {ability.image && <CachedImage className={styles.image} src={ability.image.url} alt="" loading="lazy" />}
    </span>
  )
}
