import { IntentLink } from '@/components/shell/IntentLink'
import type { GuideHero } from '@/data/hero-guide'
import { ROLE_LABELS } from '@/rules/hero-roles'

import styles from './GuideComing.module.css'
import { HeroTile } from './HeroTile'

/**
 * Shown where a hero's written guide would be, until someone writes it: what the page has today, and heroes
 * of the same role whose guides are written.
 */
export function GuideComing({ hero, teamUps, similar }: { hero: GuideHero; teamUps: number; similar: GuideHero[] }) {
  const role = ROLE_LABELS[hero.role]
  return (
    <section className={styles.coming} data-testid="guide-coming" aria-labelledby="guide-coming-heading">
      <h2 id="guide-coming-heading" className={styles.title}>
        Guide coming
      </h2>
      <div className={styles.box}>
        <p>
          We have not written a guide for {hero.nickname} yet. This page has {hero.nickname}&rsquo;s role ({role})
          {teamUps > 0 ? ` and ${teamUps === 1 ? 'one team-up' : `${teamUps} team-ups`}` : ''}; abilities, matchups and tips land here once the
          guide is done. The <IntentLink href={`/basics#${hero.role}`}>basics on {role.toLowerCase()}s</IntentLink> cover what every {role.toLowerCase()}{' '}
          needs meanwhile.
        </p>
        {similar.length > 0 && (
          <>
            <h3 className={styles.similarTitle}>{role}s with a full guide</h3>
            <ul className={styles.similar} aria-label={`${role}s with a full guide`}>
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
