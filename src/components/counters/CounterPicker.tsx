'use client'

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
export function CounterPicker({ data }: { data: CounterPickData }) {
  const params = useAddressQuery()
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
      <GuideHeader title="Counter-pick helper" subtitle="From the guide’s own matchups" back={{ href: '/heroes', label: 'All Heroes' }} />
      <p className={styles.intro}>
        Choose up to {MAX_ENEMIES} enemy heroes, and if you like up to {MAX_TEAM} heroes your team already plays. Suggestions come
        only from what the hero guides say: who counters whom, and who plays well together.
      </p>
      <div className={styles.pickers}>
        <HeroPicker
          id="enemy"
          label="Enemy team"
          heroes={data.roster}
          selected={enemies}
          disabled={team}
          max={MAX_ENEMIES}
          onChange={(enemy) => choose({ enemy })}
        />
        <HeroPicker
          id="team"
          label="My team (optional)"
          heroes={data.roster}
          selected={team}
          disabled={enemies}
          max={MAX_TEAM}
          onChange={(mates) => choose({ team: mates })}
        />
      </div>

      <section className={styles.results} aria-labelledby="suggestions-heading" aria-live="polite">
        <h2 id="suggestions-heading" className={styles.heading}>
          Suggestions
        </h2>
        {enemies.length === 0 ? (
          <p className={styles.note}>Choose at least one enemy hero to see who counters them.</p>
        ) : (
          <>
            <p className={styles.note} data-testid="counter-coverage">
              {ranking.known.length === enemies.length
                ? `The guide has matchups for ${enemies.length === 1 ? 'the chosen enemy' : enemies.length === 2 ? 'both chosen enemies' : `all ${enemies.length} chosen enemies`}.`
                : `The guide has matchups for ${ranking.known.length} of the ${enemies.length} chosen enemies; ${listNames(ranking.unknown.map(nameOf))} ${ranking.unknown.length === 1 ? 'has' : 'have'} no written guide yet and ${ranking.unknown.length === 1 ? 'does' : 'do'} not change the suggestions.`}
              {ranking.withoutGuide.length > ranking.unknown.length &&
                ` ${listNames(ranking.withoutGuide.filter((slug) => ranking.known.includes(slug)).map(nameOf))}: no guide of their own yet, so only what other guides say about them counts.`}
            </p>
            <CounterSuggestions suggestions={ranking.suggestions} roster={data.roster} nameOf={nameOf} />
          </>
        )}
      </section>
    </div>
  )
}
