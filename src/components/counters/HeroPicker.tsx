'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { HeroAvatar } from '@/components/heroes/HeroAvatar'
import type { CounterPickHero } from '@/data/counter-picks'

import styles from './HeroPicker.module.css'

type Props = {
  id: string
  label: string
  heroes: CounterPickHero[]
  selected: string[]
  /** Heroes chosen on the other side: shown, but not pickable here. */
  disabled: string[]
  max: number
  onChange: (selected: string[]) => void
}

/** A searchable picker of hero avatars: toggle buttons, the chosen ones listed above with a remove button each. */
export function HeroPicker({ id, label, heroes, selected, disabled, max, onChange }: Props) {
  const [filter, setFilter] = useState('')
  const t = useTranslations('Counters.page')
  const roles = useTranslations('Heroes.roles')
  const needle = filter.trim().toLowerCase()
  // A role matches by its slug or by its name in the page's language ("duelista").
  const shown = heroes.filter(
    (hero) => !needle || hero.nickname.toLowerCase().includes(needle) || hero.role.includes(needle) || roles(hero.role).toLowerCase().includes(needle),
  )
  const full = selected.length >= max
  const nameOf = (slug: string) => heroes.find((hero) => hero.slug === slug)?.nickname ?? slug

  const toggle = (slug: string) => onChange(selected.includes(slug) ? selected.filter((s) => s !== slug) : [...selected, slug])

  return (
    <fieldset className={styles.picker} data-testid={`picker-${id}`}>
      <legend className={styles.legend}>
        {label} <span className={styles.count}>{t('count', { count: selected.length, max })}</span>
      </legend>
      <ul className={styles.chosen} aria-label={t('chosen', { label })}>
        {selected.length === 0 && <li className={styles.none}>{t('nobody')}</li>}
        {selected.map((slug) => (
          <li key={slug}>
            <button type="button" className={styles.chip} onClick={() => toggle(slug)} aria-label={t('remove', { name: nameOf(slug) })}>
              {nameOf(slug)} <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      <label className={styles.filterLabel} htmlFor={`${id}-filter`}>
        {t('find')}
      </label>
      <input
        id={`${id}-filter`}
        className={styles.filter}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t('placeholder')}
        autoComplete="off"
      />
      {full && <p className={styles.full}>{t('full', { max })}</p>}
      <ul className={styles.grid} aria-label={t('heroes', { label })}>
        {shown.map((hero) => {
          const isSelected = selected.includes(hero.slug)
          const blocked = !isSelected && (full || disabled.includes(hero.slug))
          return (
            <li key={hero.slug}>
              <button
                type="button"
                className={styles.hero}
                aria-pressed={isSelected}
                disabled={blocked}
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
