import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TierListPage } from '@/components/tier-list/TierListPage'
import { TIER_LIST_IMAGE, tierListHref } from '@/components/tier-list/tier-format'
import { getTierList, getTierLists } from '@/data/tier-list'
import { pageMetadata } from '@/site/seo'

type TierListVersionProps = { params: Promise<{ version: string }> }

/** Every published list is rendered at build time; a later one on its first visit, then kept until it changes. */
export async function generateStaticParams() {
  return (await getTierLists()).map(({ patch }) => ({ version: patch }))
}

const versionOf = async (params: TierListVersionProps['params']) => decodeURIComponent((await params).version)

export async function generateMetadata({ params }: TierListVersionProps): Promise<Metadata> {
  const list = await getTierList(await versionOf(params))
  if (!list) return { title: 'Tier list not found', robots: { index: false } }
  return pageMetadata({
    title: `Tier list for patch ${list.patch}`,
    description: `Every hero placed S to D for patch ${list.patch}, with a one-line reason each and the moves since the previous list. The editors’ opinion, not win rates.`,
    path: tierListHref(list.patch),
    image: TIER_LIST_IMAGE,
  })
}

export default async function TierListVersionPage({ params }: TierListVersionProps) {
  const list = await getTierList(await versionOf(params))
  if (!list) notFound()
  return <TierListPage list={list} path={tierListHref(list.patch)} />
}
