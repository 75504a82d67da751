import { useTranslations } from 'next-intl'

import styles from './SupportBanner.module.css'

/** The support banner's external link. */
const SUPPORT_URL = 'https://buymeacoffee.com/'

/** The support banner with its one external link. */
export function SupportBanner() {
  const t = useTranslations('ShellFrame')
  return (
    <aside className={styles.banner} aria-label={t('supportLabel')}>
      <span>{t('supportText')}</span>
      <a href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
        {t('supportLink')}
      </a>
    </aside>
  )
}
