import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ProfileIdentity } from '@/components/pages/ProfileIdentity'
import { StaticPage } from '@/components/pages/StaticPage'
import { getPage } from '@/data/pages'

// Read at request time: the build runs before the database is migrated and seeded (the read is cached by tag).
export const dynamic = 'force-dynamic'

type ProfileProps = { params: Promise<{ slug: string }> }

/**
 * A character profile: a page with a portrait or a social account. Terms and the like are not profiles, and a
 * slug that cannot be one is refused before it reaches (and adds an entry to) the data cache.
 */
async function getProfile(slug: string) {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null
  const page = await getPage(slug)
  return page && (page.portraitUrl || page.socialUrl) ? page : null
}

export async function generateMetadata({ params }: ProfileProps): Promise<Metadata> {
  const profile = await getProfile((await params).slug)
  return { title: profile?.title ?? 'Profile' }
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
