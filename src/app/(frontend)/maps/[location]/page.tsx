import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { LocationOverview } from '@/components/maps/LocationOverview'
import { findLocation } from '@/data/map-guide'
import { getMaps } from '@/data/maps'
import { getWrittenGuides } from '@/data/written-guides'
import { compareMaps } from '@/lib/map-guide'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ location: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const location = await findLocation((await params).location)
  if (!location) return {}
  return {
    title: `${location.name} maps`,
    description: location.description,
  }
}

export default async function LocationPage({ params }: Params) {
  const location = await findLocation((await params).location)
  // Unknown addresses lead home, like every other path the guide does not know.
  if (!location) redirect('/')
  const [allMaps, written] = await Promise.all([getMaps(), getWrittenGuides()])
  const maps = allMaps.filter((map) => map.location_id === location.id).sort(compareMaps)
  return <LocationOverview location={location} maps={maps} written={written.maps} />
}
