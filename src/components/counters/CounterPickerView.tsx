'use client'

import { useTranslations } from 'next-intl'

import { pushAddress, useAddressQuery } from '@/browser/address-query'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import type { CounterPickData } from '@/data/counter-picks'
import { cleanLineup, listNames, MAX_ENEMIES, MAX_TEAM, rankCounterPicks } from '@/rules/counter-pick-ranking'

import { CounterSuggestions } from './CounterSuggestions'
import styles from './CounterPicker.module.css'
import { HeroPicker } from './HeroPicker'

const split = (value: string | null) => (value ?? '').split(',').map((slug) => slug.trim()).filter(Boolean)

/**
 * /heroes/counters: the lineup lives in the address (?enemy=hulk,magik&team=luna-snow), so it can be shared. The
 * page is cached like the roster and is the same for every lineup: the browser reads the lineup.
 */
export function CounterPickerView({ data }: { data: CounterPickData }) {
  const params = useAddressQuery()
  const t = useTranslations('Counters.page')
  const known = new Set(data.roster.map((hero) => hero.slug))
  const enemies = cleanLineup(split(params.get('enemy')), known, MAX_ENEMIES)
  const team = cleanLineup(split(params.get('team')), known, MAX_TEAM).filter((slug) => !enemies.includes(slug))
  const nameOf = (slug: string) => data.roster.find((hero) => hero.slug === slug)?.nickname ?? slug

  // Every change is a new history entry: Back restores the lineup before it.
  const choose = (next: { enemy?: string[]; team?: string[] }) => {
    const query = new URLSearchParams()
    const enemy = next.enemy ?? enemies
    const mates = next.team ?? team
    if (enemy.length) query.set('enemy', enemy.join(','))
    if (mates.length) query.set('team', mates.join(','))
    const search = query.toString().replace(/%2C/g, ',')
    pushAddress(search ? `/heroes/counters?${search}` : '/heroes/counters')
  }

  const ranking = rankCounterPicks(data, enemies, team)
  return (
    <div className={styles.page}>
      <GuideHeader title={t('title')} subtitle={t('subtitle')} back={{ href: '/heroes', label: t('allHeroes') }} />
      <p className={styles.intro}>{t('intro', { enemies: MAX_ENEMIES, team: MAX_TEAM })}</p>
      <div className={styles.pickers}>
        <HeroPicker
          id="enemy"
          label={t('enemyTeam')}
          heroes={data.roster}
          selected={enemies}
          disabled={team}
          max={MAX_ENEMIES}
          onChange={(enemy) => choose({ enemy })}
        />
        <HeroPicker
          id="team"
          label={t('myTeam')}
          heroes={data.roster}
          selected={team}
          disabled={enemies}
          max={MAX_TEAM}
          onChange={(mates) => choose({ team: mates })}
        />
      </div>

      <section className={styles.results} aria-labelledby="suggestions-heading" aria-live="polite">
        <h2 id="suggestions-heading" className={styles.heading}>
          {t('suggestions')}
        </h2>
        {enemies.length === 0 ? (
          <p className={styles.note}>{t('chooseEnemy')}</p>
        ) : (
          <>
            <p className={styles.note} data-testid="counter-coverage">
              {ranking.known.length === enemies.length
                ? t('coverageAll', { count: enemies.length })
                : t('coverageSome', {
                    known: ranking.known.length,
                    count: enemies.length,
                    names: listNames(ranking.unknown.map(nameOf), t),
                    unknown: ranking.unknown.length,
                  })}
              {ranking.withoutGuide.length > ranking.unknown.length &&
                ` ${t('noOwnGuide', { names: listNames(ranking.withoutGuide.filter((slug) => ranking.known.includes(slug)).map(nameOf), t) })}`}
            </p>
            <CounterSuggestions suggestions={ranking.suggestions} roster={data.roster} nameOf={nameOf} />
          </>
        )}
      </section>
    </div>
  )
}
