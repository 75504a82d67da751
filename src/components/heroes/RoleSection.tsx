import { useTranslations } from 'next-intl'

import { FavouriteStar } from '@/components/remember/FavouriteStar'
import { IntentLink } from '@/components/shell/IntentLink'
import type { Hero, HeroRole } from '@/contract/types'

import { HeroCard } from './HeroCard'
import styles from './RoleSection.module.css'

/** How many cards of the roster's first role fill a phone's first screen (two rows of two). */
const FIRST_SCREEN_CARDS = 4

/** One role of the roster: its icon, name and job, then its heroes. The first section's first cards load at once. */
export function RoleSection({ role, heroes, written, first = false }: { role: HeroRole; heroes: Hero[]; written: ReadonlySet<string>; first?: boolean }) {
  const headingId = `role-${role}`
  const t = useTranslations('Heroes.roster')
  const roles = useTranslations('Heroes.roles')
  return (
    <section className={styles.section} data-role={role} data-testid={`roster-${role}`} aria-labelledby={headingId}>
      <div className={styles.intro}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static icon from public/ */}
        <img className={styles.icon} src={`/heroes/roles/${role}.webp`} alt="" width={44} height={44} />
        <div>
          <h2 className={styles.title} id={headingId}>
            {roles(role)}
          </h2>
          <p className={styles.explanation}>
            {/* What the role does in a fight, in one line (spec: tank, damage dealer, healer). */}
            {t(`explanation.${role}`)}{' '}
            <IntentLink href={`/basics#${role}`} className={styles.more}>
              {t(`more.${role}`)}
            </IntentLink>
          </p>
        </div>
      </div>
      <ul className={styles.grid}>
        {heroes.map((hero, index) => (
          // Keyed by place, not hero: when the browser puts favourites first after hydration, each card keeps its
          // box and takes another hero, so nothing moves on screen (no layout shift), it is only redrawn.
          <li key={index} className={styles.slot}>
            <HeroCard hero={hero} written={written.has(hero.slug)} firstScreen={first && index < FIRST_SCREEN_CARDS} />
            <FavouriteStar slug={hero.slug} name={hero.nickname} />
          </li>
        ))}
      </ul>
    </section>
  )
}
