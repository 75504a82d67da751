import { HomeHero } from '@/components/home/HomeHero'
import { getHome, openingTagline } from '@/data/home'

// Taglines and the video come from the Home global; the data cache keeps this cheap, an edit refreshes it.
export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const { taglines, videoUrl } = await getHome()
  return <HomeHero taglines={taglines} videoUrl={videoUrl} firstTagline={openingTagline(taglines.length)} />
}
