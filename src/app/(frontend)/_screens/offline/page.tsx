import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { KeptList } from '@/components/offline/KeptList'
import { localePath, type Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'

import styles from './offline.module.css'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Offline' })
  // Not for search engines: it lists what one browser keeps.
  return { ...pageMetadata({ title: t('title'), description: t('description'), path: '/offline' }), robots: { index: false } }
}

/**
 * /offline (and /es/offline, /pt-br/offline): what this browser keeps for reading without a connection. The worker
 * precaches it with each build and answers any address never opened with it while offline (src/offline/sw.ts).
 */
export default async function OfflinePage({ language }: { language: Language }) {
  const t = await getTranslations({ locale: language, namespace: 'Offline' })
  return (
    <div className={styles.page}>
      <GuideHeader title={t('heading')} />
      <div className={styles.sheet}>
        <p>{t('intro')}</p>
        <KeptList
          language={language}
          offlinePath={localePath(language, '/offline')}
          labels={{
            listHeading: t('listHeading'),
            empty: t('empty'),
            savedOn: t.raw('savedOn') as string,
            remove: t('remove'),
            removeLabel: t.raw('removeLabel') as string,
            loading: t('loading'),
            noWorker: t('noWorker'),
            youAreOffline: t('youAreOffline'),
          }}
        />
      </div>
    </div>
  )
}
