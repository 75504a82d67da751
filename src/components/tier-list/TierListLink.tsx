import Link from 'next/link'

import styles from './TierListLink.module.css'

/** On the heroes screen: the way to the tier list. */
export function TierListLink() {
  return (
    <p className={styles.row}>
      <Link className={styles.link} href="/tier-list" data-testid="tier-list-link">
        <span aria-hidden="true">▤</span> Tier list: every hero placed S to D for the current patch
      </Link>
    </p>
  )
}
