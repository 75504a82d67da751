import { useTranslations } from 'next-intl'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { NotFoundNotice } from '@/components/guide-header/NotFoundNotice'
import { NO_BACKGROUND_ATTRIBUTE } from '@/components/shell/route-background'

/** An unknown hero slug: a real 404 page that leads back to the roster instead of an empty guide. */
export default function HeroNotFound() {
  const t = useTranslations('Pages')
  return (
    <div {...{ [NO_BACKGROUND_ATTRIBUTE]: '' }}>
      <GuideHeader title={t('heroNotFound')} back={{ href: '/heroes', label: t('allHeroes') }} />
      <NotFoundNotice testId="hero-not-found" link={{ href: '/heroes', label: t('browseHeroes') }}>
        {t('heroNotFoundText')}
      </NotFoundNotice>
    </div>
  )
}
