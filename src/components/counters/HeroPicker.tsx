'use client'

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
  const needle = filter.trim().toLowerCase()
  const shown = heroes.filter((hero) => !needle || hero.nickname.toLowerCase().includes(needle) || hero.role.includes(needle))
  const full = selected.length >= max
  const nameOf = (slug: string) => heroes.find((hero) => hero.slug === slug)?.nickname ?? slug

  const toggle = (slug: string) => onChange(selected.includes(slug) ? selected.filter((s) => s !== slug) : [...selected, slug])

  return (
    <fieldset className={styles.picker} data-testid={`picker-${id}`}>
      <legend className={styles.legend}>
        {label} <span className={styles.count}>{`${selected.length} of ${max}`}</span>
      </legend>
      <ul className={styles.chosen} aria-label={`${label}: chosen`}>
        {selected.length === 0 && <li className={styles.none}>Nobody yet</li>}
        {selected.map((slug) => (
          <li key={slug}>
            <button type="button" className={styles.chip} onClick={() => toggle(slug)} aria-label={`Remove ${nameOf(slug)}`}>
              {nameOf(slug)} <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      <label className={styles.filterLabel} htmlFor={`${id}-filter`}>
        Find a hero
      </label>
      <input
        id={`${id}-filter`}
        className={styles.filter}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder="Name or role"
        autoComplete="off"
      />
      {full && <p className={styles.full}>{`That is ${max}: remove one to choose another.`}</p>}
      <ul className={styles.grid} aria-label={`${label}: heroes`}>
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
        {shown.length === 0 && <li className={styles.none}>No hero matches “{filter.trim()}”.</li>}
      </ul>
    </fieldset>
  )
}
