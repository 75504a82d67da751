import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'

import { PageImages } from '@/components/media/PageImages'
import { MAP_PICTURES } from '@/components/media/image-picks'
import { LocationOverview } from '@/components/maps/LocationOverview'
import { findLocation, locationParams } from '@/data/map-guide'
import { getMaps } from '@/data/maps'
import { getWrittenMapGuides } from '@/data/written-guides'
import type { Language } from '@/i18n/languages'
import { compareMaps } from '@/maps/guide-rules'
import { pageMetadata } from '@/site/seo'
import { pagesAhead } from '@/site/pages-ahead'

export const generateStaticParams = pagesAhead(locationParams)

type Params = { params: Promise<{ location: string }> }

export async function generateMetadata({ params, language }: Params & { language: Language }): Promise<Metadata> {
  const location = await findLocation((await params).location)
  if (!location) return {}
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return pageMetadata({
    title: t('locationMaps', { location: location.name }),
    description: location.description,
    path: `/maps/${location.slug}`,
    image: { url: `/maps/${location.slug}/hero.webp`, alt: location.name },
  })
}

export default async function LocationPage({ params }: Params) {
  const location = await findLocation((await params).location)
  // Unknown addresses lead home, like every other path the guide does not know.
  if (!location) redirect('/')
  const [allMaps, written] = await Promise.all([getMaps(), getWrittenMapGuides()])
  const maps = allMaps.filter((map) => map.location_id === location.id).sort(compareMaps)
  return (
    <PageImages show={[MAP_PICTURES]}>
      <LocationOverview location={location} maps={maps} written={written} />
    </PageImages>
  )
}
