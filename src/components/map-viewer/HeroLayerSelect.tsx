'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import type { LayerHero } from '@/maps/hero-layer'

import styles from './HeroLayerSelect.module.css'

/**
 * The legend's "Hero" control: a labelled select of the heroes with spots in this section. Choosing one shows
 * only that hero's utility placements and markers; "All heroes" is the map as it always is.
 */
export function HeroLayerSelect({ heroes, value, onChoose }: { heroes: LayerHero[]; value: string | null; onChoose: (hero: string | null) => void }) {
  const t = useTranslations('MapGuide')
  const id = useId()
  return (
    <div className={styles.hero} data-testid="hero-layer">
      <label htmlFor={id} className={styles.label}>
        {t('hero')}
      </label>
      <select id={id} className={styles.select} value={value ?? ''} onChange={(event) => onChoose(event.target.value || null)}>
        <option value="">{t('allHeroes')}</option>
        {heroes.map((hero) => (
          <option key={hero.slug} value={hero.slug}>
            {t('heroSpots', { hero: hero.nickname, count: hero.spots })}
          </option>
        ))}
      </select>
    </div>
  )
}
