import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StaticPage } from '@/components/pages/StaticPage'
import { getPage } from '@/data/pages'
import { pageMetadata } from '@/site/seo'

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: 'What this fan guide stores about its visitors, and why.',
  path: '/privacy',
  image: { url: '/privacy/hero.webp', alt: 'Privacy Policy', width: 1280, height: 720 },
})

export default async function PrivacyPage() {
  const page = await getPage('privacy')
  if (!page) notFound()
  return <StaticPage page={page} />
}
