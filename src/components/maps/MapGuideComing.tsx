import type { CSSProperties } from 'react'

import { IntentLink } from '@/components/shell/IntentLink'
import { mapTypeLabel, type SimilarGuide } from '@/maps/guide-rules'
import { modeColour } from '@/site/palette'

import styles from './MapGuideComing.module.css'

/** On a map without a written guide: what the page has today, and maps whose guides are written. */
export function MapGuideComing({ mapName, sections, similar }: { mapName: string; sections: number; similar: SimilarGuide[] }) {
  return (
    <section className={styles.coming} data-testid="map-guide-coming" aria-labelledby="map-guide-coming-heading">
      <h2 id="map-guide-coming-heading" className={styles.title}>
        Guide coming
      </h2>
      <p>
        We have not written a guide for {mapName} yet. This page has the plan of {sections === 1 ? 'its section' : `its ${sections} sections`} and how the
        mode is won; heroes, breakouts, hot spots and utility spots land here once the guide is done.
      </p>
      {similar.length > 0 && (
        <>
          <h3 className={styles.similarTitle}>Maps with a full guide</h3>
          <ul className={styles.similar}>
            {similar.map((map) => (
              <li key={map.href}>
                <IntentLink href={map.href} className={styles.link} style={{ '--mode': modeColour(map.type) } as CSSProperties}>
                  <span className={styles.name}>{map.name}</span>
                  <span className={styles.type}>{mapTypeLabel(map.type)}</span>
                </IntentLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
