import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { findLocationMap, getGuideSections, sectionAddress } from '@/data/map-guide'
import { MAP_TYPE_LABELS } from '@/lib/map-guide'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ location: string; map: string; section: string }>
  searchParams: Promise<{ marker?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { location, map, section } = await params
  const found = await findLocationMap(location, map)
  if (!found) return {}
  const current = (await getGuideSections(found.map.slug)).find((entry) => entry.slug === section)
  const mode = MAP_TYPE_LABELS[found.map.type]
  return {
    title: current ? `${found.map.name}: ${current.name}` : found.map.name,
    description:
      `${found.map.name} (${mode}, ${found.location.name}): an interactive map${current ? ` of ${current.name}` : ''} with marked positions, ` +
      'strong heroes, breakouts, hot spots and utility placements.',
  }
}

/** The guide itself is the map's layout; this page only makes sure the address names the right section. */
export default async function SectionPage({ params, searchParams }: Props) {
  const { location, map, section } = await params
  const { marker } = await searchParams
  const address = await sectionAddress(location, map, section, marker)
  if (!address) redirect('/')
  if (address !== 'current') redirect(address)
  return null
}
