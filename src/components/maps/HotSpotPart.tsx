import { useTranslations } from 'next-intl'

import type { HotSpot } from '@/data/map-guide'
import type { MapType } from '@/contract/types'
import { Untranslated } from '@/components/content/Untranslated'

import { GuideImage } from './GuideImage'
import { GuidePart } from './GuidePart'
import styles from './Parts.module.css'
import { SideCard } from './SideCard'

/** The section's power position. Domination has one point both teams want, so it gets one text. */
export function HotSpotPart({ hotSpot, type, sectionName }: { hotSpot: HotSpot | undefined; type: MapType; sectionName: string }) {
  const t = useTranslations('MapGuide')
  if (!hotSpot) return null
  const single = type === 'domination' || !hotSpot.atk_description
  return (
    <GuidePart id="hot-spot" title={t('hotSpot')} kicker={sectionName}>
      <div className={styles.hotSpot}>
        <GuideImage src={hotSpot.image} alt={t('hotSpotOf', { section: sectionName })} />
        {single ? (
          <SideCard side="both" title={t('holdHere')}>
            <Untranslated when={Boolean(hotSpot.untranslated?.includes('def_description'))}>
              <p>{hotSpot.def_description}</p>
            </Untranslated>
          </SideCard>
        ) : (
          <div className={styles.stack}>
            <SideCard side="def" title={t('defenders')}>
              <Untranslated when={Boolean(hotSpot.untranslated?.includes('def_description'))}>
                <p>{hotSpot.def_description}</p>
              </Untranslated>
            </SideCard>
            <SideCard side="atk" title={t('attackers')}>
              <Untranslated when={Boolean(hotSpot.untranslated?.includes('atk_description'))}>
                <p>{hotSpot.atk_description}</p>
              </Untranslated>
            </SideCard>
          </div>
        )}
      </div>
    </GuidePart>
  )
}
