import type { Metadata } from 'next'

import { findLocationMap, getGuideSections } from '@/data/map-guide'

type Props = { params: Promise<{ location: string; map: string }> }

/** Search engines take the first section's address for this one. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { location, map } = await params
  const found = await findLocationMap(location, map)
  const first = found ? (await getGuideSections(found.map.slug))[0] : undefined
  return first ? { alternates: { canonical: `/maps/${location}/${map}/${first.slug}` } } : {}
}

/**
 * Without a section the guide (the map's layout) shows the first one, and the browser moves the address on to it,
 * or to the section of a shared ?marker= (read in the browser: this page comes from a shared cache).
 */
export default function MapPage() {
  return null
}
