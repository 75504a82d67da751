import type { HotSpot } from '@/data/map-guide'
import type { MapType } from '@/contract/types'

import { GuideImage } from './GuideImage'
import { GuidePart } from './GuidePart'
import styles from './Parts.module.css'
import { SideCard } from './SideCard'

/** The section's power position. Domination has one point both teams want, so it gets one text. */
export function HotSpotPart({ hotSpot, type, sectionName }: { hotSpot: HotSpot | undefined; type: MapType; sectionName: string }) {
  if (!hotSpot) return null
  const single = type === 'domination' || !hotSpot.atk_description
  return (
    <GuidePart id="hot-spot" title="Hot Spot" kicker={sectionName}>
      <div className={styles.hotSpot}>
        <GuideImage src={hotSpot.image} alt={`Hot spot of ${sectionName}`} />
        {single ? (
          <SideCard side="both" title="Hold here">
            <p>{hotSpot.def_description}</p>
          </SideCard>
        ) : (
          <div className={styles.stack}>
            <SideCard side="def" title="Defenders">
              <p>{hotSpot.def_description}</p>
            </SideCard>
            <SideCard side="atk" title="Attackers">
              <p>{hotSpot.atk_description}</p>
            </SideCard>
          </div>
        )}
      </div>
    </GuidePart>
  )
}
