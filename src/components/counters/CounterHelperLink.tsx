import Link from 'next/link'

import styles from './CounterHelperLink.module.css'

/** The way into the counter-pick helper: from the roster, or from a guide with that hero already chosen as the enemy. */
export function CounterHelperLink({ enemy }: { enemy?: { slug: string; nickname: string } }) {
  return (
    <p className={styles.row}>
      <Link className={styles.link} href={enemy ? `/heroes/counters?enemy=${enemy.slug}` : '/heroes/counters'} data-testid="counter-helper-link">
        <span aria-hidden="true">⚔</span> {enemy ? `Counter this hero: who beats ${enemy.nickname}` : 'Counter-pick helper: who beats the enemy team'}
      </Link>
    </p>
  )
}
