import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { NotFoundNotice } from '@/components/guide-header/NotFoundNotice'
import { NO_BACKGROUND_ATTRIBUTE } from '@/components/shell/route-background'

/** An unknown hero slug: a real 404 page that leads back to the roster instead of an empty guide. */
export default function HeroNotFound() {
  return (
    <div {...{ [NO_BACKGROUND_ATTRIBUTE]: '' }}>
      <GuideHeader title="Hero not found" back={{ href: '/heroes', label: 'All Heroes' }} />
      <NotFoundNotice testId="hero-not-found" link={{ href: '/heroes', label: 'Browse all heroes' }}>
        No hero in the guide goes by that name. It may be misspelled, or the hero has not joined the game yet.
      </NotFoundNotice>
    </div>
  )
}
