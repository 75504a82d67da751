import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { StaticPage } from '@/components/pages/StaticPage'
import { ForgetMe } from '@/components/remember/ForgetMe'
import { getPage } from '@/data/pages'
import type { Language } from '@/i18n/languages'
import { PageMessages } from '@/i18n/PageMessages'
import { pageMetadata } from '@/site/seo'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return pageMetadata({
    title: t('privacy'),
    description: t('privacyDescription'),
    path: '/privacy',
    image: { url: '/privacy/hero.webp', alt: t('privacy'), width: 1280, height: 720 },
  })
}

export default async function PrivacyPage({ language }: { language: Language }) {
  const page = await getPage('privacy', language)
  if (!page) notFound()
  return (
    <StaticPage page={page}>
      <PageMessages parts={['Remember.privacy']}>
        <ForgetMe />
      </PageMessages>
    </StaticPage>
  )
}
