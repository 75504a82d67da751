import { useTranslations } from 'next-intl'

import { IntentLink } from '@/components/shell/IntentLink'
import type { GuideHero } from '@/data/hero-guide'

import styles from './GuideComing.module.css'
import { HeroTile } from './HeroTile'

/**
 * Shown where a hero's written guide would be, until someone writes it: what the page has today, and heroes
 * of the same role whose guides are written.
 */
export function GuideComing({ hero, teamUps, similar }: { hero: GuideHero; teamUps: number; similar: GuideHero[] }) {
  const t = useTranslations('Heroes.coming')
  const roles = useTranslations('Heroes.roles')
  return (
    <section className={styles.coming} data-testid="guide-coming" aria-labelledby="guide-coming-heading">
      <h2 id="guide-coming-heading" className={styles.title}>
        {t('heading')}
      </h2>
      <div className={styles.box}>
        <p>
          {t('intro', { name: hero.nickname, role: roles(hero.role), teamUps })}{' '}
          {t.rich(`basics.${hero.role}`, { basics: (words) => <IntentLink href={`/basics#${hero.role}`}>{words}</IntentLink> })}
        </p>
        {similar.length > 0 && (
          <>
            <h3 className={styles.similarTitle}>{t(`similar.${hero.role}`)}</h3>
            <ul className={styles.similar} aria-label={t(`similar.${hero.role}`)}>
              {similar.map((other) => (
                <li key={other.slug}>
                  <HeroTile hero={other} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  )
}
