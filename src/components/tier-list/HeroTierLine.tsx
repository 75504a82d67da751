import { IntentLink } from '@/components/shell/IntentLink'
import { getHeroTier } from '@/data/tier-list'

import styles from './HeroTierLine.module.css'
import { tierListHref } from './tier-format'

/** On a hero's guide: where the tier list places the hero ("S tier on S5.5"); nothing while it is unranked. */
export async function HeroTierLine({ slug }: { slug: string }) {
  const badge = await getHeroTier(slug)
  if (!badge) return null
  return (
    <p className={styles.line} data-testid="hero-tier-line">
      <IntentLink className={styles.link} href={tierListHref(badge.since)} data-tier={badge.tier}>
        <span className={styles.tier}>{badge.tier}</span> tier on {badge.since}
      </IntentLink>{' '}
      <span className={styles.note}>in the editors’ tier list</span>
    </p>
  )
}
