import { useTranslations } from 'next-intl'

import styles from './HealingPriority.module.css'

/** Healing priority runs from 1 (heal first) to 5; a value fills (HEALING_PRIORITY_FILL_FROM − value) icons. */
const HEALING_PRIORITY_MIN = 1
const HEALING_PRIORITY_MAX = 5
const HEALING_PRIORITY_FILL_FROM = 6

/**
 * Healing priority as icons: value 1 (heal first) fills five, 5 fills one; the rest are greyed.
 * Values outside the scale are held to it.
 */
export function healingPriorityIcons(value: number): boolean[] {
  const clamped = Math.min(HEALING_PRIORITY_MAX, Math.max(HEALING_PRIORITY_MIN, Math.round(value)))
  const filled = HEALING_PRIORITY_FILL_FROM - clamped
  return Array.from({ length: HEALING_PRIORITY_MAX }, (_, index) => index < filled)
}

/** A medical cross. */
function Cross() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <path d="M6 1.5h4v4.5h4.5v4H10v4.5H6V10H1.5V6H6z" />
    </svg>
  )
}

/** Healing priority: (6 − value) filled crosses out of five, then the value itself. */
export function HealingPriority({ value }: { value: number }) {
  const icons = healingPriorityIcons(value)
  const filled = icons.filter(Boolean).length
  const t = useTranslations('Heroes.howToWin')
  return (
    <span className={styles.priority} data-testid="healing-priority">
      <span className={styles.icons} role="img" aria-label={t('priorityIcons', { filled, max: HEALING_PRIORITY_MAX, value })}>
        {icons.map((on, index) => (
          <span key={index} className={on ? styles.filled : styles.empty} data-filled={on}>
            <Cross />
          </span>
        ))}
      </span>
      <span className={styles.value} aria-hidden="true">
        {value}
      </span>
    </span>
  )
}
