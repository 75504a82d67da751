import { useTranslations } from 'next-intl'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { NotFoundNotice } from '@/components/guide-header/NotFoundNotice'

/** An unknown news slug: a real 404 page that leads back to the feed. */
export default function NewsEntryNotFound() {
  const t = useTranslations('Pages')
  return (
    <div>
      <GuideHeader title={t('newsNotFound')} back={{ href: '/news', label: t('allNews') }} />
      <NotFoundNotice testId="news-not-found" link={{ href: '/news', label: t('latestNews') }}>
        {t('newsNotFoundText')}
      </NotFoundNotice>
    </div>
  )
}
