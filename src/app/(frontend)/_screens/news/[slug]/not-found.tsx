import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { NotFoundNotice } from '@/components/guide-header/NotFoundNotice'

/** An unknown news slug: a real 404 page that leads back to the feed. */
export default function NewsEntryNotFound() {
  return (
    <div>
      <GuideHeader title="News entry not found" back={{ href: '/news', label: 'All news' }} />
      <NotFoundNotice testId="news-not-found" link={{ href: '/news', label: 'Read the latest news' }}>
        No news entry has that address. It may be misspelled, or the entry is not published yet.
      </NotFoundNotice>
    </div>
  )
}
