import { HeroAvatar } from '@/components/heroes/HeroAvatar'
import { IntentLink } from '@/components/shell/IntentLink'
import type { BasicsHero } from '@/data/basics'

import styles from './HeroLink.module.css'

/** A hero's avatar and name, linking to the hero guide. */
export function HeroLink({ hero }: { hero: BasicsHero }) {
  return (
    <IntentLink className={styles.hero} href={`/heroes/${hero.slug}`} data-role={hero.role}>
      <HeroAvatar hero={hero} size={48} className={styles.avatar} />
      <span className={styles.name}>{hero.nickname}</span>
    </IntentLink>
  )
}
