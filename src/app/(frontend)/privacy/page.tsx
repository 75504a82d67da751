import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StaticPage } from '@/components/pages/StaticPage'
import { getPage } from '@/data/pages'

export const metadata: Metadata = { title: 'Privacy Policy' }

// Read at request time: the build runs before the database is migrated and seeded (the read is cached by tag).
export const dynamic = 'force-dynamic'

export default async function PrivacyPage() {
  const page = await getPage('privacy')
  if (!page) notFound()
  return <StaticPage page={page} />
}
