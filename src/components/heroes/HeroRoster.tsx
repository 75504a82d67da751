'use client'

import { useSearchParams } from 'next/navigation'

import { CounterHelperLink } from '@/components/counters/CounterHelperLink'
import { FilterButtons, type FilterOption } from '@/components/guide-header/FilterButtons'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
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

/** The Heroes screen: every hero by role, filtered through the address's `role` query. */
export function HeroRoster({ heroes }: { heroes: Hero[] }) {
  const filter = rosterFilterOf(useSearchParams().get('role'))

  // The address is the filter's state: pushState keeps Back/Forward working, and Next.js hands the new
  // query to useSearchParams without asking the server again.
  const choose = (next: RosterFilter) => {
    window.history.pushState(null, '', next === 'all' ? '/heroes' : `/heroes?role=${next}`)
  }

  return (
    <>
      <GuideHeader
        title="Heroes"
        subtitle={filter === 'all' ? undefined : ROLE_LABELS[filter]}
        subtitleHref={filter === 'all' ? undefined : `/heroes?role=${filter}`}
      >
        <FilterButtons options={FILTER_OPTIONS} value={filter} onChange={choose} label="Show role" />
      </GuideHeader>
      <CounterHelperLink />
      <div className={styles.roster}>
        {rosterSections(heroes, filter).map((section) => (
          <RoleSection key={section.role} role={section.role} heroes={section.heroes} />
        ))}
      </div>
    </>
  )
}
