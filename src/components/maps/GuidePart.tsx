import type { ReactNode } from 'react'

import styles from './GuidePart.module.css'

/** One part of the map guide: a heading, an optional kicker line and its content. */
export function GuidePart({ id, title, kicker, children }: { id: string; title: string; kicker?: string; children: ReactNode }) {
  return (
    <section className={styles.part} aria-labelledby={`${id}-title`} data-testid={`guide-${id}`}>
      <div className={styles.heading}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h2 className={styles.title} id={`${id}-title`}>
          {title}
        </h2>
      </div>
      {children}
    </section>
  )
}
