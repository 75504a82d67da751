import type { ReactNode } from 'react'

import styles from './GuideSection.module.css'

/** One of the three top-level parts of the guide (Quickstart, Modes, Roles): a titled, test-addressable panel. */
export function GuideSection({ id, title, kicker, testId, children }: { id: string; title: string; kicker: string; testId: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid={testId}>
      <header className={styles.heading}>
        <p className={styles.kicker}>{kicker}</p>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
      </header>
      {children}
    </section>
  )
}
