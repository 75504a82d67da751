'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { HeroAvatar } from '@/components/heroes/HeroAvatar'
import { UntranslatedMark } from '@/components/content/UntranslatedMark'
import { IntentLink } from '@/components/shell/IntentLink'
import type { TierHero } from '@/data/tier-list'
import { MOVEMENT_SYMBOLS } from '@/rules/tiers'

import styles from './TierHeroTile.module.css'
import { reasonInEnglish } from './tier-format'

/**
 * One placed hero: avatar, name and movement. Its reason shows on hover, on keyboard focus and on tap (a tap
 * toggles it, since a tap does not focus a button in every browser), with the way to the hero's guide.
 */
export function TierHeroTile({ hero }: { hero: TierHero }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const t = useTranslations('TierList.view')
  const content = useTranslations('Content')
  const untranslated = reasonInEnglish(hero)
  return (
    <li className={styles.tile} data-role={hero.role} data-hero={hero.slug} data-movement={hero.movement} data-open={open || undefined}>
      <button
        type="button"
        className={styles.button}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <HeroAvatar hero={hero} size={56} className={styles.avatar} />
        <span className={styles.name}>{hero.nickname}</span>
        <span className={styles.move} data-testid="tier-movement">
          <span aria-hidden="true">{MOVEMENT_SYMBOLS[hero.movement]}</span> {t(`movement.${hero.movement}`, { tier: hero.previousTier ?? '' })}
        </span>
      </button>
      <span role="tooltip" id={id} className={styles.bubble}>
        {untranslated && <UntranslatedMark label={content('untranslated')} hint={content('untranslatedHint')} />}
        <span className={styles.who}>{hero.nickname}:</span> {untranslated ? <span lang="en">{hero.reason}</span> : hero.reason || t('noReason')}{' '}
        <IntentLink href={`/heroes/${hero.slug}`} className={styles.guide}>
          {t('guide', { name: hero.nickname })}
        </IntentLink>
      </span>
    </li>
  )
}
