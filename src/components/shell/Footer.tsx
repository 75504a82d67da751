'use client'

import { usePathname } from 'next/navigation'

import { useFeedback } from '@/components/feedback/FeedbackProvider'

import styles from './Footer.module.css'
import { IntentLink } from './IntentLink'

/**
 * Non-affiliation notice and the small print links; fixed to the bottom on the news route (spec §2), where a
 * phone gets a compact two-line version. On short pages the layout keeps it at the bottom of the screen.
 */
export function Footer() {
  const pathname = usePathname()
  const feedback = useFeedback()
  return (
    <footer className={styles.footer} data-fixed={pathname === '/news' ? 'true' : undefined}>
      <p className={styles.notice}>
        A fan-made guide. Not affiliated with, endorsed or sponsored by the game&rsquo;s publisher or developer.
        <span className={styles.owners}> All game names belong to their owners.</span>
      </p>
      <nav aria-label="Site information" className={styles.links}>
        <IntentLink href="/about">About</IntentLink>
        <IntentLink href="/terms">Terms</IntentLink>
        <IntentLink href="/privacy">Privacy</IntentLink>
        <button type="button" onClick={() => feedback.open('contact')}>
          Contact
        </button>
      </nav>
    </footer>
  )
}
