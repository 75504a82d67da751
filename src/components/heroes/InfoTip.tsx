import { useTranslations } from 'next-intl'
import { useId } from 'react'

import styles from './InfoTip.module.css'

/** A small "i" that explains a term on hover, on keyboard focus and on tap (the tap focuses the button). */
export function InfoTip({ term, text }: { term: string; text: string }) {
  const id = useId()
  const t = useTranslations('Heroes.howToWin')
  return (
    <span className={styles.tip}>
      <button type="button" className={styles.button} aria-label={t('about', { term })} aria-describedby={id}>
        i
      </button>
      <span role="tooltip" id={id} className={styles.bubble}>
        {text}
      </span>
    </span>
  )
}
