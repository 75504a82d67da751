import styles from './SupportBanner.module.css'

/** The support banner's external link. */
const SUPPORT_URL = 'https://buymeacoffee.com/'

/** The support banner with its one external link. */
export function SupportBanner() {
  return (
    <aside className={styles.banner} aria-label="Support the guide">
      <span>Enjoying the guide? It is made by fans in their free time.</span>
      <a href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
        Buy us a coffee
      </a>
    </aside>
  )
}
