import styles from './Untranslated.module.css'

/** The small "Not yet translated" mark, in words the caller has already translated (server or browser). */
export function UntranslatedMark({ label, hint }: { label: string; hint: string }) {
  return (
    <p className={styles.mark} title={hint} data-testid="untranslated-mark">
      {label}
    </p>
  )
}
