import Link from 'next/link'

import { CachedImage } from '@/components/media/CachedImage'
import type { GuideMap } from '@/lib/api-client/types'
import { mapTypeLabel } from '@/lib/map-guide'

import styles from './MapCard.module.css'

/** A map tile: its picture, name and mode, linking to the map guide. */
export function MapCard({ map, locationSlug }: { map: GuideMap; locationSlug: string }) {
  const href = `/maps/${locationSlug}/${map.slug}`
  return (
    <Link className={styles.card} href={href} data-testid="map-card" data-type={map.type}>
      <span className={styles.frame}>
        {/* Decorative: the label names the map. */}
        <CachedImage className={styles.image} src={`${href}/hero.webp`} alt="" loading="lazy" />
      </span>
      <span className={styles.label}>
        <span className={styles.name}>{map.name}</span>
        <span className={styles.type} data-mode={map.type}>
          {mapTypeLabel(map.type)}
        </span>
      </span>
    </Link>
  )
}
