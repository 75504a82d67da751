import type { Metadata } from 'next'
import { Suspense } from 'react'

import { CounterPicker } from '@/components/counters/CounterPicker'
import { getCounterPickData } from '@/data/counter-picks'

export const metadata: Metadata = {
  title: 'Counter-pick helper',
  description: 'Pick the enemy heroes and get suggestions, with reasons, from the guide’s own counters, matchups and team-ups.',
}

// As /heroes: the database is only there at request time; the read is cached by tag. The lineup is read in
// the browser (?enemy=...&team=...), so the server's answer is the same for every lineup.
export const dynamic = 'force-dynamic'

export default async function CounterPicksPage() {
  const data = await getCounterPickData()
  return (
    <Suspense>
      <CounterPicker data={data} />
    </Suspense>
  )
}
