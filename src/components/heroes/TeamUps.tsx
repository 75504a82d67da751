import { useTranslations } from 'next-intl'

import type { GuideAbility, GuideTeamUp, HeroGuide } from '@/data/hero-guide'

import { HeroTile } from './HeroTile'
import styles from './TeamUps.module.css'

/**
 * What a team-up gives this hero: the matching ability's description when the hero has an ability with the
 * bonus's slug, otherwise a sentence naming the bonus (`Heroes.teamUps.bonusText`, through `t`).
 */
export function teamUpBonusText(
  teamUp: Pick<GuideTeamUp, 'bonus' | 'bonusName'>,
  abilities: GuideAbility[],
  nickname: string,
  t: (key: 'bonusText', values: { name: string; bonus: string }) => string,
): string {
  const ability = abilities.find((candidate) => candidate.slug === teamUp.bonus)
  if (ability) return ability.description
  return t('bonusText', { name: nickname, bonus: teamUp.bonusName })
}

/** The heroes a team-up pairs this hero with: the anchor and the other teammates, never the hero itself. */
export function teamUpPartners<H extends { slug: string }>(teamUp: { anchor: H; teammates: H[] }, heroSlug: string): H[] {
  return [teamUp.anchor, ...teamUp.teammates].filter((hero) => hero.slug !== heroSlug)
}

/** The hero's team-ups: who they team with and what it gives them. Nothing at all when there are none. */
export function TeamUps({ guide }: { guide: HeroGuide }) {
  const { hero, teamUps, abilities } = guide
  const t = useTranslations('Heroes.teamUps')
  if (!teamUps.length) return null
  return (
    <section className={styles.teamUps} aria-labelledby="team-ups-heading" data-testid="team-ups">
      <h2 id="team-ups-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      <ul className={styles.list}>
        {teamUps.map((teamUp) => (
          <li key={teamUp.slug} id={`team-up-${teamUp.slug}`} className={styles.teamUp} data-team-up={teamUp.slug}>
            <div className={styles.top}>
              <h3 className={styles.name}>{teamUp.name}</h3>
              <span className={styles.seasons}>
                {teamUp.seasonEnd ? t('retired', { start: teamUp.seasonStart, end: teamUp.seasonEnd }) : t('since', { start: teamUp.seasonStart })}
              </span>
            </div>
            <p className={styles.label}>{t('teammates')}</p>
            <ul className={styles.heroes}>
              {teamUpPartners(teamUp, hero.slug).map((partner) => (
                <li key={partner.slug}>
                  <HeroTile hero={partner} />
                </li>
              ))}
            </ul>
            <p className={styles.label}>{t('bonus')}</p>
            <p className={styles.bonus}>{teamUpBonusText(teamUp, abilities, hero.nickname, t)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
