import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageImages } from '@/components/media/PageImages'
import { heroAvatarAddress, mapPictureAddress } from '@/components/media/image-picks'
import { BasicsGuide } from '@/components/basics/BasicsGuide'
import { basicsHeroSlugs, getBasics, toModeMaps } from '@/data/basics'
import { getLocations, getMaps } from '@/data/maps'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return pageMetadata({
    title: t('basics'),
    description: t('basicsDescription'),
    path: '/basics',
    image: { url: '/basics/hero.webp', alt: t('basics'), width: 1280, height: 720 },
  })
}

export default async function BasicsPage({ language }: { language: Language }) {
  const [basics, maps, locations] = await Promise.all([getBasics(language), getMaps(), getLocations()])
  const modeMaps = toModeMaps(maps, locations)
  // The avatars of the few heroes the guide links and the maps' pictures, not every hero's or every location's.
  const images = [...basicsHeroSlugs(basics).map(heroAvatarAddress), ...modeMaps.map((map) => mapPictureAddress(map.locationSlug, map.slug))]
  return (
    <PageImages show={images}>
      <div>
        <BasicsGuide basics={basics} maps={modeMaps} />
      </div>
    </PageImages>
  )
}
