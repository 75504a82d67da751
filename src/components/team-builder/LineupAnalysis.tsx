'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { IntentLink } from '@/components/shell/IntentLink'
import { HERO_ROLE_ORDER } from '@/rules/hero-roles'
import type { Lineup, LineupAnalysis as Analysis, TeamBuilderData } from '@/rules/team-lineup'

import styles from './LineupAnalysis.module.css'

/** What the guide's own data says about the lineup: team-ups, roles, counters both ways, the section's heroes. */
export function LineupAnalysis({ data, lineup, analysis }: { data: TeamBuilderData; lineup: Lineup; analysis: Analysis }) {
  const t = useTranslations('TeamBuilder.analysis')
  const roles = useTranslations('Heroes.roles')
  const nameOf = (slug: string) => data.roster.find((hero) => hero.slug === slug)?.nickname ?? slug
  const heroLink = (slug: string) => (
    <IntentLink key={slug} href={`/heroes/${slug}`} className={styles.link}>
      {nameOf(slug)}
    </IntentLink>
  )
  // Names as links to their guides, comma-separated (a link each, so no sentence is built around them).
  const links = (slugs: string[]): ReactNode =>
    slugs.map((slug, index) => (
      <span key={slug}>
        {index > 0 && ', '}
        {heroLink(slug)}
      </span>
    ))

  return (
    <section className={styles.analysis} aria-labelledby="analysis-heading" aria-live="polite" data-testid="lineup-analysis">
      <h2 id="analysis-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {lineup.team.length === 0 ? (
        <p className={styles.note}>{t('emptyTeam')}</p>
      ) : (
        <div className={styles.blocks}>
          <div className={styles.block} data-testid="team-ups-active">
            <h3 className={styles.subheading}>{t('teamUps')}</h3>
            {analysis.teamUps.length === 0 ? (
              <p className={styles.note}>{t('noTeamUps')}</p>
            ) : (
              <ul className={styles.list}>
                {analysis.teamUps.map((teamUp) => (
                  <li key={teamUp.slug} data-team-up={teamUp.slug}>
                    <IntentLink href={`/heroes/${teamUp.anchor}#team-up-${teamUp.slug}`} className={styles.link}>
                      {teamUp.name}
                    </IntentLink>{' '}
                    <span className={styles.muted}>{t('teamUpHeroes', { names: teamUp.members.map(nameOf).join(', ') })}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={styles.block} data-testid="role-count">
            <h3 className={styles.subheading}>{t('roles')}</h3>
            <ul className={styles.roles}>
              {HERO_ROLE_ORDER.map((role) => (
                <li key={role} className={styles.role} data-role={role}>
                  <span className={styles.roleCount}>{analysis.roles[role]}</span> {roles(role)}
                </li>
              ))}
            </ul>
            {analysis.missingRoles.map((role) => (
              <p key={role} className={styles.remark} data-missing-role={role}>
                {t(`missing_${role}`)}
              </p>
            ))}
          </div>
        </div>
      )}

      <div className={styles.block} data-testid="counters">
        <h3 className={styles.subheading}>{t('counters')}</h3>
        {lineup.vs.length === 0 || lineup.team.length === 0 ? (
          <p className={styles.note}>{t('chooseEnemy')}</p>
        ) : (
          <>
            <h4 className={styles.minor}>{t('ourCounters')}</h4>
            <ul className={styles.list} data-testid="our-counters">
              {analysis.answers.map(({ enemy, by }) => (
                <li key={enemy} data-enemy={enemy}>
                  {heroLink(enemy)}: {by.length ? <>{t('answer')} {links(by)}</> : <span className={styles.muted}>{t('noAnswer')}</span>}
                </li>
              ))}
            </ul>
            <h4 className={styles.minor}>{t('theirCounters')}</h4>
            {analysis.threats.every(({ by }) => by.length === 0) ? (
              <p className={styles.note}>{t('noThreats')}</p>
            ) : (
              <ul className={styles.list} data-testid="their-counters">
                {analysis.threats
                  .filter(({ by }) => by.length > 0)
                  .map(({ hero, by }) => (
                    <li key={hero} data-hero={hero}>
                      {heroLink(hero)}: {t('threat')} {links(by)}
                    </li>
                  ))}
              </ul>
            )}
          </>
        )}
      </div>

      {analysis.section && (
        <div className={styles.block} data-testid="section-heroes">
          <h3 className={styles.subheading}>
            <IntentLink href={`/maps/${analysis.section.location}/${analysis.section.map}/${analysis.section.section}`} className={styles.link}>
              {t('sectionHeading', { section: analysis.section.name, map: analysis.section.mapName })}
            </IntentLink>
          </h3>
          <h4 className={styles.minor}>{t('recommended')}</h4>
          {analysis.recommended.length === 0 ? (
            <p className={styles.note}>{t('noRecommended')}</p>
          ) : (
            <ul className={styles.list}>
              {analysis.recommended.map(({ hero, side, inTeam }) => (
                <li key={`${hero}-${side}`} data-recommended={hero} data-in-team={inTeam}>
                  <span aria-hidden="true">{inTeam ? '★ ' : '☆ '}</span>
                  {heroLink(hero)} <span className={styles.muted}>({t(`side_${side}`)})</span> — {inTeam ? t('inTeam') : t('notInTeam')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  )
}
