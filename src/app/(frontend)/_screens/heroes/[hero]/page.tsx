import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { PageImages } from '@/components/media/PageImages'
import { HERO_AVATARS } from '@/components/media/image-picks'
import { heroGuideDescription } from '@/components/heroes/hero-guide-description'
import { HeroGuideBody } from '@/components/heroes/HeroGuideBody'
import { ScrollToTop } from '@/components/pages/ScrollToTop'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { getHeroGuide } from '@/data/hero-guide'
import { findKnownHero, getHeroes } from '@/data/heroes'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'
import { pagesAhead } from '@/site/pages-ahead'
import { routeBackground } from '@/components/shell/route-background'

type HeroPageProps = { params: Promise<{ hero: string }> }

/** Every hero's guide is rendered at build time (by `npm run build`: src/site/pages-ahead.ts); a hero added later is rendered on its first visit, then kept. */
export const generateStaticParams = pagesAhead(async () => (await getHeroes()).map((hero) => ({ hero: hero.slug })))

export async function generateMetadata({ params, language }: HeroPageProps & { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  const hero = await findKnownHero((await params).hero)
  const guide = hero ? await getHeroGuide(hero.slug, language) : null
  if (!guide) return { title: t('heroNotFound'), robots: { index: false } }
  // A wide background makes the better card; the square avatar stands in when there is none.
  return pageMetadata({
    title: t('heroGuide', { hero: guide.hero.nickname }),
    description: heroGuideDescription(guide, language),
    path: `/heroes/${guide.hero.slug}`,
    image: guide.background ?? guide.avatar,
    type: 'article',
  })
}

export default async function HeroPage({ params, language }: HeroPageProps & { language: Language }) {
  // Decided before anything streams (from the list of slugs, so a made-up one adds no cache entry), so an unknown hero answers with a real 404 status.
  const hero = await findKnownHero((await params).hero)
  if (!hero) notFound()
  return (
    // The hero's background is the shell's (AppBackground, by the same rule), which finds its upload among this page's.
    <PageImages show={[HERO_AVATARS, routeBackground(`/heroes/${hero.slug}`)!]}>
      <div>
        <PreviewBar path={`/heroes/${hero.slug}`} />
        <ScrollToTop />
        {/*
          No Suspense fallback: the page is served whole from the cache, and a fallback header painted before the
          streamed guide replaced it moved everything below it (Lighthouse CLS 0.29 on a phone).
        */}
        <HeroGuideBody slug={hero.slug} language={language} />
      </div>
    </PageImages>
  )
}
