'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { FilterButtons, type FilterOption } from '@/components/guide-header/FilterButtons'
import { FullGuideCount } from '@/components/guide-header/FullGuideCount'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import type { GuideMap, Location } from '@/contract/types'
import { groupMapsByLocation, MAP_FILTERS, type CoreMode, type MapFilter } from '@/maps/guide-rules'

import { LocationCard } from './LocationCard'
import styles from './MapsList.module.css'
import { ModeIntro } from './ModeIntro'

/** Maps list: the list hides this long after each filter change (spec §4 "filtering"). */
const MAP_FILTER_DELAY_MS = 350

/** The Maps screen: a mode filter over location cards of map tiles. */
export function MapsListView({
  maps,
  locations,
  summaries,
  written,
}: {
  maps: GuideMap[]
  locations: Location[]
  summaries: Partial<Record<CoreMode, string>>
  /** Slugs of the maps with a written guide. */
  written: string[]
}) {
  const t = useTranslations('Maps')
  const filterOptions: FilterOption<MapFilter>[] = MAP_FILTERS.map((value) => ({ value, label: value === 'all' ? t('filterAll') : t(`type.${value}`) }))
  const writtenSet = new Set(written)
  const writtenCount = maps.filter((map) => writtenSet.has(map.slug)).length
  const [filter, setFilter] = useState<MapFilter>('all')
  // The spec's "filtering" state: the list stays hidden for a moment after each change, so it swaps in one go.
  // The moment is counted from when the list is really hidden (the effect runs after the commit), so a busy
  // main thread between the click and the commit cannot shorten it.
  const [filtering, setFiltering] = useState(false)
  const [choices, setChoices] = useState(0)
  useEffect(() => {
    if (!filtering) return
    const timer = window.setTimeout(() => setFiltering(false), MAP_FILTER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [filtering, choices])

  const choose = (next: MapFilter) => {
    setFilter(next)
    setFiltering(true)
    setChoices((count) => count + 1)
  }

  const groups = groupMapsByLocation(maps, locations, filter)
  return (
    <>
      <GuideHeader title={t('title')} loading={filtering}>
        <FilterButtons options={filterOptions} value={filter} onChange={choose} label={t('filterLabel')} />
      </GuideHeader>
      <div className={styles.body}>
        <FullGuideCount
          count={writtenCount}
          total={maps.length}
          noun={t('fullGuideNoun')}
          others={t('fullGuideOthers')}
          testId="maps-written"
        />
        <ModeIntro filter={filter} summaries={summaries} />
        <div className={styles.list} hidden={filtering} data-testid="maps-list">
          {groups.map(({ location, maps: locationMaps }, index) => (
            <LocationCard key={location.id} location={location} maps={locationMaps} written={writtenSet} firstScreen={index === 0} />
          ))}
        </div>
      </div>
    </>
  )
}
