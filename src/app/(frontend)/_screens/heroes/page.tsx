import type { Metadata } from 'next'

import { HeroRoster } from '@/components/heroes/HeroRoster'
import { ScrollToTop } from '@/components/pages/ScrollToTop'
import { getHeroes } from '@/data/heroes'
import { getWrittenHeroGuides } from '@/data/written-guides'
import { pageMetadata } from '@/site/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Heroes',
  description: 'Every hero by role, vanguards, duelists and strategists, each with a guide to play as, against and with them.',
  path: '/heroes',
  image: { url: '/heroes/hero.webp', alt: 'Heroes', width: 1280, height: 720 },
})

export default async function HeroesPage() {
  const [heroes, written] = await Promise.all([getHeroes(), getWrittenHeroGuides()])
  return (
    <div>
      <ScrollToTop />
      <HeroRoster heroes={heroes} written={written} />
    </div>
  )
}
