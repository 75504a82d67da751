import { useTranslations } from 'next-intl'

import { CachedImage } from '@/components/media/CachedImage'
import { IntentLink } from '@/components/shell/IntentLink'
import type { Hero } from '@/contract/types'
import { heroAvatarAddress } from '@/components/media/image-picks'

import styles from './HeroCard.module.css'

/** "Hulk" -> ["H", "ulk"], so the card can emphasise the first letter (a whole character, even outside the BMP). */
export function splitFirstLetter(name: string): [string, string] {
  const [first = '', ...rest] = Array.from(name)
  return [first, rest.join('')]
}

/**
 * A roster card: avatar, role icon and role, the nickname with its first letter emphasised, and whether its guide is
 * written. `firstScreen` cards (the top of the roster, in view on a phone as the page opens) load their avatar at
 * once: a lazy image waits for layout, and one of them is the page's largest paint.
 */
export function HeroCard({ hero, written = false, firstScreen = false }: { hero: Hero; written?: boolean; firstScreen?: boolean }) {
  const [first, rest] = splitFirstLetter(hero.nickname)
  const t = useTranslations('Heroes.roster')
  const roles = useTranslations('Heroes.roles')
  return (
    <IntentLink className={styles.card} href={`/heroes/${hero.slug}`} data-role={hero.role} data-testid="hero-card" data-written={written}>
      <span className={styles.portrait}>
        {/* The initial shows through until (or unless) the avatar file loads. */}
        <span className={styles.initial} aria-hidden="true">
          {first}
        </span>
        <CachedImage className={styles.avatar} src={heroAvatarAddress(hero.slug)} alt="" width={160} height={160} loading={firstScreen ? 'eager' : 'lazy'} />
        {written && <span className={styles.badge}>{t('fullGuide')}</span>}
      </span>
      <span className={styles.name}>
        <span className={styles.first} data-first-letter="">
          {first}
        </span>
        {rest}
      </span>
      <span className={styles.role}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static icon from public/ */}
        <img className={styles.roleIcon} src={`/heroes/roles/${hero.role}.webp`} alt="" width={18} height={18} />
        {roles(hero.role)}
      </span>
    </IntentLink>
  )
}
