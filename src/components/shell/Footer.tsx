'use client'

import { useTranslations } from 'next-intl'

import { useFeedback } from '@/components/feedback/FeedbackProvider'
import { usePathname } from '@/i18n/navigation'

import styles from './Footer.module.css'
import { IntentLink } from './IntentLink'

/**
 * Non-affiliation notice and the small print links; fixed to the bottom on the news route (spec §2), where a
 * phone gets a compact two-line version. On short pages the layout keeps it at the bottom of the screen.
 */
export function Footer() {
  const pathname = usePathname()
  const feedback = useFeedback()
  const t = useTranslations('Shell')
  return (
    <footer className={styles.footer} data-fixed={pathname === '/news' ? 'true' : undefined}>
      <p className={styles.notice}>
        {t('notice')}
        <span className={styles.owners}> {t('owners')}</span>
      </p>
      <nav aria-label={t('siteInformation')} className={styles.links}>
        <IntentLink href="/about">{t('about')}</IntentLink>
        <IntentLink href="/terms">{t('terms')}</IntentLink>
        <IntentLink href="/privacy">{t('privacy')}</IntentLink>
        <IntentLink href="/offline">{t('offline')}</IntentLink>
        <button type="button" onClick={() => feedback.open('contact')}>
          {t('contact')}
        </button>
      </nav>
    </footer>
  )
}
