import Link from 'next/link'

import { GuideHeader } from '@/components/guide-header/GuideHeader'

import styles from './not-found.module.css'

/** An unknown news slug: a real 404 page that leads back to the feed. */
export default function NewsEntryNotFound() {
  return (
    <div>
      <GuideHeader title="News entry not found" back={{ href: '/news', label: 'All news' }} />
      <div className={styles.body} data-testid="news-not-found">
        <p>No news entry has that address. It may be misspelled, or the entry is not published yet.</p>
        <Link className={styles.link} href="/news">
          Read the latest news
        </Link>
      </div>
    </div>
  )
}
