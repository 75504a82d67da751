import type { BasicsModeGuide, ModeMap } from '@/data/basics'

import { GuideSection } from './GuideSection'
import { ModeGuide } from './ModeGuide'

/** The three core modes; each gets the maps whose type is that mode. */
export function ModesSection({ modes, maps }: { modes: BasicsModeGuide[]; maps: ModeMap[] }) {
  return (
    <GuideSection id="modes" title="Modes" kicker="How each objective plays" testId="basics-modes">
      {modes.map((mode) => (
        <ModeGuide key={mode.mode} mode={mode} maps={maps.filter((map) => map.type === mode.mode)} />
      ))}
    </GuideSection>
  )
}
