'use client'

import { useSyncExternalStore } from 'react'

import { CounterHelperLink } from '@/components/counters/CounterHelperLink'
import { FilterButtons, type FilterOption } from '@/components/guide-header/FilterButtons'
import { FullGuideCount } from '@/components/guide-header/FullGuideCount'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { TierListLink } from '@/components/tier-list/TierListLink'
import type { Hero } from '@/lib/api-client/types'

import { ROLE_LABELS, type RosterFilter, rosterFilterOf, rosterSections } from './hero-helpers'
import styles from './HeroRoster.module.css'
import { RoleSection } from './RoleSection'

const FILTER_OPTIONS: FilterOption<RosterFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'vanguard', label: 'Vanguard' },
  { value: 'duelist', label: 'Duelist' },
  { value: 'strategist', label: 'Strategist' },
]

const ADDRESS_EVENT = 'guide:roster-address'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(ADDRESS_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(ADDRESS_EVENT, onChange)
  }
}

const roleInAddress = () => new URLSearchParams(window.location.search).get('role')

/**
 * The Heroes screen: every hero by role, filtered through the address's `role` query. The page comes from a
 * shared cache, which keeps no query, so the filter is read in the browser (the server renders all roles).
 */
export function HeroRoster({ heroes, written }: { heroes: Hero[]; written: string[] }) {
  const writtenSet = new Set(written)
  const writtenCount = heroes.filter((hero) => writtenSet.has(hero.slug)).length
  const filter = rosterFilterOf(useSyncExternalStore(subscribe, roleInAddress, () => null))

  // The address is the filter's state: pushState keeps Back/Forward working.
  const choose = (next: RosterFilter) => {
    window.history.pushState(null, '', next === 'all' ? '/heroes' : `/heroes?role=${next}`)
    window.dispatchEvent(new Event(ADDRESS_EVENT))
  }

  return (
    <>
      <GuideHeader
        title="Heroes"
        subtitle={filter === 'all' ? undefined : ROLE_LABELS[filter]}
        subtitleHref={filter === 'all' ? undefined : `/heroes?role=${filter}`}
        reserveSubtitle
      >
        <FilterButtons options={FILTER_OPTIONS} value={filter} onChange={choose} label="Show role" />
      </GuideHeader>
      <CounterHelperLink />
      <TierListLink />
      <div className={styles.roster}>
        <FullGuideCount
          count={writtenCount}
          total={heroes.length}
          noun="heroes"
          others="The others show their role and team-ups."
          testId="heroes-written"
        />
        {rosterSections(heroes, filter).map((section) => (
          <RoleSection key={section.role} role={section.role} heroes={section.heroes} written={writtenSet} />
        ))}
      </div>
    </>
  )
}
