'use client'

import { useFeedback } from '@/components/feedback/FeedbackProvider'

import styles from './ContactButton.module.css'

/** Opens the site's one feedback dialog in contact mode, like the footer's Contact link. */
export function ContactButton({ label }: { label: string }) {
  const feedback = useFeedback()
  return (
    <button type="button" className={styles.button} onClick={(event) => feedback.open('contact', event.currentTarget)}>
      {label}
    </button>
  )
}
