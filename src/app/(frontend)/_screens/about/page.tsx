import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StaticPage } from '@/components/pages/StaticPage'
import { getPage } from '@/data/pages'
import { pageMetadata } from '@/site/seo'

export const metadata: Metadata = pageMetadata({
  title: 'About',
  description: 'Who writes this fan guide and why.',
  path: '/about',
  image: { url: '/about/hero.webp', alt: 'About', width: 1280, height: 720 },
})

export default async function AboutPage() {
  const page = await getPage('about')
  if (!page) notFound()
  return <StaticPage page={page} />
}
