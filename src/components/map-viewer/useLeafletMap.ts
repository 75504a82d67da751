'use client'

import { type ComponentType, startTransition, useEffect, useState } from 'react'

import { nextTask } from '@/browser/post-task'

import type { LeafletMapProps } from './LeafletMap'

/**
 * The Leaflet part of the viewer, fetched once the map wakes up (`live`), or null until its script has arrived.
 * Not next/dynamic: that suspends, and React 19 holds back revealing suspended content for about 300 ms after
 * its fallback, which was a third of a crowded section's opening time (`npm run bench:map`). A component held
 * in state renders in the same moment its script arrives.
 */
export function useLeafletMap(live: boolean): ComponentType<LeafletMapProps> | null {
  const [leafletMap, setLeafletMap] = useState<{ Map: ComponentType<LeafletMapProps> } | null>(null)
  useEffect(() => {
    if (!live || leafletMap) return
    let current = true
    // In a task of its own: the wake-up's render, the script's request and the icons' lookups were one long task.
    const callOff = nextTask(() => {
      void import('./LeafletMap').then(({ default: Map }) => {
        // A transition: React renders the viewer in slices instead of one long task that would hold up a tap.
        if (current) startTransition(() => setLeafletMap({ Map }))
      })
    })
    return () => {
      current = false
      callOff()
    }
  }, [live, leafletMap])
  return leafletMap?.Map ?? null
}
