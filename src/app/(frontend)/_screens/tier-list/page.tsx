import type { Metadata } from 'next'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { TierListPage } from '@/components/tier-list/TierListPage'
import { TIER_LIST_IMAGE } from '@/components/tier-list/tier-format'
import { getLatestTierList } from '@/data/tier-list'
import { pageMetadata } from '@/site/seo'

import styles from '@/components/tier-list/TierListPage.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const list = await getLatestTierList()
  return pageMetadata({
    title: list ? `Tier list for patch ${list.patch}` : 'Tier list',
    description: list
      ? `Every hero placed S to D for patch ${list.patch}, with a one-line reason each and the moves since the previous list. The editors’ opinion, not win rates.`
      : 'The editors’ tier list, one per patch.',
    path: '/tier-list',
    image: TIER_LIST_IMAGE,
  })
}

export default async function TierListLatestPage() {
  const list = await getLatestTierList()
  if (!list) {
    return (
      <div className={styles.page} data-route="tier-list">
        <GuideHeader title="Tier list" />
        <div className={styles.body}>
          <p>No tier list is published yet.</p>
        </div>
      </div>
    )
  }
  return <TierListPage list={list} path="/tier-list" />
}
