import type { ReactNode } from 'react'

import { IntentLink } from '@/components/shell/IntentLink'

import styles from './NotFoundNotice.module.css'

/** The body of a guide's 404 page, under its header: why nothing is at this address, and a way back. */
export function NotFoundNotice({ testId, link, children }: { testId: string; link: { href: string; label: string }; children: ReactNode }) {
  return (
    <div className={styles.body} data-testid={testId}>
      <p>{children}</p>
      <IntentLink className={styles.link} href={link.href}>
        {link.label}
      </IntentLink>
    </div>
  )
}
