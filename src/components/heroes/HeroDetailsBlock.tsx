import type { ReactNode } from 'react'

import type { GuideDetails } from '@/data/hero-guide'

import { HealingPriority } from './HealingPriority'
import styles from './HeroDetailsBlock.module.css'
import { InfoTip } from './InfoTip'

type Row = { key: string; term: ReactNode; value: ReactNode }

/** The hero's jobs, healing and notes; a row the editor left empty is left out. */
export function HeroDetailsBlock({ details }: { details: GuideDetails }) {
  const rows: Row[] = []
  if (details.primaryJob) rows.push({ key: 'primary', term: 'Primary job', value: details.primaryJob })
  if (details.secondaryJob) rows.push({ key: 'secondary', term: 'Secondary job', value: details.secondaryJob })
  if (details.healing)
    rows.push({
      key: 'healing',
      term: (
        <>
          Healing <InfoTip term="healing" text="Primary source of health while playing as this hero." />
        </>
      ),
      value: details.healing,
    })
  if (details.healingPriority !== null)
    rows.push({
      key: 'priority',
      term: (
        <>
          Healing priority <InfoTip term="healing priority" text="How important it is for strategists to focus this hero." />
        </>
      ),
      value: <HealingPriority value={details.healingPriority} />,
    })
  if (details.notes) rows.push({ key: 'notes', term: 'Notes', value: details.notes })
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
