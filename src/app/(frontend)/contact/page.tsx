import type { Metadata } from 'next'

import { ContactButton } from '@/components/pages/ContactButton'

import styles from './page.module.css'

export const metadata: Metadata = { title: 'Contact' }

/** The spec keeps this route's placeholder text; the button opens the feedback dialog in contact mode. */
export default function ContactPage() {
  return (
    <div className={styles.contact}>
      <p>contact works!</p>
      <ContactButton />
    </div>
  )
}
