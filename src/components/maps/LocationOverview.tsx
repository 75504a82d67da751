import { useTranslations } from 'next-intl'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { CachedImage } from '@/components/media/CachedImage'
import type { GuideMap, Location } from '@/contract/types'

import styles from './LocationOverview.module.css'
import { MapCard } from './MapCard'

/** The location page: its picture and description, then a card per map. */
export function LocationOverview({ location, maps, written }: { location: Location; maps: GuideMap[]; written: string[] }) {
  const t = useTranslations('Maps')
  return (
    <>
      <GuideHeader title={location.name} back={{ href: '/maps', label: t('allMaps') }} />
      <div className={styles.body}>
        <div className={styles.hero}>
          <CachedImage className={styles.image} src={`/maps/${location.slug}/hero.webp`} alt="" />
        </div>
        <p className={styles.description}>{location.description}</p>
        <h2 className={styles.heading}>{t('mapsHeading')}</h2>
        <ul className={styles.maps} aria-label={t('mapsIn', { location: location.name })}>
          {maps.map((map) => (
            <li key={map.id}>
              <MapCard map={map} locationSlug={location.slug} written={written.includes(map.slug)} />
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
