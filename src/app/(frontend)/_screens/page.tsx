import type { Metadata } from 'next'

import { HomeHero } from '@/components/home/HomeHero'
import { getHome, openingTagline } from '@/data/home'
import { pageMetadata, SITE_DESCRIPTION, SITE_NAME } from '@/site/seo'

export const metadata: Metadata = {
  ...pageMetadata({ title: SITE_NAME, description: SITE_DESCRIPTION, path: '/' }),
  title: { absolute: SITE_NAME },
}

export default async function HomePage() {
  const { taglines, videoUrl } = await getHome()
  // Chosen when the page is rendered into the cache; the rotation after it is random in each visitor's browser.
  return <HomeHero taglines={taglines} videoUrl={videoUrl} firstTagline={openingTagline(taglines.length)} />
}
