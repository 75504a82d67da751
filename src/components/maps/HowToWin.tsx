import { IntentLink } from '@/components/shell/IntentLink'
import type { MapHowToWin } from '@/data/map-guide'

import { GuidePart } from './GuidePart'
import styles from './HowToWin.module.css'
import { SideCard } from './SideCard'

/**
 * "How to win": the map content has no field of its own for it, so it is the map's description (what makes
 * this map play the way it does) with the mode's win condition and each side's plan from the Basics guide.
 */
export function HowToWin({ description, howToWin }: { description: string | null; howToWin: MapHowToWin }) {
  const { mode, basicsHref, winCondition, coreStrategy, attacking, defending } = howToWin
  return (
    <GuidePart id="how-to-win" title="How to win" kicker={mode}>
      <div className={styles.intro}>
        {description && <p>{description}</p>}
        {winCondition && (
          <p>
            <strong className={styles.label}>The goal</strong> {winCondition}
          </p>
        )}
        {coreStrategy && <p>{coreStrategy}</p>}
      </div>
      {(attacking || defending) && (
        <div className={styles.sides}>
          {defending && (
            <SideCard side="def" title="Defending">
              <p>{defending}</p>
            </SideCard>
          )}
          {attacking && (
            <SideCard side="atk" title="Attacking">
              <p>{attacking}</p>
            </SideCard>
          )}
        </div>
      )}
      {basicsHref && (
        <p className={styles.more}>
          <IntentLink href={basicsHref}>More about {mode} in the basics guide</IntentLink>
        </p>
      )}
    </GuidePart>
  )
}
