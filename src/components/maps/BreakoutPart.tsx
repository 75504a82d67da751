import type { Breakout } from '@/contract/types'

import { GuideImage } from './GuideImage'
import { GuidePart } from './GuidePart'
import styles from './Parts.module.css'
import { SideCard } from './SideCard'

/** How each side leaves spawn and takes its first fight in this section. */
export function BreakoutPart({ breakout, sectionName }: { breakout: Breakout | undefined; sectionName: string }) {
  if (!breakout) return null
  return (
    <GuidePart id="breakout" title="Breakout" kicker={sectionName}>
      <div className={styles.pair}>
        <SideCard side="def" title="Defenders">
          <GuideImage src={breakout.def_img} alt={`Defenders' breakout in ${sectionName}`} />
          <p>{breakout.def_description}</p>
        </SideCard>
        <SideCard side="atk" title="Attackers">
          <GuideImage src={breakout.atk_img} alt={`Attackers' breakout in ${sectionName}`} />
          <p>{breakout.atk_description}</p>
        </SideCard>
      </div>
    </GuidePart>
  )
}
