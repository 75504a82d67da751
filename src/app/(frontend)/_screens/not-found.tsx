import { useTranslations } from 'next-intl'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { NotFoundNotice } from '@/components/guide-header/NotFoundNotice'
import { NO_BACKGROUND_ATTRIBUTE } from '@/components/shell/route-background'

/**
 * Any other page that is not there (a patch, a tier list, a profile): a 404 page in the address's language, with
 * the guide around it and a way home. Without it such a page fell through to the framework's bare English 404.
 */
export default function PageNotFound() {
  const t = useTranslations('Pages')
  return (
    <div {...{ [NO_BACKGROUND_ATTRIBUTE]: '' }}>
      <GuideHeader title={t('pageNotFound')} />
      <NotFoundNotice testId="page-not-found" link={{ href: '/', label: t('goHome') }}>
        {t('pageNotFoundText')}
      </NotFoundNotice>
    </div>
  )
}
