import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { heroGuideDescription } from '@/components/heroes/hero-helpers'
import { HeroGuideBody } from '@/components/heroes/HeroGuideBody'
import { HeroGuideLoading } from '@/components/heroes/HeroGuideLoading'
import { ScrollToTop } from '@/components/pages/ScrollToTop'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { getHeroGuide } from '@/data/hero-guide'
import { getHeroes } from '@/data/heroes'
import { pageMetadata } from '@/site/seo'

type HeroPageProps = { params: Promise<{ hero: string }> }

/** Every hero's guide is rendered at build time; a hero added later is rendered on its first visit, then kept. */
export async function generateStaticParams() {
  return (await getHeroes()).map((hero) => ({ hero: hero.slug }))
}

/** A known hero's slug, or null: an unknown one never reaches (and adds an entry to) the guide's cached read. */
async function knownHero(slug: string) {
  return (await getHeroes()).find((candidate) => candidate.slug === slug) ?? null
}

export async function generateMetadata({ params }: HeroPageProps): Promise<Metadata> {
  const hero = await knownHero((await params).hero)
  const guide = hero ? await getHeroGuide(hero.slug) : null
  if (!guide) return { title: 'Hero not found', robots: { index: false } }
  // A wide background makes the better card; the square avatar stands in when there is none.
  return pageMetadata({
    title: `${guide.hero.nickname} guide`,
    description: heroGuideDescription(guide),
    path: `/heroes/${guide.hero.slug}`,
    image: guide.background ?? guide.avatar,
    type: 'article',
  })
}

export default async function HeroPage({ params }: HeroPageProps) {
  // Decided before anything streams, so an unknown hero answers with a real 404 status.
  const hero = await knownHero((await params).hero)
  if (!hero) notFound()
  return (
    <div>
      <PreviewBar path={`/heroes/${hero.slug}`} />
      <ScrollToTop />
      <Suspense fallback={<HeroGuideLoading hero={hero} />}>
        <HeroGuideBody slug={hero.slug} />
      </Suspense>
    </div>
  )
}
