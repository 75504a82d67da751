import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageImages } from '@/components/media/PageImages'
import { MAP_PICTURES } from '@/components/media/image-picks'
import { MapsList } from '@/components/maps/MapsList'
import { getModeGuides } from '@/data/basics'
import { getLocations, getMaps } from '@/data/maps'
import { getWrittenMapGuides } from '@/data/written-guides'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return pageMetadata({
    title: t('maps'),
    description: t('mapsDescription'),
    path: '/maps',
    image: { url: '/maps/hero.webp', alt: t('maps'), width: 1280, height: 720 },
  })
}

export default async function MapsPage({ language }: { language: Language }) {
  const [maps, locations, basics, written] = await Promise.all([getMaps(), getLocations(), getModeGuides(language), getWrittenMapGuides()])
  const summaries = Object.fromEntries(basics.modes.map(({ mode, summary }) => [mode, summary]))
  return (
    <PageImages show={[MAP_PICTURES]}>
      <MapsList maps={maps} locations={locations} summaries={summaries} written={written} />
    </PageImages>
  )
}
