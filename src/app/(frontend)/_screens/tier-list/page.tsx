import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageImages } from '@/components/media/PageImages'
import { HERO_AVATARS } from '@/components/media/image-picks'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { TierListPage } from '@/components/tier-list/TierListPage'
import { TIER_LIST_IMAGE } from '@/components/tier-list/tier-format'
import { getLatestTierList } from '@/data/tier-list'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'

import styles from '@/components/tier-list/TierListPage.module.css'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const [list, t] = await Promise.all([getLatestTierList(language), getTranslations({ locale: language, namespace: 'Pages' })])
  return pageMetadata({
    title: list ? t('tierListFor', { patch: list.patch }) : t('tierList'),
    description: list ? t('tierListDescription', { patch: list.patch }) : t('tierListNone'),
    path: '/tier-list',
    image: { ...TIER_LIST_IMAGE, alt: t('tierList') },
  })
}

export default async function TierListLatestPage({ language }: { language: Language }) {
  const list = await getLatestTierList(language)
  if (!list) {
    const t = await getTranslations('Pages')
    return (
      <div className={styles.page} data-route="tier-list">
        <GuideHeader title={t('tierList')} />
        <div className={styles.body}>
          <p>{t('tierListEmpty')}</p>
        </div>
      </div>
    )
  }
  return (
    <PageImages show={[HERO_AVATARS]}>
      <TierListPage list={list} path="/tier-list" />
    </PageImages>
  )
}
