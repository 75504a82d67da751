import type { Metadata } from 'next'

import { ContactButton } from '@/components/pages/ContactButton'
import { pageMetadata } from '@/site/seo'

import styles from './page.module.css'

export const metadata: Metadata = pageMetadata({
  title: 'Contact',
  description: 'How to reach the people behind this fan guide.',
  path: '/contact',
  image: { url: '/contact/hero.webp', alt: 'Contact', width: 1280, height: 720 },
})

/** The spec keeps this route's placeholder text; the button opens the feedback dialog in contact mode. */
export default function ContactPage() {
  return (
    <div className={styles.contact}>
      <p>contact works!</p>
      <ContactButton />
    </div>
  )
}
