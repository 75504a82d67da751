import type { Metadata } from 'next'

import { CounterPicker } from '@/components/counters/CounterPicker'
import { getCounterPickData } from '@/data/counter-picks'

export const metadata: Metadata = {
  title: 'Counter-pick helper',
  description: 'Pick the enemy heroes and get suggestions, with reasons, from the guide’s own counters, matchups and team-ups.',
}

// Cached like the roster and expired with the reads it is built from. The lineup is read in the browser
// (?enemy=...&team=...), so one cached page serves every lineup; rendering it per request made it the slowest
// page under load (issue "Nothing breaks and nothing flakes", 4).
export default async function CounterPicksPage() {
  return <CounterPicker data={await getCounterPickData()} />
}
