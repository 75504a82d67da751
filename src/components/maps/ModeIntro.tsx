import { useTranslations } from 'next-intl'

import { IntentLink } from '@/components/shell/IntentLink'
import type { CoreMode, MapFilter } from '@/maps/guide-rules'

import styles from './ModeIntro.module.css'

const CORE_MODES: CoreMode[] = ['convoy', 'convergence', 'domination']

/** The short explanation under the maps filter, linking to the chosen mode in the basics guide. */
export function ModeIntro({ filter, summaries }: { filter: MapFilter; summaries: Partial<Record<CoreMode, string>> }) {
  const t = useTranslations('Maps')
  if (filter === 'all') {
    return (
      <p className={styles.intro} data-testid="mode-intro">
        {t('introAll')}{' '}
        {CORE_MODES.map((mode, index) => (
          <span key={mode}>
            <IntentLink href={`/basics#${mode}`}>{t(`type.${mode}`)}</IntentLink>
            {index < CORE_MODES.length - 2 ? t('introComma') : index === CORE_MODES.length - 2 ? t('introOr') : t('introEnd')}
          </span>
        ))}
        {t('introArcade')}
      </p>
    )
  }
  const mode = t(`type.${filter}`)
  const summary = summaries[filter] ?? t('modeFallback', { mode })
  return (
    <p className={styles.intro} data-testid="mode-intro">
      {summary}{' '}
      <IntentLink href={`/basics#${filter}`}>{t('modeWorks', { mode })}</IntentLink>
    </p>
  )
}
