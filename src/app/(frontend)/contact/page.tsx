import type { Metadata } from 'next'

import { pageMetadata } from '@/lib/seo'

import styles from './page.module.css'

export const metadata: Metadata = pageMetadata({
  title: 'Contact',
  description: 'How to reach the people behind this fan guide.',
  path: '/contact',
  image: { url: '/contact/hero.webp', alt: 'Contact', width: 1280, height: 720 },
})

/** The spec keeps this route as a placeholder; visitors get in touch through the footer's contact dialog. */
export default function ContactPage() {
  return (
    <div className={styles.contact}>
      <p>contact works!</p>
    </div>
  )
}
