'use client'

import { useTranslations } from 'next-intl'

import { StarIcon } from '@/components/icons/StarIcon'

import styles from './FavouriteStar.module.css'
import { toggleFavouriteHero, useFavourites } from './memory-store'

/**
 * The star that makes a hero a favourite: a toggle button (aria-pressed), remembered in this browser only. The
 * server renders it unpressed; the browser presses it after hydration, the button's box unchanged.
 */
export function FavouriteStar({ slug, name, size = 'small' }: { slug: string; name: string; size?: 'small' | 'large' }) {
  const t = useTranslations('Remember.star')
  const favourite = useFavourites().includes(slug)
  return (
    <button
      type="button"
      className={styles.star}
      data-size={size}
      aria-pressed={favourite}
      aria-label={t('add', { name })}
      data-testid="favourite-star"
      onClick={() => toggleFavouriteHero(slug)}
    >
      <StarIcon size={size === 'large' ? 24 : 20} filled={favourite} />
    </button>
  )
}
