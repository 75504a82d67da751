'use client'

import { useTranslations } from 'next-intl'

import { CounterHelperLink } from '@/components/counters/CounterHelperLink'
import { FilterButtons } from '@/components/guide-header/FilterButtons'
import { FullGuideCount } from '@/components/guide-header/FullGuideCount'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { TierListLink } from '@/components/tier-list/TierListLink'
import { useFavouritesAtLoad } from '@/components/remember/memory-store'
import type { Hero } from '@/contract/types'
import { favouritesFirst } from '@/rules/favourites'
import { rosterSections } from '@/rules/hero-roles'

import styles from './HeroRoster.module.css'
import { RoleSection } from './RoleSection'
import { useRoleFilterOptions, useRoleInAddress } from './useRoleInAddress'

/**
 * The Heroes screen: every hero by role, filtered through the address's `role` query. The page comes from a
 * shared cache, which keeps no query, so the filter is read in the browser (the server renders all roles); so are
 * the visitor's favourites, which come first in their role.
 */
export function HeroRosterView({ heroes, written }: { heroes: Hero[]; written: string[] }) {
  const writtenSet = new Set(written)
  const writtenCount = heroes.filter((hero) => writtenSet.has(hero.slug)).length
  const [filter, choose] = useRoleInAddress('/heroes')
  const roleFilter = useRoleFilterOptions()
  const t = useTranslations('Heroes.roster')
  const roles = useTranslations('Heroes.roles')
  // Favourites first in each role; A to Z on the server and until hydration, then this browser's order.
  const favourites = useFavouritesAtLoad()

  return (
    <>
      <GuideHeader
        title={t('title')}
        subtitle={filter === 'all' ? undefined : roles(filter)}
        subtitleHref={filter === 'all' ? undefined : `/heroes?role=${filter}`}
        reserveSubtitle
      >
        <FilterButtons options={roleFilter.options} value={filter} onChange={choose} label={roleFilter.label} />
      </GuideHeader>
      <CounterHelperLink />
      <TierListLink />
      <div className={styles.roster}>
        <FullGuideCount count={writtenCount} total={heroes.length} noun={t('noun')} others={t('others')} testId="heroes-written" />
        {rosterSections(heroes, filter).map((section, index) => (
          <RoleSection key={section.role} role={section.role} heroes={favouritesFirst(section.heroes, favourites)} written={writtenSet} first={index === 0} />
        ))}
      </div>
    </>
  )
}
