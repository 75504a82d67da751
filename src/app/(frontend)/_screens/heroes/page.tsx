import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageImages } from '@/components/media/PageImages'
import { HERO_AVATARS } from '@/components/media/image-picks'
import { HeroRoster } from '@/components/heroes/HeroRoster'
import { ScrollToTop } from '@/components/pages/ScrollToTop'
import { getHeroes } from '@/data/heroes'
import { getWrittenHeroGuides } from '@/data/written-guides'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return pageMetadata({
    title: t('heroes'),
    description: t('heroesDescription'),
    path: '/heroes',
    image: { url: '/heroes/hero.webp', alt: t('heroes'), width: 1280, height: 720 },
  })
}

export default async function HeroesPage() {
  const [heroes, written] = await Promise.all([getHeroes(), getWrittenHeroGuides()])
  return (
    <PageImages show={[HERO_AVATARS]}>
      <div>
        <ScrollToTop />
        <HeroRoster heroes={heroes} written={written} />
      </div>
    </PageImages>
  )
}
