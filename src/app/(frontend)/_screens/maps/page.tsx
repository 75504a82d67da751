import type { Metadata } from 'next'

import { MapsList } from '@/components/maps/MapsList'
import { getModeGuides } from '@/data/basics'
import { getLocations, getMaps } from '@/data/maps'
import { getWrittenMapGuides } from '@/data/written-guides'
import { pageMetadata } from '@/site/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Maps',
  description: 'Every map grouped by location and filterable by mode (Convoy, Convergence, Domination), each with an interactive guide.',
  path: '/maps',
  image: { url: '/maps/hero.webp', alt: 'Maps', width: 1280, height: 720 },
})

export default async function MapsPage() {
  const [maps, locations, basics, written] = await Promise.all([getMaps(), getLocations(), getModeGuides(), getWrittenMapGuides()])
  const summaries = Object.fromEntries(basics.modes.map(({ mode, summary }) => [mode, summary]))
  return <MapsList maps={maps} locations={locations} summaries={summaries} written={written} />
}
