import Link from 'next/link'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { NO_BACKGROUND_ATTRIBUTE } from '@/components/shell/route-background'

import styles from './not-found.module.css'

/** An unknown hero slug: a real 404 page that leads back to the roster instead of an empty guide. */
export default function HeroNotFound() {
  return (
    <div {...{ [NO_BACKGROUND_ATTRIBUTE]: '' }}>
      <GuideHeader title="Hero not found" back={{ href: '/heroes', label: 'All Heroes' }} />
      <div className={styles.body} data-testid="hero-not-found">
        <p>No hero in the guide goes by that name. It may be misspelled, or the hero has not joined the game yet.</p>
        <Link className={styles.link} href="/heroes">
          Browse all heroes
        </Link>
      </div>
    </div>
  )
}
