import { useTranslations } from 'next-intl'
import type { CSSProperties } from 'react'

import { CachedImage } from '@/components/media/CachedImage'
import { IntentLink } from '@/components/shell/IntentLink'
import type { GuideMap } from '@/contract/types'
import { useMapTypeLabel } from './useMapTypeLabel'
import { modeColour } from '@/site/palette'

import styles from './MapCard.module.css'

/** A map tile: its picture, name and mode (in the mode's one colour), marked when its guide is written. */
export function MapCard({ map, locationSlug, written = false }: { map: GuideMap; locationSlug: string; written?: boolean }) {
  const t = useTranslations('Maps')
  const typeLabel = useMapTypeLabel()
  const href = `/maps/${locationSlug}/${map.slug}`
  return (
    <IntentLink className={styles.card} href={href} data-testid="map-card" data-type={map.type} data-written={written}>
      <span className={styles.frame}>
        {/* Decorative: the label names the map. */}
        <CachedImage className={styles.image} src={`${href}/hero.webp`} alt="" loading="lazy" />
      </span>
      <span className={styles.label}>
        <span className={styles.name}>{map.name}</span>
        <span className={styles.type} data-mode={map.type} style={{ '--mode': modeColour(map.type) } as CSSProperties}>
          {typeLabel(map.type)}
        </span>
        {written && <span className={styles.badge}>{t('fullGuide')}</span>}
      </span>
    </IntentLink>
  )
}
