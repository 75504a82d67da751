'use client'

import { useTranslations } from 'next-intl'

import { FilterButtons } from '@/components/guide-header/FilterButtons'
import { useRoleFilterOptions, useRoleInAddress } from '@/components/heroes/useRoleInAddress'
import { IntentLink } from '@/components/shell/IntentLink'
import type { TierListEntry } from '@/data/tier-list'

import styles from './TierListView.module.css'
import { TierHeroTile } from './TierHeroTile'

/**
 * The tiers as rows of heroes, then the unranked, filtered by the address's `role` query. The page comes from a
 * shared cache, which keeps no query, so the filter is read in the browser (the server renders every role).
 */
export function TierListView({ list, path }: { list: TierListEntry; path: string }) {
  const [filter, choose] = useRoleInAddress(path)
  const roleFilter = useRoleFilterOptions()
  const t = useTranslations('TierList.view')
  const roles = useTranslations('Heroes.roles')
  const shown = <T extends { role: string }>(heroes: T[]) => (filter === 'all' ? heroes : heroes.filter((hero) => hero.role === filter))

  const unranked = shown(list.unranked)
  return (
    <div className={styles.view} data-testid="tier-list" data-filter={filter}>
      <FilterButtons options={roleFilter.options} value={filter} onChange={choose} label={roleFilter.label} />
      <ol className={styles.tiers} aria-label={filter === 'all' ? t('tiers') : t('tiersOfRole', { role: roles(filter) })}>
        {list.tiers.map(({ tier, heroes }) => {
          const inRole = shown(heroes)
          return (
            <li key={tier} className={styles.tier} data-tier={tier}>
              <h2 className={styles.letter} aria-label={t('tier', { tier })}>
                {tier}
              </h2>
              {inRole.length ? (
                <ul className={styles.heroes}>
                  {inRole.map((hero) => (
                    <TierHeroTile key={hero.slug} hero={hero} />
                  ))}
                </ul>
              ) : (
                <p className={styles.empty}>{filter === 'all' ? t('empty') : t(`emptyOfRole.${filter}`)}</p>
              )}
            </li>
          )
        })}
      </ol>
      <section className={styles.unranked} aria-labelledby="unranked-heading" data-testid="tier-unranked">
        <h2 id="unranked-heading" className={styles.unrankedHeading}>
          {t('unranked', { count: unranked.length })}
        </h2>
        <p className={styles.note}>{t('unrankedNote')}</p>
        <ul className={styles.unrankedList}>
          {unranked.map((hero) => (
            <li key={hero.slug}>
              <IntentLink href={`/heroes/${hero.slug}`}>{hero.nickname}</IntentLink>
              {hero.previousTier && <span className={styles.was}> {t('was', { tier: hero.previousTier })}</span>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
