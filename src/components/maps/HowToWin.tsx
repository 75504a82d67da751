import { useTranslations } from 'next-intl'

import { Untranslated } from '@/components/content/Untranslated'
import { IntentLink } from '@/components/shell/IntentLink'
import type { MapType } from '@/contract/types'
import type { MapHowToWin } from '@/data/map-guide'

import { GuidePart } from './GuidePart'
import styles from './HowToWin.module.css'
import { SideCard } from './SideCard'

/**
 * "How to win": the map content has no field of its own for it, so it is the map's description (what makes
 * this map play the way it does) with the mode's win condition and each side's plan from the Basics guide.
 * The mode is named from the map's type, in the page's language.
 */
export function HowToWin({
  description,
  descriptionUntranslated = false,
  type,
  howToWin,
}: {
  description: string | null
  /** The description is shown in English for want of a translation (issue 45). */
  descriptionUntranslated?: boolean
  type: MapType
  howToWin: MapHowToWin
}) {
  const t = useTranslations('MapGuide')
  const mode = useTranslations('Maps')(`type.${type}`)
  const { basicsHref, winCondition, coreStrategy, attacking, defending } = howToWin
  return (
    <GuidePart id="how-to-win" title={t('howToWin')} kicker={mode}>
      <div className={styles.intro}>
        {description && (
          <Untranslated when={descriptionUntranslated}>
            <p>{description}</p>
          </Untranslated>
        )}
        {winCondition && (
          <p>
            <strong className={styles.label}>{t('goal')}</strong> {winCondition}
          </p>
        )}
        {coreStrategy && <p>{coreStrategy}</p>}
      </div>
      {(attacking || defending) && (
        <div className={styles.sides}>
          {defending && (
            <SideCard side="def" title={t('side.def')}>
              <p>{defending}</p>
            </SideCard>
          )}
          {attacking && (
            <SideCard side="atk" title={t('side.atk')}>
              <p>{attacking}</p>
            </SideCard>
          )}
        </div>
      )}
      {basicsHref && (
        <p className={styles.more}>
          <IntentLink href={basicsHref}>{t('moreAbout', { mode })}</IntentLink>
        </p>
      )}
    </GuidePart>
  )
}
