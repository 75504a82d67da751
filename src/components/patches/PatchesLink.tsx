import { useLocale, useTranslations } from 'next-intl'

import { IntentLink } from '@/components/shell/IntentLink'
import { asLanguage, localePath } from '@/i18n/languages'

import styles from './PatchesLink.module.css'

/** On the news page: the way to the patch list and to the feed (in the page's language) that carries both. */
export function PatchesLink() {
  const t = useTranslations('News')
  const language = asLanguage(useLocale())
  return (
    <p className={styles.line}>
      {t.rich('patchesLine', { patches: (words) => <IntentLink href="/patches">{words}</IntentLink> })}
      <span aria-hidden="true"> · </span>
      <a href={localePath(language, '/feed.xml')} type="application/atom+xml">
        {t('atomFeed')}
      </a>
    </p>
  )
}
