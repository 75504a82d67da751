'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { HeroAvatar } from '@/components/heroes/HeroAvatar'
import { HERO_ROLE_ORDER, type RosterFilter } from '@/rules/hero-roles'
import { TEAM_SIZE, type Lineup, type LineupHero } from '@/rules/team-lineup'

import styles from './RosterPicker.module.css'

type Side = 'team' | 'vs'

/**
 * The roster to pick from: which side a tap adds to, the role filter and a search field, then every hero as a
 * toggle button (pressed when on the chosen side; disabled when on the other side, or when the side is full).
 */
export function RosterPicker({ roster, lineup, onChange }: { roster: LineupHero[]; lineup: Lineup; onChange: (next: Partial<Lineup>) => void }) {
  const t = useTranslations('TeamBuilder.page')
  const roles = useTranslations('Heroes.roles')
  const [side, setSide] = useState<Side>('team')
  const [role, setRole] = useState<RosterFilter>('all')
  const [filter, setFilter] = useState('')
  const needle = filter.trim().toLowerCase()
  const shown = roster.filter((hero) => (role === 'all' || hero.role === role) && (!needle || hero.nickname.toLowerCase().includes(needle)))
  const chosen = lineup[side]
  const other = lineup[side === 'team' ? 'vs' : 'team']
  const full = chosen.length >= TEAM_SIZE
  const sideLabel = side === 'team' ? t('ourSide') : t('enemySide')

  const toggle = (slug: string) => onChange({ [side]: chosen.includes(slug) ? chosen.filter((s) => s !== slug) : [...chosen, slug] })

  return (
    <fieldset className={styles.picker} data-testid="roster-picker">
      <legend className={styles.legend}>{t('heroes')}</legend>
      <div className={styles.controls}>
        <div role="group" aria-label={t('addTo')} className={styles.group}>
          <span className={styles.groupLabel}>{t('addTo')}</span>
          {(['team', 'vs'] as const).map((value) => (
            <button key={value} type="button" className={styles.toggle} aria-pressed={side === value} onClick={() => setSide(value)} data-side={value}>
              {value === 'team' ? t('ourSide') : t('enemySide')}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('role')} className={styles.group}>
          <span className={styles.groupLabel}>{t('role')}</span>
          {(['all', ...HERO_ROLE_ORDER] as const).map((value) => (
            <button key={value} type="button" className={styles.toggle} aria-pressed={role === value} onClick={() => setRole(value)} data-role-filter={value}>
              {value === 'all' ? t('allRoles') : roles(value)}
            </button>
          ))}
        </div>
        <label className={styles.findLabel}>
          {t('find')}
          <input
            className={styles.find}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('placeholder')}
            autoComplete="off"
          />
        </label>
      </div>
      {/* Always there, one line high: the browser reads the lineup after the page is drawn, and a full side's
          note then moves no hero below it. */}
      <p className={styles.full} role="status">
        {full ? t('full', { label: sideLabel }) : null}
      </p>
      <ul className={styles.grid} aria-label={`${t('heroes')}: ${sideLabel}`}>
        {shown.map((hero) => {
          const onThisSide = chosen.includes(hero.slug)
          const onOtherSide = other.includes(hero.slug)
          return (
            <li key={hero.slug}>
              <button
                type="button"
                className={styles.hero}
                aria-pressed={onThisSide}
                disabled={onOtherSide || (!onThisSide && full)}
                title={onOtherSide ? t('otherSide', { name: hero.nickname }) : undefined}
                onClick={() => toggle(hero.slug)}
                data-hero={hero.slug}
                data-role={hero.role}
              >
                <HeroAvatar hero={hero} size={40} className={styles.avatar} />
                <span className={styles.name}>{hero.nickname}</span>
              </button>
            </li>
          )
        })}
        {shown.length === 0 && <li className={styles.none}>{t('noMatch', { filter: filter.trim() })}</li>}
      </ul>
    </fieldset>
  )
}
