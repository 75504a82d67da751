'use client'

import { useTranslations } from 'next-intl'

import { useFeedback } from '@/components/feedback/FeedbackProvider'

import styles from './ContactButton.module.css'

/** Opens the site's one feedback dialog in contact mode, like the footer's Contact link. */
export function ContactButton() {
  const feedback = useFeedback()
  // Its words sit with the dialog's, which every page already carries.
  const t = useTranslations('Feedback')
  return (
    <button type="button" className={styles.button} onClick={(event) => feedback.open('contact', event.currentTarget)}>
      {t('writeToUs')}
    </button>
  )
}
