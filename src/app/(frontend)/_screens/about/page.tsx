import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { StaticPage } from '@/components/pages/StaticPage'
import { getPage } from '@/data/pages'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return pageMetadata({
    title: t('about'),
    description: t('aboutDescription'),
    path: '/about',
    image: { url: '/about/hero.webp', alt: t('about'), width: 1280, height: 720 },
  })
}

export default async function AboutPage({ language }: { language: Language }) {
  const page = await getPage('about', language)
  if (!page) notFound()
  return <StaticPage page={page} />
}
