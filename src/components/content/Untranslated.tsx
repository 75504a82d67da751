import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import styles from './Untranslated.module.css'
import { UntranslatedMark } from './UntranslatedMark'

/**
 * A block of content that has no translation yet and so is shown in English (issue 45): a small mark says so,
 * and `lang="en"` lets a screen reader switch voice. When the block is translated it renders as it is.
 */
export function Untranslated({ when, children }: { when: boolean; children: ReactNode }) {
  const t = useTranslations('Content')
  if (!when) return children
  return (
    <div lang="en" className={styles.block} data-untranslated>
      <UntranslatedMark label={t('untranslated')} hint={t('untranslatedHint')} />
      {children}
    </div>
  )
}
