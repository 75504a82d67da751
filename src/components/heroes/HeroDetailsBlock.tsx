import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { GuideDetails } from '@/data/hero-guide'

import { HealingPriority } from './HealingPriority'
import styles from './HeroDetailsBlock.module.css'
import { InfoTip } from './InfoTip'

type Row = { key: string; term: ReactNode; value: ReactNode }

/** The hero's jobs, healing and notes; a row the editor left empty is left out. */
export function HeroDetailsBlock({ details }: { details: GuideDetails }) {
  const t = useTranslations('Heroes.howToWin')
  const rows: Row[] = []
  if (details.primaryJob) rows.push({ key: 'primary', term: t('primaryJob'), value: details.primaryJob })
  if (details.secondaryJob) rows.push({ key: 'secondary', term: t('secondaryJob'), value: details.secondaryJob })
  if (details.healing)
    rows.push({
      key: 'healing',
      term: (
        <>
          {t('healing')} <InfoTip term={t('healingTerm')} text={t('healingTip')} />
        </>
      ),
      value: details.healing,
    })
  if (details.healingPriority !== null)
    rows.push({
      key: 'priority',
      term: (
        <>
          {t('healingPriority')} <InfoTip term={t('healingPriorityTerm')} text={t('healingPriorityTip')} />
        </>
      ),
      value: <HealingPriority value={details.healingPriority} />,
    })
  if (details.notes) rows.push({ key: 'notes', term: t('notes'), value: details.notes })
  if (!rows.length) return null

  return (
    <dl className={styles.details} data-testid="hero-details">
      {rows.map((row) => (
        <div key={row.key} className={styles.row} data-row={row.key}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
