import { useTranslations } from 'next-intl'

import type { Breakout } from '@/contract/types'
import { Untranslated } from '@/components/content/Untranslated'

import { GuideImage } from './GuideImage'
import { GuidePart } from './GuidePart'
import styles from './Parts.module.css'
import { SideCard } from './SideCard'

/** How each side leaves spawn and takes its first fight in this section. */
export function BreakoutPart({ breakout, sectionName }: { breakout: Breakout | undefined; sectionName: string }) {
  const t = useTranslations('MapGuide')
  if (!breakout) return null
  return (
    <GuidePart id="breakout" title={t('breakout')} kicker={sectionName}>
      <div className={styles.pair}>
        <SideCard side="def" title={t('defenders')}>
          <GuideImage src={breakout.def_img} alt={t('defendersBreakout', { section: sectionName })} />
          <Untranslated when={Boolean(breakout.untranslated?.includes('def_description'))}>
            <p>{breakout.def_description}</p>
          </Untranslated>
        </SideCard>
        <SideCard side="atk" title={t('attackers')}>
          <GuideImage src={breakout.atk_img} alt={t('attackersBreakout', { section: sectionName })} />
          <Untranslated when={Boolean(breakout.untranslated?.includes('atk_description'))}>
            <p>{breakout.atk_description}</p>
          </Untranslated>
        </SideCard>
      </div>
    </GuidePart>
  )
}
