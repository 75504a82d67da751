import { useTranslations } from 'next-intl'

import type { BasicsModeGuide, ModeMap } from '@/data/basics'

import { GuideSection } from './GuideSection'
import { ModeGuide } from './ModeGuide'

/** The three core modes; each gets the maps whose type is that mode. */
export function ModesSection({ modes, maps }: { modes: BasicsModeGuide[]; maps: ModeMap[] }) {
  const t = useTranslations('Basics')
  return (
    <GuideSection id="modes" title={t('filter.modes')} kicker={t('modesKicker')} testId="basics-modes">
      {modes.map((mode) => (
        <ModeGuide key={mode.mode} mode={mode} maps={maps.filter((map) => map.type === mode.mode)} />
      ))}
    </GuideSection>
  )
}
