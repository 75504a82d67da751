import type { ReactNode } from 'react'

import type { MapSide } from '@/contract/types'

import styles from './SideCard.module.css'

/** A panel tinted for its side: defenders blue, attackers red, both sides neutral. */
export function SideCard({ side, title, children }: { side: MapSide; title: string; children: ReactNode }) {
  return (
    <div className={styles.card} data-side={side}>
      <h3 className={styles.title}>{title}</h3>
      {children}
    </div>
  )
}
