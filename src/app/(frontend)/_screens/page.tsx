import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { HomeHero } from '@/components/home/HomeHero'
import { getHome, openingTagline } from '@/data/home'
import type { Language } from '@/i18n/languages'
import { pageMetadata, SITE_NAME } from '@/site/seo'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Site' })
  return {
    ...pageMetadata({ title: SITE_NAME, description: t('description'), path: '/' }),
    title: { absolute: SITE_NAME },
  }
}

export default async function HomePage({ language }: { language: Language }) {
  const [{ taglines, videoUrl }, t, pages, shell] = await Promise.all([
    getHome(),
    getTranslations('Home'),
    getTranslations('Pages'),
    getTranslations('Shell'),
  ])
  // The client hero gets its words already in the page's language, so none of them travel in the catalogue.
  const tiles = [
    { href: '/news', label: pages('news'), blurb: t('newsBlurb') },
    { href: '/basics', label: pages('basics'), blurb: t('basicsBlurb') },
    { href: '/maps', label: pages('maps'), blurb: t('mapsBlurb') },
    { href: '/heroes', label: pages('heroes'), blurb: t('heroesBlurb') },
  ]
  // Chosen when the page is rendered into the cache; the rotation after it is random in each visitor's browser.
  return (
    <HomeHero
      taglines={taglines}
      videoUrl={videoUrl}
      firstTagline={openingTagline(taglines.length)}
      tiles={tiles}
      sectionsLabel={t('sections')}
      language={language}
      languageLabel={shell('language')}
    />
  )
}
