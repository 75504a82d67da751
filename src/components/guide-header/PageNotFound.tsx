import { useTranslations } from 'next-intl'

import { NO_BACKGROUND_ATTRIBUTE } from '@/components/shell/route-background'

import { GuideHeader } from './GuideHeader'
import { NotFoundNotice } from './NotFoundNotice'

/**
 * A page that is not there (a patch, a tier list, a profile, a small-print page): a 404 page in the address's
 * language, with the guide around it and a way home. Without it such a page fell through to the framework's bare
 * English 404. Each route that can answer 404 names it in a not-found.tsx of its own, not the language's layout:
 * a layout's not-found is rendered into every page's inline data below it (issue 49, about 170 bytes of brotli a page).
 */
export function PageNotFound() {
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
