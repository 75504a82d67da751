'use client'

import { startTransition, useEffect, useState } from 'react'

import { nextTask } from '@/browser/post-task'

/**
 * A part of the viewer whose script is fetched only once it is `wanted` (Leaflet once the map wakes up, the
 * spot overlay and the fullscreen navigation once one could show), or null until that script has arrived.
 * `load` must keep its identity (a module-level function). Not next/dynamic: that suspends, and React 19 holds
 * back revealing suspended content for about 300 ms after its fallback, which was a third of a crowded section's
 * opening time (`npm run bench:map`). A part held in state renders in the same moment its script arrives.
 */
export function useLivePart<T>(wanted: boolean, load: () => Promise<T>): T | null {
  const [part, setPart] = useState<{ value: T } | null>(null)
  useEffect(() => {
    if (!wanted || part) return
    let current = true
    // In a task of its own: the wake-up's render, the script's request and the icons' lookups were one long task.
    const callOff = nextTask(() => {
      void load().then((value) => {
        // A transition: React renders the part in slices instead of one long task that would hold up a tap.
        if (current) startTransition(() => setPart({ value }))
      })
    })
    return () => {
      current = false
      callOff()
    }
  }, [wanted, part, load])
  return part?.value ?? null
}
