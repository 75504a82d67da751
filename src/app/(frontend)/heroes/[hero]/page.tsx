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
import { siteOrigin } from '@/lib/site-origin'

// The database is only there at request time; the reads are cached by tag.
export const dynamic = 'force-dynamic'

type HeroPageProps = { params: Promise<{ hero: string }> }

export async function generateMetadata({ params }: HeroPageProps): Promise<Metadata> {
  const { hero: slug } = await params
  const guide = await getHeroGuide(slug)
  if (!guide) return { title: 'Hero not found', robots: { index: false } }
  const title = `${guide.hero.nickname} guide`
  const description = heroGuideDescription(guide)
  // A wide background makes the better card; the square avatar stands in when there is none.
  const image = guide.background ?? guide.avatar
  const images = image ? [{ url: image.url, alt: image.alt, width: image.width ?? undefined, height: image.height ?? undefined }] : []
  return {
    metadataBase: await siteOrigin(),
    title,
    description,
    alternates: { canonical: `/heroes/${guide.hero.slug}` },
    openGraph: { type: 'article', title, description, url: `/heroes/${guide.hero.slug}`, images },
    twitter: { card: guide.background ? 'summary_large_image' : 'summary', title, description, images },
  }
}

export default async function HeroPage({ params }: HeroPageProps) {
  const { hero: slug } = await params
  // Decided before anything streams, so an unknown hero answers with a real 404 status.
  const hero = (await getHeroes()).find((candidate) => candidate.slug === slug)
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
