import type { Metadata } from 'next'

import { HeroRoster } from '@/components/heroes/HeroRoster'
import { ScrollToTop } from '@/components/pages/ScrollToTop'
import { getHeroes } from '@/data/heroes'
import { getWrittenGuides } from '@/data/written-guides'

export const metadata: Metadata = {
  title: 'Heroes',
  description: 'Every hero by role, vanguards, duelists and strategists, each with a guide to play as, against and with them.',
}

// The database is only there at request time (the build runs before migrations and the seed); the read is
// cached by tag, so this costs a cache lookup, not a query.
export const dynamic = 'force-dynamic'

export default async function HeroesPage() {
  const [heroes, written] = await Promise.all([getHeroes(), getWrittenGuides()])
  return (
    <div>
      <ScrollToTop />
      <HeroRoster heroes={heroes} written={written.heroes} />
    </div>
  )
}
