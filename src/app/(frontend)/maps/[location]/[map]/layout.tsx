import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { MapGuide } from '@/components/maps/MapGuide'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { getMapGuide, mapGuideParams } from '@/data/map-guide'

export const generateStaticParams = mapGuideParams

/**
 * The map guide sits in the map's layout, not in the section page: moving between sections changes only the
 * page below it, so the interactive map stays mounted (and fullscreen stays fullscreen).
 */
export default async function MapGuideLayout({ params, children }: { params: Promise<{ location: string; map: string }>; children: ReactNode }) {
  const { location, map } = await params
  const guide = await getMapGuide(location, map)
  if (!guide) redirect('/')
  return (
    <>
      <PreviewBar path={`/maps/${location}/${map}`} />
      <MapGuide data={guide} />
      {children}
    </>
  )
}
