import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageImages } from '@/components/media/PageImages'
import { HERO_AVATARS } from '@/components/media/image-picks'
import { HomeHero } from '@/components/home/HomeHero'
import { SinceLastVisit } from '@/components/remember/SinceLastVisit'
import { getHeroes } from '@/data/heroes'
import { getHome, openingTagline } from '@/data/home'
import type { Language } from '@/i18n/languages'
import { PageMessages } from '@/i18n/PageMessages'
import { pageMetadata, SITE_NAME } from '@/site/seo'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Site' })
  return {
    ...pageMetadata({ title: SITE_NAME, description: t('description'), path: '/' }),
    title: { absolute: SITE_NAME },
  }
}

export default async function HomePage({ language }: { language: Language }) {
  const [{ taglines, videoUrl }, heroes, t, pages, shell] = await Promise.all([
    getHome(),
    getHeroes(),
    getTranslations('Home'),
    getTranslations('Pages'),
    getTranslations('Shell'),
  ])
  const heroNames = heroes.map(({ slug, nickname }) => ({ slug, nickname }))
  // The client hero gets its words already in the page's language, so none of them travel in the catalogue.
  const tiles = [
    { href: '/news', label: pages('news'), blurb: t('newsBlurb') },
    { href: '/basics', label: pages('basics'), blurb: t('basicsBlurb') },
    { href: '/maps', label: pages('maps'), blurb: t('mapsBlurb') },
    { href: '/heroes', label: pages('heroes'), blurb: t('heroesBlurb'), heroes: heroNames },
  ]
  // Chosen when the page is rendered into the cache; the rotation after it is random in each visitor's browser.
  return (
    <PageImages show={[HERO_AVATARS]}>
      <HomeHero
        taglines={taglines}
        videoUrl={videoUrl}
        firstTagline={openingTagline(taglines.length)}
        tiles={tiles}
        sectionsLabel={t('sections')}
        language={language}
        languageLabel={shell('language')}
      />
      <PageMessages parts={['Remember.since', 'Patches.kind']}>
        <SinceLastVisit heroes={heroNames} />
      </PageMessages>
    </PageImages>
  )
}
