import { useTranslations } from 'next-intl'
import type { CSSProperties } from 'react'

import { IntentLink } from '@/components/shell/IntentLink'
import type { SimilarGuide } from '@/maps/guide-rules'
import { useMapTypeLabel } from './useMapTypeLabel'
import { modeColour } from '@/site/palette'

import styles from './MapGuideComing.module.css'

/** On a map without a written guide: what the page has today, and maps whose guides are written. */
export function MapGuideComing({ mapName, sections, similar }: { mapName: string; sections: number; similar: SimilarGuide[] }) {
  const t = useTranslations('Maps')
  const typeLabel = useMapTypeLabel()
  return (
    <section className={styles.coming} data-testid="map-guide-coming" aria-labelledby="map-guide-coming-heading">
      <h2 id="map-guide-coming-heading" className={styles.title}>
        {t('comingTitle')}
      </h2>
      <p>{sections === 1 ? t('comingTextOne', { map: mapName }) : t('comingTextMany', { map: mapName, count: sections })}</p>
      {similar.length > 0 && (
        <>
          <h3 className={styles.similarTitle}>{t('comingSimilar')}</h3>
          <ul className={styles.similar}>
            {similar.map((map) => (
              <li key={map.href}>
                <IntentLink href={map.href} className={styles.link} style={{ '--mode': modeColour(map.type) } as CSSProperties}>
                  <span className={styles.name}>{map.name}</span>
                  <span className={styles.type}>{typeLabel(map.type)}</span>
                </IntentLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
