import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { ProfileIdentity } from '@/components/pages/ProfileIdentity'
import { StaticPage } from '@/components/pages/StaticPage'
import { getPage, getProfileSlugs } from '@/data/pages'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'
import { pagesAhead } from '@/site/pages-ahead'

export const generateStaticParams = pagesAhead(async () => (await getProfileSlugs()).map((slug) => ({ slug })))

type ProfileProps = { params: Promise<{ slug: string }> }

/**
 * A character profile: a page with a portrait or a social account. Terms and the like are not profiles, and a
 * slug that is none is refused before it reaches (and adds an entry to) the data cache.
 */
async function getProfile(slug: string, language: Language) {
  if (!(await getProfileSlugs()).includes(slug)) return null
  return getPage(slug, language)
}

export async function generateMetadata({ params, language }: ProfileProps & { language: Language }): Promise<Metadata> {
  const [profile, t] = await Promise.all([getProfile((await params).slug, language), getTranslations({ locale: language, namespace: 'Pages' })])
  if (!profile) return { title: t('profile'), robots: { index: false } }
  return pageMetadata({
    title: profile.title,
    description: t('profileDescription', { name: profile.title }),
    path: `/profiles/${profile.slug}`,
    image: profile.portraitUrl ? { url: profile.portraitUrl, alt: profile.title } : null,
    type: 'article',
  })
}

export default async function ProfilePage({ params, language }: ProfileProps & { language: Language }) {
  const profile = await getProfile((await params).slug, language)
  if (!profile) notFound()
  const t = await getTranslations('Pages')
  return (
    <StaticPage page={profile} showLastUpdated={false} back={{ href: '/about', label: t('about') }}>
      <ProfileIdentity name={profile.title} portraitUrl={profile.portraitUrl} socialUrl={profile.socialUrl} socialHandle={profile.socialHandle} />
    </StaticPage>
  )
}
