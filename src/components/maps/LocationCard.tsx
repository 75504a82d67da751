import { useTranslations } from 'next-intl'

import { CachedImage } from '@/components/media/CachedImage'
import { IntentLink } from '@/components/shell/IntentLink'
import type { GuideMap, Location } from '@/contract/types'

import styles from './LocationCard.module.css'
import { MapCard } from './MapCard'

/**
 * A location of the maps list: its name and description over its picture, then its maps. The `firstScreen`
 * location's picture is in view on a phone as the page opens (the page's largest paint): fetched with the page at
 * high priority, not lazily once laid out.
 */
export function LocationCard({
  location,
  maps,
  written,
  firstScreen = false,
}: {
  location: Location
  maps: GuideMap[]
  written: ReadonlySet<string>
  firstScreen?: boolean
}) {
  const t = useTranslations('Maps')
  const href = `/maps/${location.slug}`
  return (
    <section className={styles.card} aria-labelledby={`location-${location.slug}`} data-testid="location-card">
      <div className={styles.banner}>
        <CachedImage
          className={styles.image}
          src={`${href}/hero.webp`}
          alt=""
          loading={firstScreen ? 'eager' : 'lazy'}
          fetchPriority={firstScreen ? 'high' : undefined}
        />
        <div className={styles.text}>
          <h2 className={styles.name} id={`location-${location.slug}`}>
            <IntentLink href={href}>{location.name}</IntentLink>
          </h2>
          <p className={styles.description}>{location.description}</p>
        </div>
      </div>
      <ul className={styles.maps} aria-label={t('mapsIn', { location: location.name })}>
        {maps.map((map) => (
          <li key={map.id}>
            <MapCard map={map} locationSlug={location.slug} written={written.has(map.slug)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
