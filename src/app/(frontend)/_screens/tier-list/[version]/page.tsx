import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { PageImages } from '@/components/media/PageImages'
import { HERO_AVATARS } from '@/components/media/image-picks'
import { TierListPage } from '@/components/tier-list/TierListPage'
import { TIER_LIST_IMAGE, tierListHref } from '@/components/tier-list/tier-format'
import { getTierList, getTierLists } from '@/data/tier-list'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'
import { pagesAhead } from '@/site/pages-ahead'

type TierListVersionProps = { params: Promise<{ version: string }> }

/** Every published list is rendered at build time (by `npm run build`: src/site/pages-ahead.ts); a later one on its first visit, then kept until it changes. */
export const generateStaticParams = pagesAhead(async () => (await getTierLists()).map(({ patch }) => ({ version: patch })))

const versionOf = async (params: TierListVersionProps['params']) => decodeURIComponent((await params).version)

export async function generateMetadata({ params, language }: TierListVersionProps & { language: Language }): Promise<Metadata> {
  const [list, t] = await Promise.all([getTierList(await versionOf(params), language), getTranslations({ locale: language, namespace: 'Pages' })])
  if (!list) return { title: t('tierListNotFound'), robots: { index: false } }
  return pageMetadata({
    title: t('tierListFor', { patch: list.patch }),
    description: t('tierListDescription', { patch: list.patch }),
    path: tierListHref(list.patch),
    image: { ...TIER_LIST_IMAGE, alt: t('tierList') },
  })
}

export default async function TierListVersionPage({ params, language }: TierListVersionProps & { language: Language }) {
  const list = await getTierList(await versionOf(params), language)
  if (!list) notFound()
  return (
    <PageImages show={[HERO_AVATARS]}>
      <TierListPage list={list} path={tierListHref(list.patch)} />
    </PageImages>
  )
}
