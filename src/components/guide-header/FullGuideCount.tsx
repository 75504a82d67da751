import { useTranslations } from 'next-intl'

import styles from './FullGuideCount.module.css'

/** Above a list of heroes or maps: how many have a full guide, the badge that marks them, and what the others show. */
export function FullGuideCount({ count, total, noun, others, testId }: { count: number; total: number; noun: string; others: string; testId: string }) {
  const t = useTranslations('GuideHeader')
  return (
    <p className={styles.written} data-testid={testId}>
      {/* The noun (heroes, maps) comes from the caller, already in the page's language. */}
      <strong>{t('fullGuideOf', { count, total, noun })}</strong> {t('fullGuideMarked')}{' '}
      <span className={styles.badge}>{t('fullGuide')}</span>
      {`. ${others}`}
    </p>
  )
}
