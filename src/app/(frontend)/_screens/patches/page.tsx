import type { Metadata } from 'next'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { PatchList } from '@/components/patches/PatchList'
import { getPatches } from '@/data/patches'
import { pageMetadata } from '@/site/seo'

import styles from '../news/page.module.css'

export const metadata: Metadata = pageMetadata({
  title: 'Patches',
  description: 'Every game patch the guide tracks, newest first: the heroes and maps each one changed, with links to their guides.',
  path: '/patches',
})

export default async function PatchesPage() {
  const patches = await getPatches()
  return (
    <div className={styles.page} data-route="patches">
      <GuideHeader title="Patches" subtitle="What each patch changed, newest first" />
      <div className={styles.list}>
        <PatchList patches={patches} />
      </div>
    </div>
  )
}
