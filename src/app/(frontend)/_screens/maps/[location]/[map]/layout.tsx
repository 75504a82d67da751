import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { PageImages } from '@/components/media/PageImages'
import { HERO_AVATARS, MAP_PICTURES } from '@/components/media/image-picks'
import { TranslationNotice } from '@/components/content/TranslationNotice'
import { MapGuide } from '@/components/maps/MapGuide'
import { MapGuideComing } from '@/components/maps/MapGuideComing'
import { KeepOfflineButton } from '@/components/offline/KeepOfflineButton'
import { GuidePatchNotice } from '@/components/patches/GuidePatchNotice'
import { PatchHistory } from '@/components/patches/PatchHistory'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { getMapGuide, mapGuideParams } from '@/data/map-guide'
import { getMapTranslation } from '@/data/guide-translations'
import { getLocations, getMaps } from '@/data/maps'
import { getWrittenMapGuides } from '@/data/written-guides'
import { localePath, type Language } from '@/i18n/languages'
import { similarGuides } from '@/maps/guide-rules'
import { pagesAhead } from '@/site/pages-ahead'

export const generateStaticParams = pagesAhead(mapGuideParams)

/**
 * The map guide sits in the map's layout, not in the section page: moving between sections changes only the
 * page below it, so the interactive map stays mounted (and fullscreen stays fullscreen).
 */
export default async function MapGuideLayout({
  params,
  children,
  language,
}: {
  params: Promise<{ location: string; map: string }>
  children: ReactNode
  language: Language
}) {
  const { location, map } = await params
  const [guide, written, maps, locations, translation] = await Promise.all([
    getMapGuide(location, map, language),
    getWrittenMapGuides(),
    getMaps(),
    getLocations(),
    getMapTranslation(map, language),
  ])
  if (!guide) redirect('/')
  // A map without a written guide points to maps that have one.
  const similar = written.includes(map) ? null : similarGuides(guide.map, maps, locations, written)
  return (
    <PageImages show={[HERO_AVATARS, MAP_PICTURES]}>
      <PreviewBar path={`/maps/${location}/${map}`} />
      <GuidePatchNotice subject="map" slug={guide.map.slug} />
      <TranslationNotice translation={translation} language={language} />
      <KeepOfflineButton
        framed
        language={language}
        title={guide.map.name}
        guide={guide}
        pages={guide.sections.map((section) => localePath(language, `/maps/${location}/${map}/${section.slug}`))}
      />
      <MapGuide data={guide} coming={similar && <MapGuideComing mapName={guide.map.name} sections={guide.sections.length} similar={similar} />} />
      {children}
      <PatchHistory subject="map" slug={guide.map.slug} name={guide.map.name} />
    </PageImages>
  )
}
