import { useTranslations } from 'next-intl'

import styles from './BasicsIndex.module.css'

/** The guide's parts in reading order; each is an anchor the page already has (spec §2 Basics). */
const ENTRIES = [
  { id: 'quickstart-title', label: 'filter.quickstart' },
  { id: 'quickstart-glossary', label: 'glossary' },
  { id: 'convoy', label: 'mode.convoy' },
  { id: 'convergence', label: 'mode.convergence' },
  { id: 'domination', label: 'mode.domination' },
  { id: 'vanguard', label: 'role.vanguard' },
  { id: 'duelist', label: 'role.duelist' },
  { id: 'strategist', label: 'role.strategist' },
] as const

/**
 * A sticky index under the navigation, so a long guide on a phone is one tap from any part. The links set
 * the address's fragment; the guide's fragment handling reveals the part and scrolls to it.
 */
export function BasicsIndex() {
  const t = useTranslations('Basics')
  return (
    <nav className={styles.index} aria-label={t('index')} data-testid="basics-index">
      <ul className={styles.list}>
        {ENTRIES.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={styles.link}>
              {t(entry.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
