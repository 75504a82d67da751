import styles from './BasicsIndex.module.css'

/** The guide's parts in reading order; each is an anchor the page already has (spec §2 Basics). */
const ENTRIES = [
  { id: 'quickstart-title', label: 'Quickstart' },
  { id: 'quickstart-glossary', label: 'Glossary' },
  { id: 'convoy', label: 'Convoy' },
  { id: 'convergence', label: 'Convergence' },
  { id: 'domination', label: 'Domination' },
  { id: 'vanguard', label: 'Vanguard' },
  { id: 'duelist', label: 'Duelist' },
  { id: 'strategist', label: 'Strategist' },
] as const

/**
 * A sticky index under the navigation, so a long guide on a phone is one tap from any part. The links set
 * the address's fragment; the guide's fragment handling reveals the part and scrolls to it.
 */
export function BasicsIndex() {
  return (
    <nav className={styles.index} aria-label="Basics sections" data-testid="basics-index">
      <ul className={styles.list}>
        {ENTRIES.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={styles.link}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
