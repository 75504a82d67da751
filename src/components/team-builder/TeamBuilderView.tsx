'use client'

import { useTranslations } from 'next-intl'
import { Activity, useMemo } from 'react'

import { pushAddress, useAddressQuery } from '@/browser/address-query'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { listNames } from '@/rules/counter-pick-ranking'
import { analyseLineup, lineupSearch, noneDropped, parseLineup, type Lineup, type TeamBuilderData } from '@/rules/team-lineup'

import { CopyLinkButton } from './CopyLinkButton'
import { LineupAnalysis } from './LineupAnalysis'
import { LineupSlots } from './LineupSlots'
import { RosterPicker } from './RosterPicker'
import { SavedLineupsPanel } from './SavedLineupsPanel'
import styles from './TeamBuilder.module.css'

/**
 * /team-builder: the lineup lives in the address (?team=hulk,thor&vs=loki&map=map.section), so Back, reload and a
 * pasted link restore it. The page is cached once and is the same for every lineup: the browser reads it here.
 */
export function TeamBuilderView({ data }: { data: TeamBuilderData }) {
  const params = useAddressQuery()
  const t = useTranslations('TeamBuilder.page')
  const known = useMemo(
    () => ({ heroes: new Set(data.roster.map((hero) => hero.slug)), sections: new Set(data.sections.map((section) => section.key)) }),
    [data],
  )
  // The same elements on every render, so a change of lineup does not walk the 55 sections again.
  const sectionOptions = useMemo(
    () =>
      [...new Set(data.sections.map((section) => section.mapName))].map((mapName) => (
        <optgroup key={mapName} label={mapName}>
          {data.sections
            .filter((section) => section.mapName === mapName)
            .map((section) => (
              <option key={section.key} value={section.key}>
                {section.name}
              </option>
            ))}
        </optgroup>
      )),
    [data],
  )
  const { lineup, dropped } = parseLineup({ team: params.get('team'), vs: params.get('vs'), map: params.get('map') }, known.heroes, known.sections)
  const nameOf = (slug: string) => data.roster.find((hero) => hero.slug === slug)?.nickname ?? slug
  const names = (slugs: string[]) => listNames(slugs, (_, values) => t('and', values as { rest: string; last: string }))

  // Every change is a new history entry at this page's own address (its language's), so Back restores the one before.
  const choose = (next: Partial<Lineup>) => {
    const search = lineupSearch({ ...lineup, ...next })
    pushAddress(`${window.location.pathname}${search ? `?${search}` : ''}`)
  }

  const droppedItems = [
    dropped.unknown.length && t('droppedUnknown', { names: names(dropped.unknown.map((slug) => `“${slug}”`)) }),
    dropped.repeated.length && t('droppedRepeated', { names: names([...new Set(dropped.repeated)].map(nameOf)) }),
    dropped.overflow.length && t('droppedOverflow', { names: names(dropped.overflow.map(nameOf)) }),
    dropped.unknownMap && t('droppedMap', { name: `“${dropped.unknownMap}”` }),
  ].filter((item): item is string => Boolean(item))

  const analysis = analyseLineup(data, lineup)
  const recommended = new Set(analysis.recommended.map((entry) => entry.hero))
  const search = lineupSearch(lineup)
  return (
    <div className={styles.page}>
      <GuideHeader title={t('title')} subtitle={t('subtitle')} />
      <p className={styles.intro}>{t('intro')}</p>
      {!noneDropped(dropped) && (
        <p className={styles.dropped} role="status" data-testid="lineup-dropped">
          {t('dropped', { items: droppedItems.join('; ') })}
        </p>
      )}
      <div className={styles.sides}>
        <LineupSlots
          id="team"
          label={t('ourTeam')}
          heroes={lineup.team.map((slug) => data.roster.find((hero) => hero.slug === slug)!)}
          recommended={recommended}
          onRemove={(slug) => choose({ team: lineup.team.filter((other) => other !== slug) })}
        />
        <LineupSlots
          id="vs"
          label={t('enemyTeam')}
          heroes={lineup.vs.map((slug) => data.roster.find((hero) => hero.slug === slug)!)}
          recommended={new Set()}
          onRemove={(slug) => choose({ vs: lineup.vs.filter((other) => other !== slug) })}
        />
      </div>
      {/*
        The roster and the analysis hydrate each in a task of its own after the rest (an Activity, as on the map
        guide, MapGuideView): one task for the whole builder was long on a phone. A tap or a key in the roster before
        then hydrates it first and is replayed. The section and the saved lineups' form hydrate with the page.
      */}
      <Activity>
        <RosterPicker roster={data.roster} lineup={lineup} onChange={choose} />
      </Activity>
      <div className={styles.tools}>
        <label className={styles.sectionLabel}>
          {t('section')}
          <select className={styles.select} value={lineup.map ?? ''} onChange={(event) => choose({ map: event.target.value || null })} data-testid="section-select">
            <option value="">{t('noSection')}</option>
            {sectionOptions}
          </select>
        </label>
        <CopyLinkButton search={search} />
        {search && (
          <button type="button" className={styles.button} onClick={() => choose({ team: [], vs: [], map: null })}>
            {t('clear')}
          </button>
        )}
      </div>
      <Activity>
        <LineupAnalysis data={data} lineup={lineup} analysis={analysis} />
      </Activity>
      <SavedLineupsPanel query={search} hasHeroes={lineup.team.length + lineup.vs.length > 0} />
    </div>
  )
}
