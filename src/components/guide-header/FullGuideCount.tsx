import styles from './FullGuideCount.module.css'

/** Above a list of heroes or maps: how many have a full guide, the badge that marks them, and what the others show. */
export function FullGuideCount({ count, total, noun, others, testId }: { count: number; total: number; noun: string; others: string; testId: string }) {
  return (
    <p className={styles.written} data-testid={testId}>
      {/* Noun and the sentence after the badge each join the text before them, as one text node per run. */}
      <strong>
        {count} of {total}
        {` ${noun}`}
      </strong>{' '}
      have a full guide, marked <span className={styles.badge}>Full guide</span>
      {`. ${others}`}
    </p>
  )
}
