import type { Metadata } from 'next'

import styles from './page.module.css'

export const metadata: Metadata = { title: 'Contact' }

/** The spec keeps this route as a placeholder; visitors get in touch through the footer's contact dialog. */
export default function ContactPage() {
  return (
    <div className={styles.contact}>
      <p>contact works!</p>
    </div>
  )
}
