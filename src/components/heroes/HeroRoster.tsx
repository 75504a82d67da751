'use client'

import { CounterHelperLink } from '@/components/counters/CounterHelperLink'
import { FilterButtons } from '@/components/guide-header/FilterButtons'
import { FullGuideCount } from '@/components/guide-header/FullGuideCount'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { TierListLink } from '@/components/tier-list/TierListLink'
import type { Hero } from '@/contract/types'
import { ROLE_LABELS, rosterSections } from '@/rules/hero-roles'

import styles from './HeroRoster.module.css'
import { RoleSection } from './RoleSection'
import { ROLE_FILTER_OPTIONS, useRoleInAddress } from './useRoleInAddress'

/**
 * The Heroes screen: every hero by role, filtered through the address's `role` query. The page comes from a
 * shared cache, which keeps no query, so the filter is read in the browser (the server renders all roles).
 */
export function HeroRoster({ heroes, written }: { heroes: Hero[]; written: string[] }) {
  const writtenSet = new Set(written)
  const writtenCount = heroes.filter((hero) => writtenSet.has(hero.slug)).length
  const [filter, choose] = useRoleInAddress('/heroes')

  return (
    <>
      <GuideHeader
        title="Heroes"
        subtitle={filter === 'all' ? undefined : ROLE_LABELS[filter]}
        subtitleHref={filter === 'all' ? undefined : `/heroes?role=${filter}`}
        reserveSubtitle
      >
        <FilterButtons options={ROLE_FILTER_OPTIONS} value={filter} onChange={choose} label="Show role" />
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
        {rosterSections(heroes, filter).map((section, index) => (
          <RoleSection key={section.role} role={section.role} heroes={section.heroes} written={writtenSet} first={index === 0} />
        ))}
      </div>
    </>
  )
}
