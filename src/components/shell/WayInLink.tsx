import { IntentLink } from './IntentLink'
import styles from './WayInLink.module.css'

/**
 * A pill that leads into another part of the guide (the counter-pick helper, the tier list) from the screens
 * players start from. `tucked` pulls it up under a heading that already leaves room.
 */
export function WayInLink({ href, icon, label, testId, tucked = false }: { href: string; icon: string; label: string; testId: string; tucked?: boolean }) {
  return (
    <p className={tucked ? `${styles.row} ${styles.tucked}` : styles.row}>
      <IntentLink className={styles.link} href={href} data-testid={testId}>
        <span aria-hidden="true">{icon}</span> {label}
      </IntentLink>
    </p>
  )
}
