'use client'

import { useEffect, useState } from 'react'

import { nextTask } from '@/browser/post-task'

/**
 * How many of `count` steps of bringing the map to life to take so far: one more per task, so the whole is a
 * row of short tasks instead of one long one, and a phone answers a tap in between.
 */
export function useLayerSteps(count: number): number {
  const [taken, setTaken] = useState(0)
  useEffect(() => {
    if (taken >= count) return
    return nextTask(() => setTaken((steps) => steps + 1))
  }, [taken, count])
  return taken
}
