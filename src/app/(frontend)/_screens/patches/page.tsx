import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { PatchList } from '@/components/patches/PatchList'
import { getPatches } from '@/data/patches'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'

import styles from '../news/page.module.css'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return pageMetadata({
    title: t('patches'),
    description: t('patchesDescription'),
    path: '/patches',
  })
}

export default async function PatchesPage({ language }: { language: Language }) {
  const [patches, t] = await Promise.all([getPatches(language), getTranslations('Pages')])
  return (
    <div className={styles.page} data-route="patches">
      <GuideHeader title={t('patches')} subtitle={t('patchesSubtitle')} />
      <div className={styles.list}>
        <PatchList patches={patches} />
      </div>
    </div>
  )
}
