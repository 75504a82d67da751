import { getTranslations } from 'next-intl/server'

import { IntentLink } from '@/components/shell/IntentLink'
import { getHeroTier } from '@/data/tier-list'

import styles from './HeroTierLine.module.css'
import { tierListHref } from './tier-format'

/** On a hero's guide: where the tier list places the hero ("S tier on S5.5"); nothing while it is unranked. */
export async function HeroTierLine({ slug }: { slug: string }) {
  const badge = await getHeroTier(slug)
  if (!badge) return null
  const t = await getTranslations('TierList')
  return (
    <p className={styles.line} data-testid="hero-tier-line">
      <IntentLink className={styles.link} href={tierListHref(badge.since)} data-tier={badge.tier}>
        {t.rich('heroLine', { tier: badge.tier, since: badge.since, letter: (tier) => <span className={styles.tier}>{tier}</span> })}
      </IntentLink>{' '}
      <span className={styles.note}>{t('heroLineNote')}</span>
    </p>
  )
}
