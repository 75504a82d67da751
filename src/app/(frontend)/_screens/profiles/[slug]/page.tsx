import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ProfileIdentity } from '@/components/pages/ProfileIdentity'
import { StaticPage } from '@/components/pages/StaticPage'
import { getPage, getProfileSlugs } from '@/data/pages'
import { pageMetadata } from '@/site/seo'

export async function generateStaticParams() {
  return (await getProfileSlugs()).map((slug) => ({ slug }))
}

type ProfileProps = { params: Promise<{ slug: string }> }

/**
 * A character profile: a page with a portrait or a social account. Terms and the like are not profiles, and a
 * slug that is none is refused before it reaches (and adds an entry to) the data cache.
 */
async function getProfile(slug: string) {
  if (!(await getProfileSlugs()).includes(slug)) return null
  return getPage(slug)
}

export async function generateMetadata({ params }: ProfileProps): Promise<Metadata> {
  const profile = await getProfile((await params).slug)
  if (!profile) return { title: 'Profile', robots: { index: false } }
  return pageMetadata({
    title: profile.title,
    description: `${profile.title}: a character profile in the hero shooter fan guide.`,
    path: `/profiles/${profile.slug}`,
    image: profile.portraitUrl ? { url: profile.portraitUrl, alt: profile.title } : null,
    type: 'article',
  })
}

export default async function ProfilePage({ params }: ProfileProps) {
  const profile = await getProfile((await params).slug)
  if (!profile) notFound()
  return (
    <StaticPage page={profile} showLastUpdated={false} back={{ href: '/about', label: 'About' }}>
      <ProfileIdentity name={profile.title} portraitUrl={profile.portraitUrl} socialUrl={profile.socialUrl} socialHandle={profile.socialHandle} />
    </StaticPage>
  )
}
