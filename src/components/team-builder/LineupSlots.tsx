'use client'

import { useTranslations } from 'next-intl'

import { HeroAvatar } from '@/components/heroes/HeroAvatar'
import { TEAM_SIZE, type LineupHero } from '@/rules/team-lineup'

import styles from './LineupSlots.module.css'

type Props = {
  id: 'team' | 'vs'
  label: string
  heroes: LineupHero[]
  /** Heroes the chosen map section recommends: marked in their slot. */
  recommended: Set<string>
  onRemove: (slug: string) => void
}

/** One side's six slots: the chosen heroes in order, each with a remove button, then the empty ones. */
export function LineupSlots({ id, label, heroes, recommended, onRemove }: Props) {
  const t = useTranslations('TeamBuilder.page')
  return (
    <section className={styles.side} aria-labelledby={`${id}-slots`} data-testid={`slots-${id}`}>
      <h2 id={`${id}-slots`} className={styles.heading}>
        {label} <span className={styles.count}>{t('count', { count: heroes.length, max: TEAM_SIZE })}</span>
      </h2>
      <ol className={styles.slots}>
        {Array.from({ length: TEAM_SIZE }, (_, index) => heroes[index]).map((hero, index) =>
          hero ? (
            <li key={hero.slug} className={styles.slot} data-hero={hero.slug} data-role={hero.role}>
              <HeroAvatar hero={hero} size={48} className={styles.avatar} />
              <span className={styles.name}>
                <span className={styles.nickname} title={hero.nickname}>
                  {hero.nickname}
                </span>
                {recommended.has(hero.slug) && (
                  <span className={styles.recommended} data-testid="recommended-mark">
                    <span aria-hidden="true">★ </span>
                    {t('recommended')}
                  </span>
                )}
              </span>
              <button type="button" className={styles.remove} onClick={() => onRemove(hero.slug)} aria-label={t('remove', { name: hero.nickname })}>
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ) : (
            <li key={`empty-${index}`} className={`${styles.slot} ${styles.empty}`}>
              {t('emptySlot')}
            </li>
          ),
        )}
      </ol>
    </section>
  )
}
