import type { Metadata } from 'next'

import { BasicsGuide } from '@/components/basics/BasicsGuide'
import { getBasics, toModeMaps } from '@/data/basics'
import { getLocations, getMaps } from '@/data/maps'
import { pageMetadata } from '@/site/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Basics',
  description: 'How the game works: the three roles, every mode and how to win it, and the words players use.',
  path: '/basics',
  image: { url: '/basics/hero.webp', alt: 'Basics', width: 1280, height: 720 },
})

export default async function BasicsPage() {
  const [basics, maps, locations] = await Promise.all([getBasics(), getMaps(), getLocations()])
  return (
    <div>
      <BasicsGuide basics={basics} maps={toModeMaps(maps, locations)} />
    </div>
  )
}
