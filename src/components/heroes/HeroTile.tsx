import { IntentLink } from '@/components/shell/IntentLink'
import type { GuideHero } from '@/data/hero-guide'

import { HeroAvatar } from './HeroAvatar'
import styles from './HeroTile.module.css'

/** A compact hero link for matchups and team-ups: small avatar and nickname, two to a row on a phone. */
export function HeroTile({ hero }: { hero: GuideHero }) {
  return (
    <IntentLink className={styles.tile} href={`/heroes/${hero.slug}`} data-role={hero.role} data-hero={hero.slug}>
      <HeroAvatar hero={hero} size={40} className={styles.avatar} />
      <span className={styles.name}>{hero.nickname}</span>
    </IntentLink>
  )
}
