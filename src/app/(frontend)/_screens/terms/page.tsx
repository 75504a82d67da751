import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StaticPage } from '@/components/pages/StaticPage'
import { getPage } from '@/data/pages'
import { pageMetadata } from '@/site/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Terms of Service',
  description: 'The terms for using this fan guide.',
  path: '/terms',
  image: { url: '/terms/hero.webp', alt: 'Terms of Service', width: 1280, height: 720 },
})

export default async function TermsPage() {
  const page = await getPage('terms')
  if (!page) notFound()
  return <StaticPage page={page} />
}
