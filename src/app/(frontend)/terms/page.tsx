import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StaticPage } from '@/components/pages/StaticPage'
import { getPage } from '@/data/pages'

export const metadata: Metadata = { title: 'Terms of Service' }

// Read at request time: the build runs before the database is migrated and seeded (the read is cached by tag).
export const dynamic = 'force-dynamic'

export default async function TermsPage() {
  const page = await getPage('terms')
  if (!page) notFound()
  return <StaticPage page={page} />
}
