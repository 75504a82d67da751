import { redirect } from 'next/navigation'

import { sectionAddress } from '@/data/map-guide'

export const dynamic = 'force-dynamic'

/** Without a section the guide opens the first one (or the one a shared marker sits in), replacing the address. */
export default async function MapPage({
  params,
  searchParams,
}: {
  params: Promise<{ location: string; map: string }>
  searchParams: Promise<{ marker?: string | string[] }>
}) {
  const { location, map } = await params
  const { marker } = await searchParams
  const address = await sectionAddress(location, map, null, marker)
  if (!address) redirect('/')
  // A map without sections yet: its guide (the layout) shows what there is, here.
  if (address !== 'current') redirect(address)
  return null
}
