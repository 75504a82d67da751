import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageImages } from '@/components/media/PageImages'
import { HERO_AVATARS } from '@/components/media/image-picks'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { PatchList } from '@/components/patches/PatchList'
import { SinceLastVisit } from '@/components/remember/SinceLastVisit'
import { getHeroes } from '@/data/heroes'
import { getPatches } from '@/data/patches'
import type { Language } from '@/i18n/languages'
import { PageMessages } from '@/i18n/PageMessages'
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
  const [patches, t, heroes] = await Promise.all([getPatches(language), getTranslations('Pages'), getHeroes()])
  return (
    <PageImages show={[HERO_AVATARS]}>
      <div className={styles.page} data-route="patches">
        <GuideHeader title={t('patches')} subtitle={t('patchesSubtitle')} />
        <div className={styles.list}>
          <PatchList patches={patches} />
        </div>
        <PageMessages parts={['Remember.since', 'Patches.kind']}>
          <SinceLastVisit heroes={heroes.map(({ slug, nickname }) => ({ slug, nickname }))} />
        </PageMessages>
      </div>
    </PageImages>
  )
}
