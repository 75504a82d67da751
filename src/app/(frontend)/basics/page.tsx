import type { Metadata } from 'next'

import { BasicsGuide } from '@/components/basics/BasicsGuide'
import { getBasics, toModeMaps } from '@/data/basics'
import { getLocations, getMaps } from '@/data/maps'

export const metadata: Metadata = { title: 'Basics' }

// The database is only there at request time (the build runs before migrations and the seed); the reads
// themselves are cached by tag, so this costs a cache lookup, not a query.
export const dynamic = 'force-dynamic'

export default async function BasicsPage() {
  const [basics, maps, locations] = await Promise.all([getBasics(), getMaps(), getLocations()])
  return (
    <div>
      <BasicsGuide basics={basics} maps={toModeMaps(maps, locations)} />
    </div>
  )
}
