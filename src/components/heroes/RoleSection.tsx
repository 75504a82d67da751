import { IntentLink } from '@/components/shell/IntentLink'
import type { Hero, HeroRole } from '@/contract/types'
import { ROLE_LABELS } from '@/rules/hero-roles'

import { HeroCard } from './HeroCard'
import styles from './RoleSection.module.css'

/** What each role does in a fight, in one line (spec: tank, damage dealer, healer). */
const ROLE_EXPLANATIONS: Record<HeroRole, string> = {
  vanguard: 'The tanks: they take space, soak damage and keep shields between the enemy and their team.',
  duelist: 'The damage dealers: they hunt eliminations and pressure the enemy backline.',
  strategist: 'The healers: they keep the team alive and tip fights with buffs and utility.',
}

/** How many cards of the roster's first role fill a phone's first screen (two rows of two). */
const FIRST_SCREEN_CARDS = 4

/** One role of the roster: its icon, name and job, then its heroes. The first section's first cards load at once. */
export function RoleSection({ role, heroes, written, first = false }: { role: HeroRole; heroes: Hero[]; written: ReadonlySet<string>; first?: boolean }) {
  const headingId = `role-${role}`
  return (
    <section className={styles.section} data-role={role} data-testid={`roster-${role}`} aria-labelledby={headingId}>
      <div className={styles.intro}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static icon from public/ */}
        <img className={styles.icon} src={`/heroes/roles/${role}.webp`} alt="" width={44} height={44} />
        <div>
          <h2 className={styles.title} id={headingId}>
            {ROLE_LABELS[role]}
          </h2>
          <p className={styles.explanation}>
            {ROLE_EXPLANATIONS[role]}{' '}
            <IntentLink href={`/basics#${role}`} className={styles.more}>
              More about {ROLE_LABELS[role].toLowerCase()}s
            </IntentLink>
          </p>
        </div>
      </div>
      <ul className={styles.grid}>
        {heroes.map((hero, index) => (
          <li key={hero.slug}>
            <HeroCard hero={hero} written={written.has(hero.slug)} firstScreen={first && index < FIRST_SCREEN_CARDS} />
          </li>
        ))}
      </ul>
    </section>
  )
}
