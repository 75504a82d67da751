import { IntentLink } from '@/components/shell/IntentLink'
import { MAP_TYPE_LABELS, type CoreMode, type MapFilter } from '@/maps/guide-rules'

import styles from './ModeIntro.module.css'

const CORE_MODES: CoreMode[] = ['convoy', 'convergence', 'domination']

/** The short explanation under the maps filter, linking to the chosen mode in the basics guide. */
export function ModeIntro({ filter, summaries }: { filter: MapFilter; summaries: Partial<Record<CoreMode, string>> }) {
  if (filter === 'all') {
    return (
      <p className={styles.intro} data-testid="mode-intro">
        Every map, grouped by where it sits in the game&apos;s world. Each one is played in one of three modes:{' '}
        {CORE_MODES.map((mode, index) => (
          <span key={mode}>
            <IntentLink href={`/basics#${mode}`}>{MAP_TYPE_LABELS[mode]}</IntentLink>
            {index < CORE_MODES.length - 2 ? ', ' : index === CORE_MODES.length - 2 ? ' or ' : '. '}
          </span>
        ))}
        Arcade maps come last under each location. Pick a map for its interactive guide.
      </p>
    )
  }
  const summary = summaries[filter] ?? `${MAP_TYPE_LABELS[filter]} maps, newest first.`
  return (
    <p className={styles.intro} data-testid="mode-intro">
      {summary}{' '}
      <IntentLink href={`/basics#${filter}`}>How {MAP_TYPE_LABELS[filter]} works</IntentLink>
    </p>
  )
}
