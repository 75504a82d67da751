import type { HeroGuide } from '@/data/hero-guide'

import { teamUpBonusText, teamUpPartners } from './hero-helpers'
import { HeroTile } from './HeroTile'
import styles from './TeamUps.module.css'

/** The hero's team-ups: who they team with and what it gives them. Nothing at all when there are none. */
export function TeamUps({ guide }: { guide: HeroGuide }) {
  const { hero, teamUps, abilities } = guide
  if (!teamUps.length) return null
  return (
    <section className={styles.teamUps} aria-labelledby="team-ups-heading" data-testid="team-ups">
      <h2 id="team-ups-heading" className={styles.heading}>
        Team-ups
      </h2>
      <ul className={styles.list}>
        {teamUps.map((teamUp) => (
          <li key={teamUp.slug} className={styles.teamUp} data-team-up={teamUp.slug}>
            <div className={styles.top}>
              <h3 className={styles.name}>{teamUp.name}</h3>
              <span className={styles.seasons}>
                {teamUp.seasonEnd ? `${teamUp.seasonStart} – ${teamUp.seasonEnd}, retired` : `Since ${teamUp.seasonStart}`}
              </span>
            </div>
            <p className={styles.label}>Teammates</p>
            <ul className={styles.heroes}>
              {teamUpPartners(teamUp, hero.slug).map((partner) => (
                <li key={partner.slug}>
                  <HeroTile hero={partner} />
                </li>
              ))}
            </ul>
            <p className={styles.label}>Bonus</p>
            <p className={styles.bonus}>{teamUpBonusText(teamUp, abilities, hero.nickname)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
