import { CachedImage } from '@/components/media/CachedImage'
import { mapPictureAddress } from '@/components/media/image-picks'
import { IntentLink } from '@/components/shell/IntentLink'
import type { ModeMap } from '@/data/basics'

import styles from './MapTile.module.css'

/** A map of a mode section: its picture and name, linking to the map guide. */
export function MapTile({ map }: { map: ModeMap }) {
  const href = `/maps/${map.locationSlug}/${map.slug}`
  return (
    <IntentLink className={styles.tile} href={href}>
      <span className={styles.frame}>
        {/* Decorative (the label names the tile); with an empty alt a missing picture leaves just the backdrop. */}
        <CachedImage className={styles.image} src={mapPictureAddress(map.locationSlug, map.slug)} alt="" loading="lazy" />
      </span>
      <span className={styles.label}>
        <span className={styles.name}>{map.name}</span>
        <span className={styles.location}>{map.locationName}</span>
      </span>
    </IntentLink>
  )
}
